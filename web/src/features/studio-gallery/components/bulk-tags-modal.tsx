import { Alert, Modal, Stack, TagsInput, Text } from "@mantine/core";
import { CONTENT_LIMITS, uniqueTagNames, type BulkTagsResult } from "@folio/domain";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useBulkAddTags } from "../api/bulk-add-tags";
import { useBulkRemoveTags } from "../api/bulk-remove-tags";
import { notifySaved } from "@/components/ui/notify";

export interface BulkTagsModalProps {
  /** Add or remove; null closes the modal. */
  mode: "add" | "remove" | null;
  /** Ids of the selected items. */
  itemIds: readonly string[];
  /** Names to suggest: every tag for adding, the selection's tags for removing. */
  suggestions: readonly string[];
  onClose: () => void;
  /** Called after a successful run. */
  onDone: () => void;
}

function summary(mode: "add" | "remove", tags: string[], result: BulkTagsResult): string {
  const names = tags.map((tag) => `“${tag}”`).join(", ");
  const items = `${result.updatedItems} item${result.updatedItems === 1 ? "" : "s"}`;
  const missing = result.missingItems.length > 0 ? ` ${result.missingItems.length} no longer existed.` : "";
  return mode === "add"
    ? `${names} added to ${items}.${missing}`
    : `${names} removed from ${items}.${missing}`;
}

/** Adds or removes tags on many items at once (on the server, followed by a recount). */
export function BulkTagsModal({ mode, itemIds, suggestions, onClose, onDone }: BulkTagsModalProps) {
  const [tags, setTags] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { mutateAsync: bulkAddTags } = useBulkAddTags();
  const { mutateAsync: bulkRemoveTags } = useBulkRemoveTags();
  const close = () => {
    setError(null);
    setTags([]);
    onClose();
  };

  const run = async () => {
    if (!mode) return;
    const names = uniqueTagNames(tags);
    setPending(true);
    setError(null);
    try {
      const result = await (mode === "add" ? bulkAddTags : bulkRemoveTags)({ itemIds, tags: names });
      notifySaved(mode === "add" ? "Tags added" : "Tags removed", summary(mode, names, result));
      setTags([]);
      onDone();
    } catch (failure) {
      // The modal stays open with the chosen tags, so a retry is one click.
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };

  const count = `${itemIds.length} selected item${itemIds.length === 1 ? "" : "s"}`;
  return (
    <Modal
      opened={mode !== null}
      onClose={close}
      title={mode === "remove" ? "Remove tags" : "Add tags"}
      centered
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {mode === "remove"
            ? `Take tags off the ${count}.`
            : `Add tags to the ${count}. Tags they already have stay as they are.`}
        </Text>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <TagsInput
          label="Tags"
          placeholder={tags.length === 0 ? "Type a tag and press Enter" : undefined}
          data={[...suggestions]}
          value={tags}
          onChange={setTags}
          maxTags={CONTENT_LIMITS.bulkTagsMax}
          clearable
          data-autofocus
          comboboxProps={{ withinPortal: true }}
        />
        <Button onClick={run} loading={pending} disabled={tags.length === 0} fullWidth>
          {mode === "remove" ? "Remove from" : "Add to"} {count}
        </Button>
      </Stack>
    </Modal>
  );
}
