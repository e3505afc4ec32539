import { useEffect, useEffectEvent, useState } from "react";

/** What a public read hook returns. */
export interface AsyncData<T> {
  /** The last loaded value (the fallback until the first load ends). */
  data: T;
  /** True while a load is in flight. */
  loading: boolean;
}

/**
 * The public pages' small read hook: runs `load` whenever `key` changes and keeps the
 * latest result; a late answer for an old key is dropped. Hand-written on purpose: the
 * studio's TanStack Query lives in its lazy chunk and must not weigh on a visitor's first
 * load. The loaders given here never throw (read failures resolve to the spec's fallbacks).
 */
export function useAsyncData<T>(key: string, load: () => Promise<T>, fallback: T): AsyncData<T> {
  const [state, setState] = useState<{ data: T; loadedKey: string | null }>({
    data: fallback,
    loadedKey: null,
  });
  const runLoad = useEffectEvent(load);

  useEffect(() => {
    let current = true;
    void runLoad().then((data) => {
      if (current) setState({ data, loadedKey: key });
    });
    return () => {
      current = false;
    };
  }, [key]);

  return { data: state.data, loading: state.loadedKey !== key };
}
