// What a gallery keeps about its works, and what deleting a work or a gallery leaves behind:
// the count the studio lists, the files in both trees, the subcollections and the secret.
import {
  CLIENT_COLLECTIONS,
  CLIENT_MEDIA_ROOT,
  MEDIA_JOBS_COLLECTION,
  mediaJobId,
  ORIGINALS_ROOT,
} from "@folio/domain";
import type { CollectionReference, Firestore } from "firebase-admin/firestore";
import { bucket } from "../lib/admin";
import { deleteFolder } from "../media/storage-files";
import { clientMediaLogs } from "./client-media-logs";
import { galleryLeasesRef, galleryRef, manifestPageRef } from "./client-refs";
import { galleryRefs } from "./refs";

/**
 * Sets the gallery's `workCount` to the number of its works, counted (one aggregation, a read
 * per 1,000 works) rather than incremented, so a redelivered or reordered trigger can never
 * make it drift. The transaction reads the gallery first: two recounts of the same gallery
 * then write one after the other, and the later one counted after its own work's write, so a
 * stale count never lands last. A gallery already deleted is left alone.
 */
export async function recountGalleryWorks(db: Firestore, galleryId: string): Promise<number | null> {
  const gallery = galleryRef(db, galleryId);
  const count = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(gallery);
    if (!snapshot.exists) return null;
    const counted = await transaction.get(gallery.collection(CLIENT_COLLECTIONS.works).count());
    const workCount = counted.data().count;
    if (snapshot.get("workCount") !== workCount) transaction.update(gallery, { workCount });
    return workCount;
  });
  if (count !== null) clientMediaLogs.workCountSet(galleryId, count);
  return count;
}

/** The upload sets (folders) a work's originals were written to, for their job documents. */
async function uploadSetsOf(prefix: string): Promise<string[]> {
  const [files] = await bucket().getFiles({ prefix });
  const sets = files.map((file) => file.name.slice(prefix.length).split("/")[0] ?? "");
  return [...new Set(sets.filter((set) => set !== ""))];
}

/** Removes a deleted work's files (its public copies and its originals) and its job documents. */
export async function removeWorkFiles(db: Firestore, galleryId: string, workId: string): Promise<number> {
  const originals = `${ORIGINALS_ROOT}/clients/${galleryId}/${workId}/`;
  const sets = await uploadSetsOf(originals);
  const [copies, kept] = await Promise.all([
    deleteFolder(`${CLIENT_MEDIA_ROOT}/${galleryId}/${workId}/`),
    deleteFolder(originals),
    ...sets.map((setId) =>
      db
        .collection(MEDIA_JOBS_COLLECTION)
        .doc(mediaJobId({ kind: "client", galleryId, workId }, setId))
        .delete(),
    ),
  ]);
  const files = Number(copies) + Number(kept);
  clientMediaLogs.workFilesRemoved(galleryId, workId, files);
  return files;
}

/** A gallery's subcollections: none has subcollections of its own. */
const GALLERY_SUBCOLLECTIONS = [
  CLIENT_COLLECTIONS.works,
  CLIENT_COLLECTIONS.grants,
  CLIENT_COLLECTIONS.favourites,
  CLIENT_COLLECTIONS.activity,
] as const;

/** Documents deleted per batch: a page of ids, one batch. */
const DELETE_PAGE = 400;

/**
 * Deletes a collection's documents a page at a time (ids only). Not `recursiveDelete`: its
 * all-descendants query is not one the index check (scripts/check-query-indexes.ts) can read,
 * and these collections are flat.
 */
async function deleteCollection(db: Firestore, collection: CollectionReference): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await collection.select().limit(DELETE_PAGE).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
  }
}

/**
 * Removes everything a deleted gallery leaves: its subcollections (works, grants, favourites,
 * activity), its password secret and link-key attempts, its download tickets with their
 * manifest pages and its stream leases, and every file in both trees.
 * Each step is idempotent, so the trigger retries safely.
 */
export async function removeGallery(db: Firestore, galleryId: string): Promise<void> {
  let docs = 0;
  for (const name of GALLERY_SUBCOLLECTIONS)
    docs += await deleteCollection(db, galleryRef(db, galleryId).collection(name));
  const tickets = await db
    .collection(CLIENT_COLLECTIONS.downloadTickets)
    .where("galleryId", "==", galleryId)
    .select("parts")
    .get();
  // A ticket's manifest pages are named after it, so none needs a query to find.
  const pages = tickets.docs.flatMap((ticket) =>
    ((ticket.get("parts") as { pages?: number }[] | undefined) ?? []).flatMap((part, index) =>
      Array.from({ length: Number(part.pages) || 0 }, (_, page) =>
        manifestPageRef(db, ticket.id, index + 1, page),
      ),
    ),
  );
  await Promise.all([
    db.collection(CLIENT_COLLECTIONS.secrets).doc(galleryId).delete(),
    galleryRefs(db, galleryId).linkAttempts.delete(),
    galleryLeasesRef(db, galleryId).delete(),
    ...tickets.docs.map((ticket) => ticket.ref.delete()),
    ...pages.map((page) => page.delete()),
  ]);
  const [copies, originals] = await Promise.all([
    deleteFolder(`${CLIENT_MEDIA_ROOT}/${galleryId}/`),
    deleteFolder(`${ORIGINALS_ROOT}/clients/${galleryId}/`),
  ]);
  clientMediaLogs.galleryRemoved(galleryId, docs + tickets.size, copies + originals);
}
