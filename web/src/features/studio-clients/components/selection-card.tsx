import { Card, Group, Stack, Text } from "@mantine/core";
import { CopyLightroomButton } from "@/components/ui/copy-lightroom-button";
import { selectionMailNote, type ClientSelection } from "@/data/clients/client-selections";
import { formatRelative } from "../activity-format";
import classes from "./work-card.module.css";

/** A selection a client sent: its works' file names, note and a Lightroom filter line to copy. */
export function SelectionCard({ selection }: { selection: ClientSelection }) {
  return (
    <Card withBorder radius="md" component="li" aria-label={`Selection of ${selection.workIds.length} works`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {selection.workIds.length} {selection.workIds.length === 1 ? "work" : "works"}
          </Text>
          <Text size="sm" c="dimmed">
            {selection.createdAt ? formatRelative(selection.createdAt) : "just now"}
          </Text>
        </Group>
        {selection.note && <Text size="sm">“{selection.note}”</Text>}
        {selectionMailNote(selection.mail) && (
          <Text size="xs" c="dimmed">
            {selectionMailNote(selection.mail)}
          </Text>
        )}
        <Text size="xs" c="dimmed" className={classes.name}>
          {selection.fileNames.join(", ")}
        </Text>
        <CopyLightroomButton fileNames={selection.fileNames} />
      </Stack>
    </Card>
  );
}
