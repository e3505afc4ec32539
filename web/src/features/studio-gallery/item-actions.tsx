import type { GalleryItem, GalleryItemPatch } from "@folio/domain";
import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifyFailed, notifySaved } from "@/components/ui/notify";
import { useDeleteGalleryItem } from "./api/delete-gallery-item";
import { useUpdateGalleryItem, type UpdateGalleryItemResult } from "./api/update-gallery-item";

type Update = (vars: { id: string; patch: GalleryItemPatch }) => Promise<UpdateGalleryItemResult>;

/** Saves a partial change of one item and says how it went; resolves true when it worked. */
async function patchItem(
  updateGalleryItem: Update,
  item: GalleryItem,
  patch: GalleryItemPatch,
  success: string,
): Promise<boolean> {
  const { error } = await updateGalleryItem({ id: item.id, patch });
  if (error) {
    notifyFailed(`Could not update “${item.title}”`, error);
    return false;
  }
  notifySaved(success, item.title);
  return true;
}

/** Publishes or unpublishes many items, each a partial update, and reports how it went. */
async function setPublished(
  updateGalleryItem: Update,
  items: readonly GalleryItem[],
  published: boolean,
): Promise<void> {
  const targets = items.filter((item) => item.published !== published);
  const results = await Promise.all(
    targets.map((item) => updateGalleryItem({ id: item.id, patch: { published } })),
  );
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
function confirmDeleteItem(
  deleteGalleryItem: (id: string) => Promise<void>,
  item: GalleryItem,
): Promise<boolean> {
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

/** The item actions of the studio's gallery and editor, bound to their mutations. */
export function useItemActions() {
  const { mutateAsync: update } = useUpdateGalleryItem();
  const { mutateAsync: remove } = useDeleteGalleryItem();
  return {
    patchItem: (item: GalleryItem, patch: GalleryItemPatch, success: string) =>
      patchItem(update, item, patch, success),
    setPublished: (items: readonly GalleryItem[], published: boolean) =>
      setPublished(update, items, published),
    confirmDeleteItem: (item: GalleryItem) => confirmDeleteItem(remove, item),
  };
}
