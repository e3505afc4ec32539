import { analyticsLogs } from "./logs";

/** gRPC status codes the analytics writes tell apart. */
export const GRPC = {
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  DEADLINE_EXCEEDED: 4,
  RESOURCE_EXHAUSTED: 8,
  UNAVAILABLE: 14,
  INVALID_ARGUMENT: 3,
  OUT_OF_RANGE: 11,
} as const;

export function errorCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "number" ? code : undefined;
}

const TRANSIENT: readonly number[] = [
  GRPC.ABORTED,
  GRPC.DEADLINE_EXCEEDED,
  GRPC.RESOURCE_EXHAUSTED,
  GRPC.UNAVAILABLE,
];

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
      const code = errorCode(error);
      if (attempt >= attempts || code === undefined || !TRANSIENT.includes(code)) throw error;
      analyticsLogs.transientRetry(what, attempt, error);
      await sleep(Math.min(2000, 50 * 2 ** attempt) * (0.5 + Math.random()));
    }
  }
}
