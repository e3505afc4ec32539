import type { GalleryItem, GalleryItemPatch } from "@folio/domain";
import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { deleteGalleryItem } from "@/data/content/delete-gallery-item";
import { updateGalleryItem } from "@/data/content/update-gallery-item";
import { notifyFailed, notifySaved } from "@/components/ui/notify";

/** Saves a partial change of one item and says how it went; resolves true when it worked. */
export async function patchItem(
  item: GalleryItem,
  patch: GalleryItemPatch,
  success: string,
): Promise<boolean> {
  const { error } = await updateGalleryItem(item.id, patch);
  if (error) {
    notifyFailed(`Could not update “${item.title}”`, error);
    return false;
  }
  notifySaved(success, item.title);
  return true;
}

/** Publishes or unpublishes many items, each a partial update, and reports how it went. */
export async function setPublished(items: readonly GalleryItem[], published: boolean): Promise<void> {
  const targets = items.filter((item) => item.published !== published);
  const results = await Promise.all(targets.map((item) => updateGalleryItem(item.id, { published })));
  const failed = results.filter((result) => result.error !== null).length;
  if (failed > 0) {
    notifyFailed(
      "Some items were not changed",
      `${failed} of ${targets.length} kept their state. Try again.`,
    );
    return;
  }
  const count = `${targets.length} item${targets.length === 1 ? "" : "s"}.`;
  notifySaved(published ? "Published" : "Moved to drafts", count);
}

/** Asks before deleting an item and its stored files, then deletes it. Resolves true once deleted. */
export function confirmDeleteItem(item: GalleryItem): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: `Delete “${item.title}”?`,
      children: (
        <Text size="sm">
          {item.media.storagePath
            ? "The item and its uploaded files are removed for good. Its past views stay in the analytics."
            : "The item is removed for good. Its past views stay in the analytics."}
        </Text>
      ),
      labels: { confirm: "Delete item", cancel: "Keep it" },
      confirmProps: { color: "red" },
      onCancel: () => resolve(false),
      onConfirm: async () => {
        try {
          await deleteGalleryItem(item.id);
          notifySaved("Item deleted", item.title);
          resolve(true);
        } catch (error) {
          notifyFailed(`Could not delete “${item.title}”`, error);
          resolve(false);
        }
      },
    });
  });
}
