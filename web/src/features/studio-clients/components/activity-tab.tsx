import {
  Card,
  EmptyState,
  Group,
  List,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconActivity } from "@tabler/icons-react";
import { LoadError } from "@/components/ui/load-error";
import type { ClientWork } from "@/data/clients/client-docs";
import {
  deviceSplit,
  downloadsLine,
  formatRelative,
  hasActivity,
  opensLine,
  plural,
  topWorks,
} from "../activity-format";
import { useClientActivity, useGallerySelections } from "../api/get-client-activity";
import { FailedAttemptsCard } from "./failed-attempts-card";
import classes from "./work-card.module.css";
import { SelectionCard } from "./selection-card";

export interface ActivityTabProps {
  galleryId: string;
  /** The gallery's works, for their file names. */
  works: readonly ClientWork[];
}

function Ranking({ title, rows, unit }: { title: string; rows: ReturnType<typeof topWorks>; unit: string }) {
  return (
    <Card withBorder radius="md">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          None yet.
        </Text>
      ) : (
        <List size="sm" spacing={4} listStyleType="decimal">
          {rows.map((row) => (
            <List.Item key={row.workId}>
              <span className={classes.name}>{row.fileName}</span> — {plural(row.count, unit)}
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

/** What the gallery's clients did (opens, devices, favourites, selections, downloads), and wrong passwords. */
export function ActivityTab({ galleryId, works }: ActivityTabProps) {
  const activity = useClientActivity(galleryId);
  const selections = useGallerySelections(galleryId);
  const names = new Map(works.map((work) => [work.id, work.fileName]));

  if (activity.isError)
    return (
      <LoadError
        title="The activity could not be loaded"
        error={activity.error}
        onRetry={() => void activity.refetch()}
      />
    );
  if (activity.isPending) return <Skeleton h={200} radius="md" aria-label="Loading the activity" />;
  const summary = activity.data;
  const sent = selections.data ?? [];
  if (!hasActivity(summary) && sent.length === 0)
    return (
      <EmptyState
        icon={<IconActivity size={28} />}
        withIndicatorBackground
        title="Nothing yet — share the link to start."
        description="Opens, favourites, selections and downloads appear here as your client uses the gallery."
        py="xl"
      />
    );

  return (
    <Stack gap="lg">
      {summary && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            <Card withBorder radius="md">
              <Title order={3} size="h5" mb="xs">
                Opens
              </Title>
              <Text fw={600}>{opensLine(summary)}</Text>
              <Text size="sm" c="dimmed">
                {summary.firstOpenedAt ? `First opened ${formatRelative(summary.firstOpenedAt)}` : ""}
                {summary.lastOpenedAt ? ` · last opened ${formatRelative(summary.lastOpenedAt)}` : ""}
              </Text>
              <Stack gap={6} mt="sm">
                {deviceSplit(summary.byDevice).map((share) => (
                  <Group key={share.device} gap="xs" wrap="nowrap">
                    <Text size="sm" w={70}>
                      {share.label}
                    </Text>
                    <Progress value={share.percent} flex={1} aria-label={`${share.label} opens`} />
                    <Text size="sm" w={40} ta="right">
                      {share.count}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Card>
            <Card withBorder radius="md">
              <Title order={3} size="h5" mb="xs">
                Recent opens
              </Title>
              {summary.recentOpens.length === 0 ? (
                <Text size="sm" c="dimmed">
                  None yet.
                </Text>
              ) : (
                <List size="sm" spacing={2}>
                  {summary.recentOpens.slice(0, 10).map((open, index) => (
                    <List.Item key={index}>
                      {formatRelative(open.at)} on a {open.device}
                    </List.Item>
                  ))}
                </List>
              )}
            </Card>
            <FailedAttemptsCard failed={summary.failedAttempts} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Ranking title="Favourites" rows={topWorks(summary.favourites, names)} unit="heart" />
            <Stack gap="xs">
              <Ranking title="Downloads" rows={topWorks(summary.downloads.perWork, names)} unit="download" />
              <Text size="sm" c="dimmed">
                {downloadsLine(summary.downloads)}
              </Text>
            </Stack>
          </SimpleGrid>
        </>
      )}
      <Stack gap="sm">
        <Title order={3} size="h5">
          Selections sent ({summary?.selections ?? sent.length})
        </Title>
        {selections.isError ? (
          <LoadError
            title="The selections could not be loaded"
            error={selections.error}
            onRetry={() => void selections.refetch()}
          />
        ) : sent.length === 0 ? (
          <Text size="sm" c="dimmed">
            None yet.
          </Text>
        ) : (
          <Stack gap="sm" component="ul" className={classes.plainList}>
            {sent.map((selection) => (
              <SelectionCard key={selection.id} selection={selection} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
