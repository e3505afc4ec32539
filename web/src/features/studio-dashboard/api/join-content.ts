import { COLLECTIONS, safeParseGalleryItem, type GalleryItem, type TopContentEntry } from "@folio/domain";
import { doc, getDoc } from "firebase/firestore";
import { db } from "@/lib/firebase/firestore";

/** A ranked gallery item with what the dashboard shows of it. */
export interface RankedContent extends TopContentEntry {
  /** The item as it is now; null when it was deleted or cannot be read. */
  item: GalleryItem | null;
}

/** Looks up the ranked items (at most a page of them: one read each). */
export async function joinContent(entries: readonly TopContentEntry[]): Promise<RankedContent[]> {
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
