import { useCallback, useEffect, useEffectEvent, useState } from "react";

/** An opaque position after the last item of a page. */
export type PageCursor = { readonly __cursor: unique symbol } | object;

/** One page of a newest-first listing. */
export interface Page<T> {
  items: T[];
  /** Where the next page starts; null when this was the last page. */
  cursor: PageCursor | null;
}

/** What a paged listing hook returns. */
export interface PagedList<T> {
  /** Every item loaded so far, newest first. */
  items: T[];
  loading: boolean;
  hasMore: boolean;
  /** Loads the next page (ignored while loading or at the end). */
  loadMore: () => void;
  /** Starts again from the first page. */
  reload: () => void;
}

/** Keeps the pages of a listing loaded so far; a new `key` starts from the first page. */
export function usePagedList<T>(
  key: string,
  loadPage: (after: PageCursor | null) => Promise<Page<T>>,
): PagedList<T> {
  const [state, setState] = useState<{ key: string; items: T[]; cursor: PageCursor | null; done: boolean }>({
    key: "",
    items: [],
    cursor: null,
    done: false,
  });
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  const runLoad = useEffectEvent(loadPage);

  useEffect(() => {
    let current = true;
    setLoading(true);
    void runLoad(null).then((page) => {
      if (!current) return;
      setState({
        key: `${key}#${generation}`,
        items: page.items,
        cursor: page.cursor,
        done: page.cursor === null,
      });
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [key, generation]);

  const loadMore = useCallback(() => {
    if (loading || state.done || state.cursor === null) return;
    const expected = state.key;
    setLoading(true);
    void loadPage(state.cursor).then((page) => {
      setState((previous) =>
        previous.key === expected
          ? {
              ...previous,
              items: [...previous.items, ...page.items],
              cursor: page.cursor,
              done: page.cursor === null,
            }
          : previous,
      );
      setLoading(false);
    });
  }, [loadPage, loading, state]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { items: state.items, loading, hasMore: !state.done, loadMore, reload };
}
