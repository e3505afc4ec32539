import { useCallback, useEffect, useEffectEvent, useState } from "react";

/** What a read hook returns. */
export interface AsyncData<T> {
  /** The last loaded value (the fallback until the first load ends). */
  data: T;
  /** True while a load is in flight. */
  loading: boolean;
  /** Loads again now (the loader is told to bypass any read cache). */
  reload: () => void;
}

/**
 * Runs `load` whenever `key` changes (and on `reload`, with `fresh` true) and keeps the latest
 * result. The data layer's loaders never throw (read failures resolve to the spec's fallbacks), so
 * there is no error state; a late answer for an old key is dropped.
 */
export function useAsyncData<T>(
  key: string,
  load: (fresh: boolean) => Promise<T>,
  fallback: T,
): AsyncData<T> {
  const [state, setState] = useState<{ data: T; loadedKey: string | null }>({
    data: fallback,
    loadedKey: null,
  });
  const [attempt, setAttempt] = useState(0);
  const runLoad = useEffectEvent(load);

  useEffect(() => {
    let current = true;
    void runLoad(attempt > 0).then((data) => {
      if (current) setState({ data, loadedKey: `${key}#${attempt}` });
    });
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { data: state.data, loading: state.loadedKey !== `${key}#${attempt}`, reload };
}
