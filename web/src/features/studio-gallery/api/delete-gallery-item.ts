import { COLLECTIONS } from "@folio/domain";
import { deleteDoc, doc } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GALLERY_ITEM_KEY } from "@/data/content/gallery-item-query";
import { TAGS_KEY } from "@/data/content/tags-query";

/**
 * Deletes a gallery item as the owner. Its tag usage is taken back by the server trigger,
 * which also removes the item's uploaded files from Cloud Storage.
 */
export async function deleteGalleryItem(id: string): Promise<void> {
  await deleteDoc(doc(liteDb(), COLLECTIONS.gallery, id));
}

/** `deleteGalleryItem` as a mutation: the item's query is dropped and the tag lists load again. */
export function useDeleteGalleryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryItem,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: [...GALLERY_ITEM_KEY, id] });
      return queryClient.invalidateQueries({ queryKey: TAGS_KEY });
    },
  });
}
