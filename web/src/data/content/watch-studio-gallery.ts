import { COLLECTIONS, safeParseGalleryItem, type GalleryItem } from "@folio/domain";
import { collection, limit, onSnapshot, orderBy, query, type Unsubscribe } from "firebase/firestore";
import { useCallback, useEffect, useState } from "react";
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
  /** Why it failed (a FirestoreError with its code), null while it works. */
  error: unknown;
  /** Whether the collection holds more than the window shows. */
  truncated: boolean;
}

/**
 * Follows the newest `max` gallery items live (the full SDK; owner only, drafts included),
 * so the studio's search, filters and bulk selection work on the whole portfolio at once
 * and reflect the server's counters and tag changes without reloading.
 */
function watchStudioGallery(max: number, onChange: (state: StudioGallery) => void): Unsubscribe {
  let items: GalleryItem[] = [];
  return onSnapshot(
    query(collection(db(), COLLECTIONS.gallery), orderBy("createdAt", "desc"), limit(max + 1)),
    (snapshot) => {
      const docs = snapshot.docs.slice(0, max);
      items = docs.flatMap((doc) => safeParseGalleryItem(doc.id, doc.data()) ?? []);
      onChange({ items, loading: false, failed: false, error: null, truncated: snapshot.size > max });
    },
    (error) => onChange({ items, loading: false, failed: true, error, truncated: false }),
  );
}

/**
 * The studio's live gallery; `max` grows when the owner asks for more. A live listener, not
 * a query: Firestore pushes every change, so there is nothing to refetch or invalidate.
 * `retry` listens again after a failure (a refused or broken listener stays closed).
 */
export function useStudioGallery(max: number = STUDIO_GALLERY_WINDOW): StudioGallery & { retry: () => void } {
  const [state, setState] = useState<StudioGallery>({
    items: [],
    loading: true,
    failed: false,
    error: null,
    truncated: false,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) setState((previous) => ({ ...previous, loading: true }));
    return watchStudioGallery(max, setState);
  }, [max, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
