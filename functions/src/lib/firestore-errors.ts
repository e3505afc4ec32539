/** gRPC status codes the server's Firestore writes tell apart (one table for every domain). */
export const GRPC = {
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNAVAILABLE: 14,
} as const;

/** The gRPC code of a Firestore error, if it has one. */
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
 * A transaction that ended before it committed (nothing of it was applied). Production says so
 * for a transaction past its deadline; the Firestore emulator says so for one it dropped under
 * contention (firebase-tools #4473, #6758), where production answers ABORTED. The SDK retries
 * neither, as its code is INVALID_ARGUMENT.
 */
function transactionClosed(error: unknown): boolean {
  const message = error instanceof Error ? error.message : "";
  return errorCode(error) === GRPC.INVALID_ARGUMENT && /Transaction is invalid or closed/i.test(message);
}

/** Contention, a brief outage or a transaction that ended uncommitted: worth trying again. */
export function isTransient(error: unknown): boolean {
  const code = errorCode(error);
  return (code !== undefined && TRANSIENT.includes(code)) || transactionClosed(error);
}

/**
 * A guarded write lost to another writer: its precondition failed (the document changed since
 * it was read), its `create` found the document made meanwhile, or the document it updates was
 * deleted meanwhile. The writer reads again and plans again (`retry` with `retryOn: lostRace`);
 * nothing was applied.
 */
export function lostRace(error: unknown): boolean {
  const code = errorCode(error);
  return code === GRPC.FAILED_PRECONDITION || code === GRPC.ALREADY_EXISTS || code === GRPC.NOT_FOUND;
}

/**
 * Whether a failure is the data's fault and would fail the same way on every retry: Firestore
 * refused the write as invalid (INVALID_ARGUMENT, OUT_OF_RANGE), or the SDK refused a value
 * before sending it ("Value for argument …", "Cannot encode …"). Anything else (contention,
 * an outage, a crash, a deadline missed) may pass when retried.
 */
export function isPermanent(error: unknown): boolean {
  const code = errorCode(error);
  if (transactionClosed(error)) return false;
  if (code !== undefined) return code === GRPC.INVALID_ARGUMENT || code === GRPC.OUT_OF_RANGE;
  const message = error instanceof Error ? error.message : "";
  return /^(Value for argument|Cannot encode|Invalid (document|collection|field)|Path )/i.test(message);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How `retry` decides and waits. */
export interface RetryPolicy {
  attempts: number;
  /** Whether this failure is worth another attempt. */
  retryOn: (error: unknown) => boolean;
  /** Called before each new attempt (a log line). */
  onRetry?: (attempt: number, error: unknown) => void;
  /** Base of the exponential backoff (ms; 0 retries at once, for a re-read-and-replan loop). */
  baseMs?: number;
  maxMs?: number;
}

/**
 * The functions' retry with backoff: runs `work` again while `retryOn` says so, with
 * exponential backoff and jitter. Safe only for work guarded by a precondition or a
 * transaction: a retry of an applied write must be refused, not applied twice.
 */
export async function retry<T>(work: (attempt: number) => Promise<T>, policy: RetryPolicy): Promise<T> {
  const { attempts, retryOn, onRetry, baseMs = 50, maxMs = 2000 } = policy;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work(attempt);
    } catch (error) {
      if (attempt >= attempts || !retryOn(error)) throw error;
      onRetry?.(attempt, error);
      if (baseMs > 0) await sleep(Math.min(maxMs, baseMs * 2 ** attempt) * (0.5 + Math.random()));
    }
  }
}

/**
 * Runs a guarded write again after contention or a brief outage. The Functions retry policy
 * covers longer failures; this keeps a burst from needing it.
 */
export function withTransientRetry<T>(
  write: () => Promise<T>,
  onRetry: (attempt: number, error: unknown) => void,
  attempts = 6,
): Promise<T> {
  return retry(write, { attempts, retryOn: isTransient, onRetry });
}
