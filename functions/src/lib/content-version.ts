import { isDeepStrictEqual } from "node:util";
import { FieldValue, type DocumentData, type Firestore, type Timestamp } from "firebase-admin/firestore";

/**
 * One server-only document whose every write means "what visitors see has changed": the public
 * pages' instance cache (functions/src/ssr/render-cache.ts) keeps what it read for as long as
 * this document's update time stands, so a warm page view costs this one read. The triggers
 * that write it watch the gallery, categories, tags, camera details and the site's settings.
 *
 * Beside that one version it counts changes per part (`parts`): the gallery as a whole, each
 * category's works, each tag's works, and the lists (categories and tags). A page's first works
 * and the lists are kept, by every instance, in `page_snapshots` (ssr/page-snapshots.ts) for as
 * long as their parts' counters stand, so an edit of one work does not send the 230 category
 * and tag pages of a large site back to their queries. The map holds one key per category and
 * tag the published works ever had: it grows with the owner's catalogue, never with traffic.
 */
export const CONTENT_VERSION = { collection: "site_state", id: "content" } as const;

/** The parts of the content whose changes are counted apart (names of `parts` keys). */
export const CONTENT_PARTS = {
  /** Every published work (the unfiltered gallery). */
  all: "all",
  /** The categories and the tags, with their usage counts (every gallery page lists them). */
  lists: "lists",
  category: (id: string) => `c:${id}`,
  tag: (name: string) => `t:${name}`,
} as const;

/**
 * Marks the public content changed (`reason` names what changed, for the logs and debugging),
 * and the parts named (CONTENT_PARTS) with it.
 */
export async function bumpContentVersion(db: Firestore, reason: string, parts: readonly string[] = []): Promise<void> {
  const counters = Object.fromEntries(parts.map((part) => [part, FieldValue.increment(1)]));
  await db
    .collection(CONTENT_VERSION.collection)
    .doc(CONTENT_VERSION.id)
    .set(
      {
        changes: FieldValue.increment(1),
        reason,
        changedAt: FieldValue.serverTimestamp(),
        ...(parts.length > 0 ? { parts: counters } : {}),
      },
      { merge: true },
    );
}

/** The content as one request found it. */
export interface ContentState {
  /** Moves on with every change. */
  version: string;
  /** A token that moves on whenever any of `parts` changes (or the document is made again). */
  stamp(parts: readonly string[]): string;
}

const timeKey = (time: Timestamp) => `${time.seconds}.${String(time.nanoseconds).padStart(9, "0")}`;

/** A state from the version document's times and part counters (unknown parts count 0). */
export function contentStateOf(version: string, created: string, counters: Readonly<Record<string, unknown>>): ContentState {
  return {
    version,
    stamp: (parts) =>
      [created, ...parts.map((part) => (typeof counters[part] === "number" ? counters[part] : 0))].join(":"),
  };
}

/**
 * The content's state: its version is the document's update time, which every write moves on
 * (also when the document is deleted and made again). Null while it does not exist: then
 * nothing is kept.
 */
export async function readContentVersion(db: Firestore): Promise<ContentState | null> {
  const snapshot = await db.collection(CONTENT_VERSION.collection).doc(CONTENT_VERSION.id).get();
  const { updateTime, createTime } = snapshot;
  if (!snapshot.exists || !updateTime || !createTime) return null;
  const counters: unknown = snapshot.get("parts");
  return contentStateOf(
    timeKey(updateTime),
    timeKey(createTime),
    typeof counters === "object" && counters !== null ? (counters as Record<string, unknown>) : {},
  );
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

/**
 * The parts a gallery write changed: the gallery, the work's category and its tags, before and
 * after, wherever it was or is published (a draft shows on no gallery page). Read liberally: a
 * field of the wrong type names no part.
 */
export function galleryWriteParts(before: DocumentData | undefined, after: DocumentData | undefined): string[] {
  const parts = new Set<string>();
  for (const data of [before, after]) {
    if (data?.published !== true) continue;
    parts.add(CONTENT_PARTS.all);
    if (typeof data.category === "string" && data.category !== "") parts.add(CONTENT_PARTS.category(data.category));
    if (Array.isArray(data.tags))
      for (const tag of data.tags) if (typeof tag === "string" && tag !== "") parts.add(CONTENT_PARTS.tag(tag));
  }
  return [...parts];
}

/**
 * The parts a tag write changed besides the lists: the pages of the tag's name before and after
 * (a tag page keeps the tag's document with its works, and a recount or a new tag changes it
 * without a gallery write).
 */
export function tagWriteParts(before: DocumentData | undefined, after: DocumentData | undefined): string[] {
  const names = new Set<string>();
  for (const data of [before, after]) if (typeof data?.name === "string" && data.name !== "") names.add(data.name);
  return [CONTENT_PARTS.lists, ...[...names].map(CONTENT_PARTS.tag)];
}
