import { GALLERY_PAGE_SIZE, type GalleryItem } from "@folio/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { liteDb } from "@/lib/firebase/firestore-lite";
import {
  fetchGalleryPage,
  type GalleryCursor,
  type GalleryPage,
  type ListGalleryOptions,
} from "./gallery-page";

export type { GalleryPage, GallerySort, ListGalleryOptions } from "./gallery-page";

/**
 * One page of the gallery (newest first by default; `pageSize + 1` reads at most). Read
 * failures resolve to an empty page with `failed: true` (spec section 8).
 */
export async function listGallery(options: ListGalleryOptions = {}): Promise<GalleryPage> {
  try {
    const { items, next, failed } = await fetchGalleryPage(liteDb(), options);
    return { items, next, failed };
  } catch {
    return { items: [], next: null, failed: true };
  }
}

export interface GalleryList {
  /** Every item of the pages loaded so far. */
  items: GalleryItem[];
  /** True while a page is loading. */
  loading: boolean;
  /** Whether `loadMore` would load another page. */
  hasMore: boolean;
  /** The last read failed (the list then shows what it had). */
  failed: boolean;
  /** Loads the next page and appends it. */
  loadMore: () => void;
  /** Starts again from the first page. */
  reload: () => void;
}

interface ListState {
  /** Filters of the loaded items. */
  filters: string;
  /** Filters plus reload attempt: what was loaded last. */
  key: string;
  items: GalleryItem[];
  next: GalleryCursor | null;
  failed: boolean;
  loading: boolean;
}

const EMPTY: ListState = { filters: "", key: "", items: [], next: null, failed: false, loading: true };

/**
 * The public gallery as an infinite list: first page on mount and when the filters change,
 * more on demand. A reload (Retry) reads as many items as were shown, keeping the old ones
 * on screen meanwhile, so a retry on page 3 does not jump to page 1. Hand-written rather
 * than TanStack Query's infinite query so that the visitor's first load stays small.
 */
export function useGallery(options: Omit<ListGalleryOptions, "cursor"> = {}): GalleryList {
  const { category = null, tag = null, sort = "newest", pageSize = GALLERY_PAGE_SIZE } = options;
  const includeDrafts = options.includeDrafts ?? false;
  const [attempt, setAttempt] = useState(0);
  const filters = JSON.stringify([category, tag, sort, pageSize, includeDrafts]);
  const key = `${filters}#${attempt}`;
  const [state, setState] = useState<ListState>(EMPTY);
  const shown = useRef(0);

  useEffect(() => {
    let current = true;
    const size = Math.max(pageSize, shown.current);
    void listGallery({ category, tag, sort, pageSize: size, includeDrafts }).then((page) => {
      if (!current) return;
      setState({ filters, key, items: page.items, next: page.next, failed: page.failed, loading: false });
    });
    return () => {
      current = false;
    };
  }, [filters, key, category, tag, sort, pageSize, includeDrafts]);

  useEffect(() => {
    shown.current = state.filters === filters ? state.items.length : 0;
  }, [state, filters]);

  const loadMore = useCallback(() => {
    if (state.key !== key || state.loading || !state.next) return;
    const cursor = state.next;
    setState({ ...state, loading: true });
    void listGallery({ category, tag, sort, pageSize, includeDrafts, cursor }).then((page) => {
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
  }, [state, key, category, tag, sort, pageSize, includeDrafts]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const sameFilters = state.filters === filters;
  const fresh = state.key === key;
  return {
    items: sameFilters ? state.items : [],
    loading: !fresh || state.loading,
    hasMore: fresh && state.next !== null,
    failed: fresh && state.failed,
    loadMore,
    reload,
  };
}
