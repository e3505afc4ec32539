import { useCallback, useState } from "react";

/** What a write hook returns. */
export interface Action<Args extends unknown[], Result> {
  /** Runs the operation; rejects with the server's message, as the plain function does. */
  run: (...args: Args) => Promise<Result>;
  /** True while a run is in flight (for a Button's `loading`). */
  pending: boolean;
  /** Message of the last failed run; cleared when a run starts. */
  error: string | null;
}

/** Wraps a write operation with pending and error state for a form or a button. */
export function useAction<Args extends unknown[], Result>(
  operation: (...args: Args) => Promise<Result>,
): Action<Args, Result> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (...args: Args) => {
      setPending(true);
      setError(null);
      try {
        return await operation(...args);
      } catch (caught) {
        setError(caught instanceof Error ? caught.message : String(caught));
        throw caught;
      } finally {
        setPending(false);
      }
    },
    [operation],
  );
  return { run, pending, error };
}
