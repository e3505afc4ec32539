// Keeps what Storage answers in step with what the owner chose: a work's files carry `public`
// ("true"/"false") in their custom metadata, which storage.rules reads. Reading metadata costs
// nothing per request, where asking Firestore from the rules would bill a document read for
// every picture every visitor loads.
import { COLLECTIONS, MEDIA_ROOT, uploadSetOf } from "@folio/domain";
import type { Firestore } from "firebase-admin/firestore";
import { bucket } from "../lib/admin";
import { mediaLogs } from "./logs";

/** The metadata key under which Firebase keeps a file's download tokens. */
const TOKENS = "firebaseStorageDownloadTokens";

/** Whether a file of `role` may be read, given the work's state. */
export function isPublicFile(role: unknown, work: { published: boolean; downloadable: boolean }): boolean {
  return work.published && (role !== "download" || work.downloadable);
}

/** Whether a gallery write may have changed what visitors may fetch of the work. */
export function visibilityMayChange(before: unknown, after: unknown): boolean {
  const fields = (data: unknown) => {
    const item = (data ?? {}) as {
      published?: unknown;
      downloadable?: unknown;
      media?: { storagePath?: unknown };
    };
    return [item.published, item.downloadable, item.media?.storagePath];
  };
  const [a, b] = [fields(before), fields(after)];
  return after !== undefined && a.some((value, i) => value !== b[i]);
}

/** A stored file as the sync sees it: its name and custom metadata. */
export interface WorkFile {
  name: string;
  metadata: Readonly<Record<string, unknown>>;
}

/**
 * The custom metadata each file needs changed: `public` as the work says, and, for a file no
 * visitor may read, no download token. Firebase gives a file a token when it is read through
 * its API (a visitor reading the metadata of a published picture gets one back), and an
 * address with a token skips the rules: so a file that turns private loses every token, and
 * the addresses visitors had stop answering. Pure, so it is tested without a bucket.
 */
export function visibilityChanges(
  files: readonly WorkFile[],
  work: { published: boolean; downloadable: boolean },
): { name: string; metadata: Record<string, string | null> }[] {
  return files.flatMap((file) => {
    const wanted = isPublicFile(file.metadata.role, work);
    const metadata: Record<string, string | null> = {};
    if (file.metadata.public !== String(wanted)) metadata.public = String(wanted);
    if (!wanted && file.metadata[TOKENS]) metadata[TOKENS] = null;
    return Object.keys(metadata).length > 0 ? [{ name: file.name, metadata }] : [];
  });
}

/**
 * Sets `public` on every file of the work's current upload from the work as it is now (read
 * again, so a late or repeated event never applies a stale state). Idempotent; returns how
 * many files changed.
 */
export async function syncWorkVisibility(db: Firestore, itemId: string): Promise<number> {
  const snapshot = await db.collection(COLLECTIONS.gallery).doc(itemId).get();
  const item = snapshot.data();
  const setId = uploadSetOf(itemId, item?.media?.storagePath);
  if (!item || !setId) return 0;
  const work = { published: item.published === true, downloadable: item.downloadable === true };
  const [files] = await bucket().getFiles({ prefix: `${MEDIA_ROOT}/${itemId}/${setId}/` });
  const changes = visibilityChanges(
    files.map((file) => ({
      name: file.name,
      metadata: (file.metadata.metadata ?? {}) as Record<string, unknown>,
    })),
    work,
  );
  await Promise.all(
    changes.map((change) => bucket().file(change.name).setMetadata({ metadata: change.metadata })),
  );
  if (changes.length > 0) mediaLogs.visibilitySynced(itemId, changes.length);
  return changes.length;
}
