import { ActionIcon, Anchor, Group, Progress, Stack, Text, ThemeIcon, Tooltip } from "@mantine/core";
import {
  IconAlertTriangle,
  IconCheck,
  IconFileOff,
  IconMovie,
  IconPhoto,
  IconRefresh,
  IconX,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { formatBytes } from "@/lib/media/media-rules";
import { canCancel, canRetry, entryPercent, isActive, type UploadEntry } from "../upload/upload-machine";
import classes from "./upload-row.module.css";

const STATUS: Record<UploadEntry["phase"], string> = {
  queued: "Waiting",
  reading: "Reading size and frames…",
  uploading: "Uploading",
  processing: "Making the visitors' copies (no location or camera serial)…",
  saving: "Saving the item…",
  done: "Added as an item",
  failed: "Failed",
  cancelled: "Cancelled",
  rejected: "Not accepted",
};

export interface UploadRowProps {
  entry: UploadEntry;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}

/** One file of the upload list: what it is, how far along, and what can be done. */
export function UploadRow({ entry, onCancel, onRetry, onDismiss }: UploadRowProps) {
  const percent = entryPercent(entry);
  const failed = entry.phase === "failed" || entry.phase === "rejected";
  const Icon = failed ? IconFileOff : entry.mediaType === "video" ? IconMovie : IconPhoto;
  const active = isActive(entry);
  const removeButton = (
    <Tooltip label="Remove from the list">
      <ActionIcon variant="subtle" color="gray" aria-label={`Remove ${entry.fileName}`} onClick={onDismiss}>
        <IconX size={16} />
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group wrap="nowrap" gap="sm" align="flex-start" role="listitem" aria-label={entry.fileName}>
      <ThemeIcon
        variant="light"
        color={failed ? "red" : entry.phase === "done" ? "teal" : "gray"}
        size="lg"
        radius="md"
      >
        {entry.phase === "done" ? <IconCheck size={18} /> : <Icon size={18} />}
      </ThemeIcon>
      <Stack gap={4} flex={1} miw={0}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={500} truncate="end">
            {entry.fileName}
          </Text>
          <Text size="xs" c="dimmed" className={classes.nowrap}>
            {formatBytes(entry.size)}
          </Text>
        </Group>
        {(active || entry.phase === "queued") && (
          <Progress
            value={entry.phase === "reading" ? 100 : percent}
            striped={entry.phase !== "queued"}
            animated={entry.phase !== "uploading" && entry.phase !== "queued"}
            size="sm"
            aria-label={`${entry.fileName}: ${percent}% uploaded`}
          />
        )}
        <Text size="xs" c={failed ? "red" : "dimmed"} role={failed ? "alert" : undefined}>
          {entry.error ? (
            <>
              <IconAlertTriangle size={12} /> {entry.error}
            </>
          ) : entry.phase === "uploading" ? (
            `${STATUS.uploading} · ${percent}%`
          ) : (
            STATUS[entry.phase]
          )}
          {entry.phase === "done" && entry.itemId && (
            <>
              {" · "}
              <Anchor
                component={Link}
                to={paths.studio.galleryItem.href(entry.itemId)}
                size="xs"
                underline="always"
              >
                edit details
              </Anchor>
            </>
          )}
        </Text>
      </Stack>
      {canCancel(entry) ? (
        <Tooltip label="Cancel">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Cancel ${entry.fileName}`}
            onClick={onCancel}
          >
            <IconX size={16} />
          </ActionIcon>
        </Tooltip>
      ) : canRetry(entry) ? (
        <Group gap={2} wrap="nowrap">
          <Tooltip label="Retry">
            <ActionIcon variant="subtle" aria-label={`Retry ${entry.fileName}`} onClick={onRetry}>
              <IconRefresh size={16} />
            </ActionIcon>
          </Tooltip>
          {removeButton}
        </Group>
      ) : entry.phase === "rejected" ? (
        removeButton
      ) : null}
    </Group>
  );
}
