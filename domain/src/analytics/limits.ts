/** Bounds of what a visitor's browser may write; the Firestore rules enforce the same numbers. */
export const ANALYTICS_LIMITS = {
  /** Gallery item ids, session ids and visitor ids. */
  idMax: 128,
  contentTitleMax: 200,
  categoryMax: 100,
  pathMax: 300,
  /** Traffic source labels (a host name or a utm_source value). */
  sourceMax: 100,
  /** A session longer than a day is a runaway tab, not a visit. */
  sessionDurationMaxSeconds: 24 * 60 * 60,
} as const;

/** Ids the tracker generates and the rules accept (see keys.ts: one pattern for both). */
export const ANALYTICS_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{7,127}$/;

/** Collections and sub-collections of the analytics pipeline beyond the spec's three. */
export const ANALYTICS_COLLECTIONS = {
  /** Per-day computed metrics written by the nightly rollup (`analytics_metrics/{YYYY-MM-DD}`). */
  metrics: "analytics_metrics",
  /** Sub-collection of `analytics_counters/{date}`: the write shards folded into the date document. */
  shards: "shards",
  /**
   * Sub-collection of `analytics_counters/{date}`: one empty marker per visitor id seen that
   * day (`visitors/{visitorId}`). The fold counts them (a count aggregation, one read per
   * 1,000 markers), so unique visitors need no map that grows with traffic.
   */
  visitors: "visitors",
} as const;

/** Shards per day: each takes about 1 write/s, so together they absorb ~50 events/s without contention. */
export const COUNTER_SHARDS = 50;

/** Minimum spacing of two folds of the shards into one date document (Firestore's ~1 write/s/document). */
export const FOLD_INTERVAL_MS = 1000;

/** A visitor counts as active when their session saw activity this recently. */
export const ACTIVE_VISITOR_WINDOW_MS = 5 * 60 * 1000;
