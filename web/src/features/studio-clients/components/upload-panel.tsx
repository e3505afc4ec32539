import { Card, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import "@mantine/dropzone/styles.css";
import { IconPhotoUp } from "@tabler/icons-react";
import type { ClientSet } from "@folio/domain";
import { Button } from "@/components/ui/button";
import {
  formatBytes,
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  VIDEO_TYPES,
} from "@/lib/media/media-rules";
import type { ClientUploads } from "../hooks/use-client-uploads";
import type { ClientUploadEntry } from "../upload/upload-queue";
import classes from "./work-card.module.css";

export interface UploadPanelProps {
  uploads: ClientUploads;
  /** The set the files go into. */
  set: ClientSet;
  /** Takes the picked files. */
  onFiles: (files: File[]) => void;
}

const LABEL: Readonly<Record<ClientUploadEntry["phase"], string>> = {
  queued: "Waiting",
  creating: "Starting",
  uploading: "Uploading",
  done: "Uploaded",
  failed: "Failed",
  rejected: "Not accepted",
};

function UploadRow({ entry, onRetry }: { entry: ClientUploadEntry; onRetry: () => void }) {
  const percent = entry.total ? Math.round((entry.transferred / entry.total) * 100) : 0;
  return (
    <Stack gap={2} component="li" aria-label={entry.fileName}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" className={classes.name} lineClamp={1}>
          {entry.fileName}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c={entry.phase === "failed" || entry.phase === "rejected" ? "red" : "dimmed"}>
            {LABEL[entry.phase]}
          </Text>
          {entry.phase === "failed" && (
            <Button size="sm" variant="ghost" onClick={onRetry} aria-label={`Retry ${entry.fileName}`}>
              Retry
            </Button>
          )}
        </Group>
      </Group>
      {entry.phase !== "rejected" && (
        <Progress
          value={entry.phase === "done" ? 100 : percent}
          color={entry.phase === "failed" ? "red" : entry.phase === "done" ? "teal" : undefined}
          size="sm"
          aria-label={`${entry.fileName} upload progress`}
        />
      )}
      {entry.error && (
        <Text size="xs" c="red">
          {entry.error}
        </Text>
      )}
    </Stack>
  );
}

/** The drop zone, and every picked file's progress with a retry for each failed one. */
export function UploadPanel({ uploads, set, onFiles }: UploadPanelProps) {
  const { entries, summary } = uploads;
  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Upload
        </Title>
        <Dropzone
          onDrop={() => {}}
          onDropAny={(accepted, rejected) =>
            onFiles([...accepted, ...rejected.map((rejection) => rejection.file)])
          }
          accept={[...IMAGE_TYPES, ...VIDEO_TYPES]}
          multiple
          aria-label={`Upload photos and videos into ${set.name}`}
        >
          <Group justify="center" gap="md" mih={110} wrap="nowrap">
            <IconPhotoUp size={36} stroke={1.4} />
            <Stack gap={2}>
              <Text>Drop photos here, or click to choose (into {set.name})</Text>
              <Text size="xs" c="dimmed">
                Images up to {formatBytes(MAX_IMAGE_BYTES)}, videos up to {formatBytes(MAX_VIDEO_BYTES)}.
                Hundreds at once are fine.
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {entries.length > 0 && (
          <>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm" role="status">
                {summary.done} of {summary.total} uploaded
                {summary.failed > 0 ? ` · ${summary.failed} failed` : ""}
              </Text>
              <Group gap="xs">
                {summary.failed > 0 && (
                  <Button size="sm" variant="outline" onClick={uploads.retryAllFailed}>
                    Retry all failed
                  </Button>
                )}
                {summary.pending === 0 && (
                  <Button size="sm" variant="ghost" onClick={uploads.clearFinished}>
                    Clear finished
                  </Button>
                )}
              </Group>
            </Group>
            <Stack gap="xs" component="ul" className={`${classes.plainList} ${classes.uploadList}`}>
              {entries.map((entry) => (
                <UploadRow key={entry.id} entry={entry} onRetry={() => uploads.retry(entry.id)} />
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Card>
  );
}
