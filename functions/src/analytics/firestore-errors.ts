import { errorCode, GRPC, isTransient } from "../lib/grpc";
import { analyticsLogs } from "./logs";

export { GRPC, errorCode } from "../lib/grpc";

/**
 * Whether a failure is the data's fault and would fail the same way on every retry: Firestore
 * refused the write as invalid (INVALID_ARGUMENT, OUT_OF_RANGE), or the SDK refused a value
 * before sending it ("Value for argument …", "Cannot encode …"). Anything else (contention,
 * an outage, a crash, a fold that missed its deadline) may pass when retried.
 */
export function isPermanent(error: unknown): boolean {
  const code = errorCode(error);
  if (code !== undefined) return code === GRPC.INVALID_ARGUMENT || code === GRPC.OUT_OF_RANGE;
  const message = error instanceof Error ? error.message : "";
  return /^(Value for argument|Cannot encode|Invalid (document|collection|field)|Path )/i.test(message);
}

/** A fold that did not cover a write within its deadline: the retry (or the next event) folds it. */
export class FoldTimeoutError extends Error {
  constructor(date: string, deadlineMs: number) {
    super(`Counter ${date} not folded within ${deadlineMs} ms`);
    this.name = "FoldTimeoutError";
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `write` again after contention or a brief outage (with backoff and jitter). Safe only
 * for writes guarded by a precondition or a receipt: a retry of an applied write is refused.
 * The Functions retry policy covers longer failures; this keeps a burst from needing it.
 */
export async function withTransientRetry<T>(what: string, write: () => Promise<T>, attempts = 6): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isTransient(error)) throw error;
      analyticsLogs.transientRetry(what, attempt, error);
      await sleep(Math.min(2000, 50 * 2 ** attempt) * (0.5 + Math.random()));
    }
  }
}
