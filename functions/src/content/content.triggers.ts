// Wiring only: each export is a deployed function; the logic lives in the modules beside it.
import {
  bulkTagsRequest,
  COLLECTIONS,
  CONTENT_CALLABLES,
  createCategoryRequest,
  createTagRequest,
  deleteCategoryRequest,
  deleteTagRequest,
  recountTagsRequest,
  renameCategoryRequest,
  reorderCategoriesRequest,
  updateTagRequest,
} from "@folio/domain";
import { onDocumentDeleted, onDocumentWritten } from "firebase-functions/v2/firestore";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { db } from "../lib/admin";
import { bumpContentVersion, galleryWriteParts, galleryWriteShows } from "../lib/content-version";
import { bulkAddTags, bulkRemoveTags } from "./bulk-tags";
import { createCategory, deleteCategory, renameCategory, reorderCategories } from "./categories";
import { cleanUpItemMedia, cleanUpReplacedMedia } from "../media/media-cleanup";
import { syncWorkVisibility, visibilityMayChange } from "../media/visibility";
import { ownerCallable } from "./owner-callable";
import { recountTagUsageSafely } from "./recount";
import { createTag, deleteTag, updateTag } from "./tags";
import { handleGalleryWrite } from "./tag-usage";

const C = CONTENT_CALLABLES;

export const createCategoryFn = ownerCallable(C.createCategory, createCategoryRequest, (input) =>
  createCategory(db(), input.name, input.type),
);
export const renameCategoryFn = ownerCallable(C.renameCategory, renameCategoryRequest, (input) =>
  renameCategory(db(), input.id, input.name),
);
export const reorderCategoriesFn = ownerCallable(C.reorderCategories, reorderCategoriesRequest, (input) =>
  reorderCategories(db(), input.type, input.ids),
);
export const deleteCategoryFn = ownerCallable(C.deleteCategory, deleteCategoryRequest, (input) =>
  deleteCategory(db(), input.id),
);
export const createTagFn = ownerCallable(C.createTag, createTagRequest, (input) =>
  createTag(db(), input.name),
);
export const updateTagFn = ownerCallable(C.updateTag, updateTagRequest, (input) =>
  updateTag(db(), input.id, input.name),
);
export const deleteTagFn = ownerCallable(C.deleteTag, deleteTagRequest, (input) => deleteTag(db(), input.id));
export const bulkAddTagsFn = ownerCallable(C.bulkAddTags, bulkTagsRequest, (input) =>
  bulkAddTags(db(), input.itemIds, input.tags),
);
export const bulkRemoveTagsFn = ownerCallable(C.bulkRemoveTags, bulkTagsRequest, (input) =>
  bulkRemoveTags(db(), input.itemIds, input.tags),
);
export const recountTagsFn = ownerCallable(C.recountTags, recountTagsRequest, () =>
  recountTagUsageSafely(db()),
);

/**
 * Keeps tag usage in step with gallery writes; idempotent, so retried on failure. The same
 * write may have published, unpublished or re-pointed the work: its files' visibility follows
 * (storage.rules reads it), and a replaced upload goes once this write has landed (one trigger
 * per gallery write, not two: analytics counts write gallery items often, and those writes
 * return before any read).
 */
export const onGalleryWrittenFn = onDocumentWritten(
  { document: "gallery/{itemId}", retry: true },
  async (event) => {
    const { itemId } = event.params;
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    await handleGalleryWrite(db(), itemId, before, after);
    if (visibilityMayChange(before, after)) await syncWorkVisibility(db(), itemId);
    if (before && after) await cleanUpReplacedMedia(db(), itemId, before, after);
    // The public pages' caches read afresh, and the kept first pages of the gallery, category and
    // tags the work was or is in; a view or a like alone changes nothing they keep.
    if (galleryWriteShows(before, after))
      await bumpContentVersion(db(), COLLECTIONS.gallery, galleryWriteParts(before, after));
  },
);

/** Removes a deleted item's uploaded files, originals included. */
export const onGalleryDeletedFn = onDocumentDeleted({ document: "gallery/{itemId}", retry: true }, (event) =>
  cleanUpItemMedia(db(), event.params.itemId).then(() => undefined),
);

/** Nightly safety net: recount tag usage from the gallery (UTC). */
export const recountTagsNightlyFn = onSchedule({ schedule: "every day 03:00", timeZone: "UTC" }, async () => {
  await recountTagUsageSafely(db());
});
