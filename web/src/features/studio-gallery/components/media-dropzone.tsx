import "@mantine/dropzone/styles.css";
import { Group, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconPhotoUp, IconUpload, IconX } from "@tabler/icons-react";
import {
  formatBytes,
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  VIDEO_TYPES,
} from "@/lib/media/media-rules";
import classes from "./media-dropzone.module.css";

export interface MediaDropzoneProps {
  /** Every dropped or picked file, accepted or not: validation happens after, with clear reasons. */
  onFiles: (files: File[]) => void;
  /** Several files at once. */
  multiple?: boolean;
  disabled?: boolean;
  /** Smaller variant for a form field. */
  compact?: boolean;
}

const ACCEPT = [...IMAGE_TYPES, ...VIDEO_TYPES];

/** Drop area for images and videos, also opening the file picker on click or Enter. */
export function MediaDropzone({
  onFiles,
  multiple = true,
  disabled = false,
  compact = false,
}: MediaDropzoneProps) {
  return (
    <Dropzone
      onDrop={() => {}}
      onDropAny={(accepted, rejected) =>
        onFiles([...accepted, ...rejected.map((rejection) => rejection.file)])
      }
      accept={ACCEPT}
      multiple={multiple}
      disabled={disabled}
      className={classes.zone}
      aria-label={multiple ? "Drop images and videos to upload" : "Drop an image or a video to upload"}
    >
      <Group justify="center" gap="lg" mih={compact ? 110 : 180} className={classes.inner} wrap="nowrap">
        <Dropzone.Accept>
          <IconUpload size={44} stroke={1.4} color="var(--mantine-primary-color-filled)" />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={44} stroke={1.4} color="var(--mantine-color-red-6)" />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconPhotoUp size={44} stroke={1.4} color="var(--mantine-color-dimmed)" />
        </Dropzone.Idle>
        <Stack gap={4}>
          <Text size={compact ? "md" : "lg"} fw={500}>
            {multiple
              ? "Drag images and videos here, or click to choose"
              : "Drag a file here, or click to choose"}
          </Text>
          <Text size="sm" c="dimmed">
            JPEG, PNG, WebP, AVIF or GIF up to {formatBytes(MAX_IMAGE_BYTES)} · MP4, WebM or MOV up to{" "}
            {formatBytes(MAX_VIDEO_BYTES)}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
