import { CLIENT_COLLECTIONS, clientGallerySettingsSchema, type ClientGallerySettings } from "@folio/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { doc, serverTimestamp, updateDoc } from "firebase/firestore";
import { db } from "@/lib/firebase/firestore";
import { CLIENT_KEYS } from "./client-keys";

/** Writes a gallery's settings (all of them: the form holds the whole document's owner part). */
export async function saveClientGallery(galleryId: string, settings: ClientGallerySettings): Promise<void> {
  const valid = clientGallerySettingsSchema.parse(settings);
  await updateDoc(doc(db(), CLIENT_COLLECTIONS.galleries, galleryId), {
    ...valid,
    updatedAt: serverTimestamp(),
  });
}

export function useSaveClientGallery(galleryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ClientGallerySettings) => saveClientGallery(galleryId, settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENT_KEYS.list }),
  });
}
