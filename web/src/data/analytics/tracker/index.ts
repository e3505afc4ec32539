// The public site's only entry to visitor analytics (see docs/analytics.md).
export type { TrackedContent } from "@folio/domain";
export { recordEvent, recordLike, startTracking, trackPageView } from "./api";
export { usePageViewTracking } from "./use-page-view-tracking";
