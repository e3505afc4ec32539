// Dashboard read operations for the studio (owner only). The public tracker is in ./tracker
// and is imported from there, so the studio's code never lands on the visitor path.
export * from "./date-range";
export * from "./get-active-visitors";
export * from "./get-analytics-csv";
export * from "./get-device-stats";
export * from "./get-events-by-type";
export * from "./get-metrics";
export * from "./get-popular-content";
export * from "./get-top-content";
export * from "./get-traffic-sources";
export * from "./get-views-per-day";
export * from "./list-events";
export * from "./list-sessions";
export * from "./rebuild-metrics";
export * from "./subscribe-today-counters";
export type { Page, PageCursor, PagedList } from "./use-paged-list";
