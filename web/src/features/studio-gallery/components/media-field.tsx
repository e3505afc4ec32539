import { Badge, Group, Input, Paper, Progress, Stack, Tabs, Text } from "@mantine/core";
import { IconCloudUpload, IconDownload, IconLink, IconReplace, IconX } from "@tabler/icons-react";
import { uploadSetOf, type CameraDetails } from "@folio/domain";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { downloadOriginal, OriginalMissingError } from "../api/download-original";
import type { PreparedMedia } from "../api/prepare-upload";
import type { MediaValue } from "../editor/item-form-values";
import { useSingleUpload } from "../hooks/use-single-upload";
import { thumbnailOf } from "../thumbnail";
import { entryPercent, isActive, type UploadEntry } from "../upload/upload-machine";
import classes from "./media-field.module.css";
import { MediaDropzone } from "./media-dropzone";
import { MediaThumb } from "./media-thumb";
import { StorageOffNotice } from "./storage-off-notice";
import { UrlMediaForm } from "./url-media-form";

export interface MediaFieldProps {
  /** The item's media, or null before any is chosen. */
  value: MediaValue | null;
  onChange: (value: MediaValue | null) => void;
  /** The camera details the server read from an uploaded photo (null: none), once it is ready. */
  onCameraRead?: (camera: CameraDetails | null) => void;
  /** Whether an upload is under way (the form then saves once it finishes). */
  onBusyChange?: (busy: boolean) => void;
  /** Id of the item (new or existing): uploads go under its folder. */
  itemId: string;
  /** Whether uploads can work here. */
  canUpload: boolean;
  /** Validation message. */
  error?: string;
}

/** The owner's own copy of the file as uploaded, EXIF and all (never a visitor's). */
function DownloadOriginalButton({ itemId, storagePath }: { itemId: string; storagePath: string | null }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  if (!uploadSetOf(itemId, storagePath)) return null;
  const download = async () => {
    setState({ busy: true, error: null });
    try {
      await downloadOriginal(itemId, storagePath);
      setState({ busy: false, error: null });
    } catch (failure) {
      setState({
        busy: false,
        error:
          failure instanceof OriginalMissingError ? failure.message : "The original could not be downloaded.",
      });
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        leftIcon={<IconDownload size={16} />}
        loading={state.busy}
        onClick={() => void download()}
      >
        Download original
      </Button>
      {state.error && (
        <Text size="xs" c="red" role="alert">
          {state.error}
        </Text>
      )}
    </>
  );
}

function MediaSummary({
  value,
  itemId,
  onReplace,
}: {
  value: MediaValue;
  itemId: string;
  onReplace: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group align="flex-start">
        <div className={classes.preview}>
          <MediaThumb
            thumbnail={thumbnailOf(value)}
            alt="Preview of the item's media"
            ratio={value.width / value.height}
          />
        </div>
        <Stack gap={6} className={classes.details}>
          <Group gap="xs">
            <Badge variant="light">{value.type === "video" ? "Video" : "Image"}</Badge>
            <Badge variant="outline" color="gray">
              {value.width} × {value.height}
            </Badge>
            <Badge variant="outline" color="gray">
              {value.media.storagePath ? "Uploaded" : "By address"}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" className={classes.url}>
            {value.media.url}
          </Text>
          <Group gap="xs">
            <Button size="sm" variant="outline" leftIcon={<IconReplace size={16} />} onClick={onReplace}>
              Replace media
            </Button>
            <DownloadOriginalButton itemId={itemId} storagePath={value.media.storagePath} />
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function SingleUploadStatus({
  entry,
  busy,
  onCancel,
}: {
  entry: UploadEntry;
  busy: boolean;
  onCancel: () => void;
}) {
  const percent = entryPercent(entry);
  return (
    <Stack gap={4} aria-live="polite">
      <Group justify="space-between">
        <Text size="sm" truncate="end">
          {entry.fileName}
        </Text>
        {busy && (
          <Button size="sm" variant="ghost" leftIcon={<IconX size={14} />} onClick={onCancel}>
            Cancel upload
          </Button>
        )}
      </Group>
      {busy && (
        <Progress
          value={entry.phase === "reading" ? 100 : percent}
          striped
          animated={entry.phase !== "uploading"}
          aria-label={`Upload ${percent}%`}
        />
      )}
      {entry.phase === "processing" && (
        <Text size="sm" c="dimmed">
          Uploaded. Making the copies visitors will see, without the location or the camera&apos;s serial
          number…
        </Text>
      )}
      {entry.error && (
        <Text size="sm" c="red" role="alert">
          {entry.error}
        </Text>
      )}
      {entry.phase === "cancelled" && (
        <Text size="sm" c="dimmed">
          Upload cancelled.
        </Text>
      )}
    </Stack>
  );
}

/** The item's image or video: a summary once set, otherwise upload (where possible) or an address. */
export function MediaField({
  value,
  onChange,
  onCameraRead,
  onBusyChange,
  itemId,
  canUpload,
  error,
}: MediaFieldProps) {
  const [replacing, setReplacing] = useState<MediaValue | null>(null);
  const accept = useCallback(
    (media: MediaValue) => {
      setReplacing(null);
      onChange({ type: media.type, media: media.media, width: media.width, height: media.height });
    },
    [onChange],
  );
  const acceptUpload = useCallback(
    (prepared: PreparedMedia) => {
      accept(prepared);
      onCameraRead?.(prepared.camera);
    },
    [accept, onCameraRead],
  );
  const single = useSingleUpload(itemId, acceptUpload);
  const entry = single.entry;
  const busy = entry !== null && isActive(entry);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  return (
    <Input.Wrapper label="Media" required error={error}>
      <Stack gap="sm" mt={4}>
        {value ? (
          <MediaSummary
            value={value}
            itemId={itemId}
            onReplace={() => {
              setReplacing(value);
              single.reset();
              onChange(null);
            }}
          />
        ) : !canUpload ? (
          <Stack gap="sm">
            <StorageOffNotice />
            <UrlMediaForm onRead={accept} />
          </Stack>
        ) : (
          <Tabs defaultValue="upload" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="upload" leftSection={<IconCloudUpload size={16} />}>
                Upload a file
              </Tabs.Tab>
              <Tabs.Tab value="url" leftSection={<IconLink size={16} />}>
                Use an address
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="upload" pt="sm">
              <Stack gap="sm">
                <MediaDropzone
                  onFiles={(files) => files[0] && void single.upload(files[0])}
                  multiple={false}
                  disabled={busy}
                  compact
                />
                {entry && <SingleUploadStatus entry={entry} busy={busy} onCancel={single.cancel} />}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="url" pt="sm">
              <UrlMediaForm onRead={accept} />
            </Tabs.Panel>
          </Tabs>
        )}
        {replacing && !value && (
          <Group>
            <Button size="sm" variant="ghost" onClick={() => accept(replacing)}>
              Keep the current media
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
