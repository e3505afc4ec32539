import { isDeepStrictEqual } from "node:util";
import { FieldValue, type DocumentData, type Firestore } from "firebase-admin/firestore";

/**
 * One server-only document whose every write means "what visitors see has changed": the public
 * pages' instance cache (functions/src/ssr/render-cache.ts) keeps what it read for as long as
 * this document's update time stands, so a warm page view costs this one read. The triggers
 * that write it watch the gallery, categories, tags and the site's settings.
 */
export const CONTENT_VERSION = { collection: "site_state", id: "content" } as const;

/** Marks the public content changed (`reason` names what changed, for the logs and debugging). */
export async function bumpContentVersion(db: Firestore, reason: string): Promise<void> {
  await db
    .collection(CONTENT_VERSION.collection)
    .doc(CONTENT_VERSION.id)
    .set({ changes: FieldValue.increment(1), reason, changedAt: FieldValue.serverTimestamp() }, { merge: true });
}

/**
 * The content version: the document's update time, which every write moves on (also when the
 * document is deleted and made again). Null while it does not exist: then nothing is cached.
 */
export async function readContentVersion(db: Firestore): Promise<string | null> {
  const snapshot = await db.collection(CONTENT_VERSION.collection).doc(CONTENT_VERSION.id).get();
  const time = snapshot.updateTime;
  return snapshot.exists && time ? `${time.seconds}.${String(time.nanoseconds).padStart(9, "0")}` : null;
}

/** Fields of a gallery item only the analytics change, many times a minute; pages show them, but may lag. */
const COUNTED_FIELDS = new Set(["views", "likes"]);

/**
 * Whether a gallery write changed what visitors see: a new or deleted item, or any field but
 * the analytics' counts (a view or a like must not throw away every cached page).
 */
export function galleryWriteShows(before: DocumentData | undefined, after: DocumentData | undefined): boolean {
  if (!before || !after) return before !== after;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (COUNTED_FIELDS.has(key)) continue;
    if (!isDeepStrictEqual(before[key], after[key])) return true;
  }
  return false;
}
