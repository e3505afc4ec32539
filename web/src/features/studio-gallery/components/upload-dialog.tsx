import { Divider, Group, Modal, ScrollArea, Select, Stack, Switch, TagsInput, Text } from "@mantine/core";
import type { Category, Tag } from "@folio/domain";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import type { UploadQueue } from "../hooks/use-upload-queue";
import { MediaDropzone } from "./media-dropzone";
import { StorageOffNotice } from "./storage-off-notice";
import { UploadRow } from "./upload-row";

/** What every uploaded file's new item starts with. */
export interface UploadDefaults {
  category: string;
  tags: string[];
  published: boolean;
}

export interface UploadDialogProps {
  opened: boolean;
  onClose: () => void;
  queue: UploadQueue;
  defaults: UploadDefaults;
  onDefaultsChange: (defaults: UploadDefaults) => void;
  categories: readonly Category[];
  tags: readonly Tag[];
  /** False where no Storage (emulator) is reachable. */
  storageAvailable: boolean;
}

/** Uploads several files at once; each becomes a gallery item with the defaults chosen here. */
export function UploadDialog({
  opened,
  onClose,
  queue,
  defaults,
  onDefaultsChange,
  categories,
  tags,
  storageAvailable,
}: UploadDialogProps) {
  const { done, pending, failed } = queue.summary;
  return (
    <Modal opened={opened} onClose={onClose} title="Upload media" size="lg" centered>
      <Stack gap="md">
        {!storageAvailable && (
          <StorageOffNotice
            action={
              <Group mt="sm">
                <Button to={paths.studio.galleryNew.href()} size="sm" variant="secondary">
                  Add an item by address
                </Button>
              </Group>
            }
          />
        )}
        <Group grow align="flex-end">
          <Select
            label="Category"
            data={categories.map((category) => ({ value: category.id, label: category.name }))}
            value={defaults.category}
            onChange={(value) => value && onDefaultsChange({ ...defaults, category: value })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <TagsInput
            label="Tags"
            placeholder="Optional"
            data={tags.map((tag) => tag.name)}
            value={defaults.tags}
            onChange={(value) => onDefaultsChange({ ...defaults, tags: value })}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <Switch
          label="Publish right away"
          description="Off: new items are drafts, so you can add titles and alt text before visitors see them."
          checked={defaults.published}
          onChange={(event) => onDefaultsChange({ ...defaults, published: event.currentTarget.checked })}
        />
        <MediaDropzone onFiles={queue.add} disabled={!storageAvailable} />
        {queue.entries.length > 0 && (
          <>
            <Divider />
            <Group justify="space-between">
              <Text size="sm" c="dimmed" aria-live="polite">
                {done} added · {pending} in progress{failed > 0 ? ` · ${failed} need attention` : ""}
              </Text>
              <Button size="sm" variant="ghost" onClick={queue.clearFinished} disabled={done === 0}>
                Clear finished
              </Button>
            </Group>
            <ScrollArea.Autosize mah={320}>
              <Stack gap="sm" role="list" aria-label="Uploads">
                {queue.entries.map((entry) => (
                  <UploadRow
                    key={entry.id}
                    entry={entry}
                    onCancel={() => queue.cancel(entry.id)}
                    onRetry={() => queue.retry(entry.id)}
                    onDismiss={() => queue.dismiss(entry.id)}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </>
        )}
      </Stack>
    </Modal>
  );
}
