// The tracker's public calls. Everything heavy (Firestore Lite, the session clock) loads
// lazily, once the page has loaded and gone idle, and only for visitors who are counted.
import type { EventType, TrackedContent } from "@folio/domain";
import { isPrivatePath } from "@/config/paths";
import { hasOwnerFlag } from "@/lib/owner-flag";
import { whenPageIdle } from "@/lib/page-idle";
import { trackerConfig } from "./config";
import { logTrackerUnavailable, logTrackingSkipped } from "./logs";
import type { Tracker } from "./tracker-engine";
import { readVisitorSignals, skipReason } from "./visitor-filter";

let loading: Promise<Tracker | null> | undefined;

/**
 * The address the visitor arrived at, read as the app starts: the tracker loads once the page
 * is idle, when a visitor who opened a work at once is elsewhere, and the landing URL's UTM
 * parameters and source would be lost.
 */
const landingUrl = typeof location === "undefined" ? "" : location.href;

function tracker(): Promise<Tracker | null> {
  loading ??= (async () => {
    const reason = skipReason(trackerConfig, readVisitorSignals(hasOwnerFlag()));
    if (reason) {
      logTrackingSkipped(reason);
      return null;
    }
    // Events wait in this promise meanwhile: none is lost, and none delays the first paint.
    await whenPageIdle();
    const { createBrowserTracker } = await import("./browser-tracker");
    return createBrowserTracker(landingUrl);
  })().catch((error: unknown) => {
    logTrackerUnavailable(error);
    return null;
  });
  return loading;
}

function currentPath(): string | undefined {
  return typeof location === "undefined" ? undefined : location.pathname;
}

/** Whether this page load began, or now is, at a private address (a client gallery). */
function onPrivatePage(): boolean {
  const path = currentPath();
  return (
    (path !== undefined && isPrivatePath(path)) ||
    (landingUrl !== "" && isPrivatePath(new URL(landingUrl).pathname))
  );
}

function withTracker(use: (tracker: Tracker) => void): void {
  // The owner may sign in to the studio in another tab while this page is open. A client
  // gallery records nothing, and its address (the gallery's key) never becomes a landing page.
  if (hasOwnerFlag() || onPrivatePage()) return;
  void tracker().then((instance) => {
    if (instance) use(instance);
  });
}

/**
 * Records one visitor event (spec section 3): fire-and-forget, never throws, never waits.
 * Pass the gallery item for item events (image_view, video_view, like, and download or
 * share of an item). page_view and gallery_view are views; every other type is an
 * interaction and ends the session's bounce.
 */
export function recordEvent(type: EventType, content?: TrackedContent): void {
  // The path now, not once the tracker has loaded: the first event's path is the entry page.
  const path = currentPath();
  withTracker((instance) => instance.record(type, content, path));
}

/**
 * Records a like bound to the visitor's anonymous Firebase Auth `uid` (the Likes contract:
 * the rules accept a client's like only with its own uid; the server counts one per uid and item).
 */
export function recordLike(content: TrackedContent, uid: string): void {
  const path = currentPath();
  withTracker((instance) => instance.record("like", content, path, uid));
}

/** Records a page_view of `path` (default: the current location's path). */
export function trackPageView(path: string | undefined = currentPath()): void {
  withTracker((instance) => instance.record("page_view", undefined, path));
}

/**
 * Starts the session clock (visible time, heartbeats, flush when the tab is hidden). Call
 * once when the public site mounts; idempotent; `recordEvent` starts it too.
 */
export function startTracking(): void {
  withTracker((instance) => instance.start());
}
