import { COLLECTIONS, firstIssueMessage, galleryItemPatchSchema, type GalleryItemPatch } from "@folio/domain";
import { doc, serverTimestamp, updateDoc } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GALLERY_ITEM_KEY } from "@/data/content/gallery-item-query";

/** Outcome of an update: `error` holds the message when it failed (spec section 8: no throw). */
export type UpdateGalleryItemResult = { error: null } | { error: string };

/**
 * Partial update of a gallery item by id (spec section 7); stamps `updatedAt` with server
 * time. Never throws: bad input, a missing item or a refused write come back as `{ error }`.
 */
export async function updateGalleryItem(
  id: string,
  patch: GalleryItemPatch,
): Promise<UpdateGalleryItemResult> {
  const parsed = galleryItemPatchSchema.safeParse(patch);
  if (!parsed.success) return { error: firstIssueMessage(parsed.error) };
  try {
    await updateDoc(doc(liteDb(), COLLECTIONS.gallery, id), {
      ...parsed.data,
      updatedAt: serverTimestamp(),
    });
    return { error: null };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** `updateGalleryItem` as a mutation; the item's own query loads again after a save. */
export function useUpdateGalleryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id: string; patch: GalleryItemPatch }) => updateGalleryItem(vars.id, vars.patch),
    onSuccess: (result, vars) =>
      result.error === null
        ? queryClient.invalidateQueries({ queryKey: [...GALLERY_ITEM_KEY, vars.id] })
        : undefined,
  });
}
