import { COLLECTIONS, safeParseGalleryItem, type GalleryItem, type TopContentEntry } from "@folio/domain";
import { doc, getDoc } from "firebase/firestore";
import { db } from "@/lib/firebase/firestore";

/** A dashboard entry about a gallery item, with what the dashboard shows of the item. */
export type WithItem<Entry> = Entry & {
  /** The item as it is now; null when it was deleted or cannot be read. */
  item: GalleryItem | null;
};

/** A ranked gallery item with what the dashboard shows of it. */
export type RankedContent = WithItem<TopContentEntry>;

/** Looks up the entries' items (at most a page of them: one read each). */
export async function joinContent<Entry extends { contentId: string }>(
  entries: readonly Entry[],
): Promise<WithItem<Entry>[]> {
  const firestore = db();
  return Promise.all(
    entries.map(async (entry) => {
      try {
        const snapshot = await getDoc(doc(firestore, COLLECTIONS.gallery, entry.contentId));
        return {
          ...entry,
          item: snapshot.exists() ? safeParseGalleryItem(snapshot.id, snapshot.data()) : null,
        };
      } catch {
        return { ...entry, item: null };
      }
    }),
  );
}
