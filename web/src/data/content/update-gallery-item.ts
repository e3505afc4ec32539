import { COLLECTIONS, firstIssueMessage, galleryItemPatchSchema, type GalleryItemPatch } from "@folio/domain";
import { doc, serverTimestamp, updateDoc } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { invalidateContent } from "./content-version";
import { useAction } from "./use-action";

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
    invalidateContent("gallery");
    return { error: null };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** `updateGalleryItem` with pending state; the result carries the error message. */
export function useUpdateGalleryItem() {
  return useAction(updateGalleryItem);
}
