import { Timestamp, type DocumentData, type Firestore } from "firebase-admin/firestore";
import { ssrLogs } from "./logs";

/**
 * Copies of what a render would otherwise query, shared by every instance: one document per
 * gallery page's first works (25 documents read as one) and one for the lists every page shows
 * (the categories, the most used tags and their count: 40 and more as one). Each copy holds the
 * stamp of the parts it shows (lib/content-version.ts) and is used while that stamp stands and
 * it is younger than the caller allows; otherwise the render queries, and keeps the result for
 * the next. A new instance, or one whose pages an edit elsewhere made stale, then reads one
 * document where it read a page.
 *
 * Server-only (`page_snapshots`; the rules deny every client). A copy is written only for a
 * page that shows something (ssr/page-data.ts), so a visitor's made-up address writes nothing;
 * the collection holds at most one document per category, tag and order, and the lists.
 *
 * No transaction: a copy is always at least as new as its stamp, because the stamp was read
 * before the query that filled it, and a trigger bumps a part only after the write it marks. Two
 * renders racing to keep a copy leave one of two correct ones.
 */
export const PAGE_SNAPSHOTS = "page_snapshots";
/** The copies' layout: a copy of another layout (an older deploy's) is read afresh and replaced. */
const FORMAT = 1;

/** A document as read: its id and data, parsed again on every use with the schema of the day. */
export interface StoredDoc {
  id: string;
  data: DocumentData;
}

export const storedDoc = (doc: { id: string; data(): DocumentData }): StoredDoc => ({
  id: doc.id,
  data: doc.data(),
});

/** A value as kept, and when it was read. */
interface Kept<T> {
  value: T;
  readAt: number;
}

export interface KeptCopy {
  /** The document's id (at most 1,500 bytes; null: no copy is kept for this one). */
  id: string | null;
  stamp: string;
  maxAgeMs: number;
  now: number;
}

/**
 * `load`'s value, from the kept copy when it stands. `keep` says whether a loaded value is worth
 * a copy (an empty page of an address nobody made is not).
 */
export async function readKept<T extends DocumentData>(
  db: Firestore,
  copy: KeptCopy,
  load: () => Promise<T>,
  keep: (value: T) => boolean,
): Promise<Kept<T>> {
  const ref = copy.id === null ? null : db.collection(PAGE_SNAPSHOTS).doc(copy.id);
  if (ref) {
    const snapshot = await ref.get();
    const at: unknown = snapshot.get("readAt");
    const value: unknown = snapshot.get("value");
    if (
      snapshot.exists &&
      snapshot.get("format") === FORMAT &&
      snapshot.get("stamp") === copy.stamp &&
      at instanceof Timestamp &&
      copy.now - at.toMillis() < copy.maxAgeMs &&
      typeof value === "object" &&
      value !== null
    )
      return { value: value as T, readAt: at.toMillis() };
  }
  const value = await load();
  if (ref && keep(value)) {
    // A copy that cannot be kept costs the next render a query, never this page.
    await ref
      .set({ format: FORMAT, stamp: copy.stamp, readAt: Timestamp.fromMillis(copy.now), value })
      .catch((error: unknown) => ssrLogs.snapshotNotKept(ref.id, error));
  }
  return { value, readAt: copy.now };
}

const MAX_ID_BYTES = 1500;

/** The id of a kept copy from its parts (each made safe for a document id), or null when too long. */
export function keptId(...parts: string[]): string | null {
  const id = parts.map((part) => encodeURIComponent(part)).join("~");
  return Buffer.byteLength(id) <= MAX_ID_BYTES ? id : null;
}
