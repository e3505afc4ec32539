import { CLIENT_COLLECTIONS } from "@folio/domain";
import { deleteDoc, doc, writeBatch } from "firebase/firestore";
import { db } from "@/lib/firebase/firestore";

/** A work's new place: its set and order (all the studio may change on a work). */
export interface WorkPlacement {
  id: string;
  setId: string;
  order: number;
}

/** Batch writes stay under Firestore's 500. */
const BATCH = 400;

/** Moves or reorders works, in batches. */
export async function placeClientWorks(
  galleryId: string,
  placements: readonly WorkPlacement[],
): Promise<void> {
  for (let start = 0; start < placements.length; start += BATCH) {
    const batch = writeBatch(db());
    for (const { id, setId, order } of placements.slice(start, start + BATCH))
      batch.update(doc(db(), CLIENT_COLLECTIONS.galleries, galleryId, CLIENT_COLLECTIONS.works, id), {
        setId,
        order,
      });
    await batch.commit();
  }
}

/** Deletes a work's document; the server removes its files. */
export async function deleteClientWork(galleryId: string, workId: string): Promise<void> {
  await deleteDoc(doc(db(), CLIENT_COLLECTIONS.galleries, galleryId, CLIENT_COLLECTIONS.works, workId));
}
