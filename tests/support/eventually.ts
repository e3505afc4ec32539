export interface EventuallyOptions {
  /** Give up after this long. */
  timeoutMs?: number;
  /** Pause between attempts. */
  intervalMs?: number;
}

/**
 * Retries `check` until it stops throwing or the deadline passes, then rethrows its last
 * error. Trigger tests use it instead of fixed sleeps: they wait exactly as long as needed.
 * The default deadline is long because in a full run the Functions emulator delivers events
 * behind everything earlier suites queued (clearing a seeded catalogue alone queues a hundred
 * trigger runs, and every write of a day counter queues a rollup delivery); a passing check
 * returns as soon as it holds.
 */
export async function eventually<T>(
  check: () => Promise<T> | T,
  { timeoutMs = 150_000, intervalMs = 150 }: EventuallyOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      return await check();
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw lastError instanceof Error
    ? lastError
    : new Error(`eventually: deadline passed (${String(lastError)})`);
}
