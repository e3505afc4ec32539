import { CLIENT_COLLECTIONS } from "@folio/domain";
import { clientDeviceUid } from "./client-device";

/**
 * Writes this device's whole list of hearts (the rules bound it by the gallery's "pick N" and
 * want the server's time on every write).
 */
export async function saveFavourites(galleryId: string, workIds: readonly string[]): Promise<void> {
  const [uid, { doc, serverTimestamp, setDoc }, { liteDb }] = await Promise.all([
    clientDeviceUid(),
    import("firebase/firestore/lite"),
    import("@/lib/firebase/firestore-lite"),
  ]);
  await setDoc(doc(liteDb(), CLIENT_COLLECTIONS.galleries, galleryId, CLIENT_COLLECTIONS.favourites, uid), {
    workIds: [...workIds],
    updatedAt: serverTimestamp(),
  });
}
