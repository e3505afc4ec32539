// The public site's only entry to visitor analytics (see docs/analytics.md).
export { recordEvent, recordLike } from "./api";
export { usePageViewTracking } from "./use-page-view-tracking";
