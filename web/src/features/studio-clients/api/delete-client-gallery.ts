import { CLIENT_COLLECTIONS } from "@folio/domain";
import { deleteDoc, doc } from "firebase/firestore";
import { db } from "@/lib/firebase/firestore";

/** Deletes a gallery; the server then removes its works, files, grants and activity. */
export async function deleteClientGallery(galleryId: string): Promise<void> {
  await deleteDoc(doc(db(), CLIENT_COLLECTIONS.galleries, galleryId));
}
