import { COLLECTIONS } from "@folio/domain";
import { deleteDoc, doc } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { invalidateContent } from "./content-version";
import { useAction } from "./use-action";

/**
 * Deletes a gallery item as the owner. Its tag usage is taken back by the server trigger,
 * which also removes the item's uploaded files from Cloud Storage.
 */
export async function deleteGalleryItem(id: string): Promise<void> {
  await deleteDoc(doc(liteDb(), COLLECTIONS.gallery, id));
  invalidateContent("gallery", "tags");
}

/** `deleteGalleryItem` with pending and error state. */
export function useDeleteGalleryItem() {
  return useAction(deleteGalleryItem);
}
