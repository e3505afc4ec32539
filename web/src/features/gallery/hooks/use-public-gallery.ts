import { COLLECTIONS, type GalleryItem } from "@folio/domain";
import { useCallback, useEffect, useState } from "react";
import type { GalleryCursor } from "@/data/content/gallery-page";
import type { GalleryList } from "@/data/content/list-gallery";
import type { GalleryFilter } from "../lib/gallery-filter";

/** Where the next page starts: a cursor from the last read, or the id of the last embedded item. */
type NextPage = { cursor: GalleryCursor } | { afterId: string } | null;

interface ListState {
  /** Filter and attempt the items belong to. */
  key: string;
  items: GalleryItem[];
  next: NextPage;
  failed: boolean;
  loading: boolean;
}

/** The first page the server embedded, when it is this gallery's. */
export interface InitialGalleryPage {
  items: GalleryItem[];
  hasMore: boolean;
}

/**
 * Reads one page. Firestore Lite (and the Firebase app) are imported here, on demand: a page
 * the server rendered never loads them until the visitor asks for more.
 */
async function readPage(filter: GalleryFilter, next: NextPage) {
  const [{ fetchGalleryPage }, { liteDb }, lite] = await Promise.all([
    import("@/data/content/gallery-page"),
    import("@/lib/firebase/firestore-lite"),
    import("firebase/firestore/lite"),
  ]);
  try {
    let cursor: GalleryCursor | null = null;
    if (next && "cursor" in next) cursor = next.cursor;
    if (next && "afterId" in next) {
      // The embedded page has no snapshot to continue from; one read of its last item gives one.
      const last = await lite.getDoc(lite.doc(liteDb(), COLLECTIONS.gallery, next.afterId));
      if (!last.exists()) throw new Error("the last item of the page is gone");
      cursor = { last };
    }
    const page = await fetchGalleryPage(liteDb(), {
      category: filter.category,
      tag: filter.tag,
      sort: filter.sort,
      cursor,
    });
    return { items: page.items, next: page.next ? { cursor: page.next } : null, failed: false };
  } catch {
    return { items: [], next: null, failed: true };
  }
}

/**
 * The public gallery as an infinite list: the server's first page when there is one (no
 * query at all), else the first page read on mount; more on demand.
 */
export function usePublicGallery(filter: GalleryFilter, initial: InitialGalleryPage | null): GalleryList {
  const [attempt, setAttempt] = useState(0);
  const key = `${JSON.stringify([filter.category, filter.tag, filter.sort])}#${attempt}`;
  const initialKey = initial ? key : null;
  const [state, setState] = useState<ListState>(() => {
    if (!initial) return { key: "", items: [], next: null, failed: false, loading: true };
    const last = initial.items.at(-1);
    return {
      key,
      items: initial.items,
      next: initial.hasMore && last ? { afterId: last.id } : null,
      failed: false,
      loading: false,
    };
  });

  useEffect(() => {
    if (key === initialKey && state.key === key) return;
    let current = true;
    void readPage(filter, null).then((page) => {
      if (current) setState({ key, ...page, loading: false });
    });
    return () => {
      current = false;
    };
    // `filter` is captured through `key`, which names it exactly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const loadMore = useCallback(() => {
    if (state.key !== key || state.loading || !state.next) return;
    const next = state.next;
    setState({ ...state, loading: true });
    void readPage(filter, next).then((page) => {
      setState((previous) =>
        previous.key === key
          ? {
              ...previous,
              items: [...previous.items, ...page.items],
              next: page.failed ? previous.next : page.next,
              failed: page.failed,
              loading: false,
            }
          : previous,
      );
    });
  }, [state, key, filter]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const fresh = state.key === key;
  return {
    items: fresh ? state.items : [],
    loading: !fresh || state.loading,
    hasMore: fresh && state.next !== null,
    failed: fresh && state.failed,
    loadMore,
    reload,
  };
}
