import {
  Anchor,
  Badge,
  Card,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconPlus, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { paths } from "@/config/paths";
import { useStudioTitle } from "@/hooks/use-studio-title";
import { formatRelative } from "../activity-format";
import { useClientGalleries, type ClientGalleryRow } from "../api/list-client-galleries";
import { expiryLabel, isExpired } from "../expiry";
import { AccessBadge } from "./access-badge";
import { CopyLinkButton } from "./copy-link-button";
import { NewGalleryModal } from "./new-gallery-modal";

function GalleryRow({ row, now }: { row: ClientGalleryRow; now: Date }) {
  const { gallery, lastOpenedAt } = row;
  const expiresAt = gallery.settings.expiresAt;
  return (
    <Table.Tr>
      <Table.Td>
        {/* Under the name, so a phone sees how it is protected without scrolling the table. */}
        <Stack gap={4} align="flex-start">
          <Anchor component={Link} to={paths.studio.clientGallery.href(gallery.id)} fw={600}>
            {gallery.settings.name}
          </Anchor>
          <AccessBadge gallery={gallery} />
        </Stack>
      </Table.Td>
      <Table.Td>{gallery.settings.client.name}</Table.Td>
      <Table.Td>{gallery.workCount ?? "—"}</Table.Td>
      <Table.Td>
        <Badge color="gray" variant={isExpired(expiresAt, now) ? "outline" : "light"}>
          {expiryLabel(expiresAt, now)}
        </Badge>
      </Table.Td>
      <Table.Td>{lastOpenedAt ? formatRelative(lastOpenedAt, now) : "Not opened yet"}</Table.Td>
      <Table.Td>
        <CopyLinkButton
          galleryId={gallery.id}
          linkKey={gallery.linkKey}
          name={gallery.settings.name}
          compact
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** The owner's client galleries: private proofing collections, each shared by its own link. */
export function ClientsPage() {
  useStudioTitle("Client galleries");
  const [creating, setCreating] = useState(false);
  const list = useClientGalleries();
  const now = new Date();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Client galleries
          </Title>
          <Text c="dimmed" size="sm">
            Private galleries for proofing, each shared with its client by a link of its own.
          </Text>
        </Stack>
        <Button leftIcon={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          New gallery
        </Button>
      </Group>

      {list.isError ? (
        <LoadError
          title="The client galleries could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.isPending ? (
        <Skeleton h={160} radius="md" aria-label="Loading client galleries" />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={<IconUsers size={28} />}
          withIndicatorBackground
          title="No client galleries yet"
          description="Make one for a shoot, upload the pictures and send your client its link."
          py="xl"
        />
      ) : (
        <Card withBorder padding={0} radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Gallery</Table.Th>
                  <Table.Th>Client</Table.Th>
                  <Table.Th>Works</Table.Th>
                  <Table.Th>Expiry</Table.Th>
                  <Table.Th>Last opened</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Link</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((row) => (
                  <GalleryRow key={row.gallery.id} row={row} now={now} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      <NewGalleryModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
