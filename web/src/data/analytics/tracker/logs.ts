// One function per log event. The tracker never throws at the page; it says what happened here.

/** Why this browser's visit is not counted (once per page load). */
export function logTrackingSkipped(reason: string): void {
  console.debug(`[analytics] not tracking this visit: ${reason}`);
}

/** A write of the tracker failed; the visitor notices nothing. */
export function logTrackerWriteFailed(what: string, error: unknown): void {
  console.warn(`[analytics] ${what} was not recorded`, error);
}

/** The tracker could not start (its module failed to load, or the app is not configured). */
export function logTrackerUnavailable(error: unknown): void {
  console.warn("[analytics] tracker unavailable", error);
}

/** An event was dropped before writing because its content did not fit the rules. */
export function logEventDropped(type: string, detail: string): void {
  console.warn(`[analytics] ${type} event dropped: ${detail}`);
}
