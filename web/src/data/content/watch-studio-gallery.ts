import { COLLECTIONS, safeParseGalleryItem, type GalleryItem } from "@folio/domain";
import { collection, limit, onSnapshot, orderBy, query, type Unsubscribe } from "firebase/firestore";
import { useEffect, useState } from "react";
import { db } from "@/lib/firebase/firestore";

/** Items the studio follows at first; the owner can ask for more. */
export const STUDIO_GALLERY_WINDOW = 500;

/** The owner's live view of the gallery, drafts included. */
export interface StudioGallery {
  /** Newest first. */
  items: GalleryItem[];
  /** True until the first answer. */
  loading: boolean;
  /** The read was refused or broke; `items` is then what was last known (spec section 8). */
  failed: boolean;
  /** Whether the collection holds more than the window shows. */
  truncated: boolean;
}

/**
 * Follows the newest `max` gallery items live (the full SDK; owner only, drafts included),
 * so the studio's search, filters and bulk selection work on the whole portfolio at once
 * and reflect the server's counters and tag changes without reloading.
 */
export function watchStudioGallery(max: number, onChange: (state: StudioGallery) => void): Unsubscribe {
  let items: GalleryItem[] = [];
  return onSnapshot(
    query(collection(db(), COLLECTIONS.gallery), orderBy("createdAt", "desc"), limit(max + 1)),
    (snapshot) => {
      const docs = snapshot.docs.slice(0, max);
      items = docs.flatMap((doc) => safeParseGalleryItem(doc.id, doc.data()) ?? []);
      onChange({ items, loading: false, failed: false, truncated: snapshot.size > max });
    },
    () => onChange({ items, loading: false, failed: true, truncated: false }),
  );
}

/** The studio's live gallery; `max` grows when the owner asks for more. */
export function useStudioGallery(max: number = STUDIO_GALLERY_WINDOW): StudioGallery {
  const [state, setState] = useState<StudioGallery>({
    items: [],
    loading: true,
    failed: false,
    truncated: false,
  });
  useEffect(() => watchStudioGallery(max, setState), [max]);
  return state;
}
