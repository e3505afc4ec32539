import { CLIENT_COLLECTIONS, clientGallerySettingsSchema, type ClientSet } from "@folio/domain";
import { doc, serverTimestamp, updateDoc } from "firebase/firestore";
import { db } from "@/lib/firebase/firestore";

/** Writes a gallery's sets, in their order (the Works tab edits them on their own). */
export async function saveClientSets(galleryId: string, sets: readonly ClientSet[]): Promise<void> {
  await updateDoc(doc(db(), CLIENT_COLLECTIONS.galleries, galleryId), {
    sets: clientGallerySettingsSchema.shape.sets.parse(sets),
    updatedAt: serverTimestamp(),
  });
}
