/** Longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Resolves once the page has loaded and the main thread is idle: for work a visitor does not
 * see (analytics), which must not compete with the first paint and hydration on a slow phone.
 * Where there is no requestIdleCallback (Safari), the load event alone is the signal.
 */
export function whenPageIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === "function")
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else resolve();
    };
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });
}
