import { Anchor, Card, EmptyState, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconHeart } from "@tabler/icons-react";
import { Link } from "react-router";
import { CopyLightroomButton } from "@/components/ui/copy-lightroom-button";
import { LoadError } from "@/components/ui/load-error";
import { paths } from "@/config/paths";
import { selectionMailNote, type ClientSelection } from "@/data/clients/client-selections";
import { useClientSelections, type FetchClientSelections } from "../api/get-client-selections";
import { formatAgo } from "../format-when";
import classes from "./message-card.module.css";

function SelectionCard({ selection }: { selection: ClientSelection }) {
  const works = `${selection.workIds.length} ${selection.workIds.length === 1 ? "work" : "works"}`;
  const gallery = selection.galleryName ?? "A deleted gallery";
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={`Selection from ${gallery}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          {selection.galleryName ? (
            <Anchor
              component={Link}
              to={`${paths.studio.clientGallery.href(selection.galleryId)}?tab=activity`}
              fw={600}
            >
              {gallery}
            </Anchor>
          ) : (
            <Text fw={600}>{gallery}</Text>
          )}
          <Text size="sm" c="dimmed">
            {works} · {formatAgo(selection.createdAt)}
          </Text>
        </Group>
        {selection.note && <Text size="sm">“{selection.note}”</Text>}
        {selectionMailNote(selection.mail) && (
          <Text size="xs" c="dimmed">
            {selectionMailNote(selection.mail)}
          </Text>
        )}
        {selection.fileNames.length > 0 && (
          <Text size="xs" c="dimmed" className={classes.message}>
            {selection.fileNames.join(", ")}
          </Text>
        )}
        <Group>
          <CopyLightroomButton fileNames={selection.fileNames} />
        </Group>
      </Stack>
    </Card>
  );
}

/** The selections clients sent from their galleries, newest first. */
export function SelectionsList({ fetchSelections }: { fetchSelections?: FetchClientSelections }) {
  const selections = useClientSelections(fetchSelections);
  if (selections.isError)
    return (
      <LoadError
        title="The selections could not be loaded"
        error={selections.error}
        onRetry={() => void selections.refetch()}
        retrying={selections.isFetching}
      />
    );
  if (selections.isPending) return <Skeleton h={150} radius="md" aria-label="Loading selections" />;
  if (selections.data.length === 0)
    return (
      <EmptyState
        icon={<IconHeart size={28} />}
        withIndicatorBackground
        title="No selections yet"
        description="When a client sends the pictures they chose from a gallery, they arrive here."
        py="xl"
      />
    );
  return (
    <Stack gap="md">
      {selections.data.map((selection) => (
        <SelectionCard key={selection.id} selection={selection} />
      ))}
    </Stack>
  );
}
