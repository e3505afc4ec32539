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
  /**
   * Sub-collection of `analytics_counters/{date}`: one document per traffic source seen that
   * day (`sources/{hash of the label}` holding `label` and `sessions`), so the day's document
   * keeps only the top TOP_SOURCES_PER_DAY and `Other`, whatever the number of sources.
   */
  sources: "sources",
  /**
   * Sub-collection of `analytics_counters/{date}`: one item's counts that day
   * (`item_counts/{itemId}`: views, likes, downloads, shares), folded from its shards. The
   * full per-item history (a collection-group query by `itemId`); the day's document keeps
   * the top TOP_ITEMS_PER_DAY.
   */
  itemCounts: "item_counts",
  /** Sub-collection of `analytics_counters/{date}`: write shards of the items' day counts (`{itemId}_{n}`). */
  itemShards: "item_shards",
  /**
   * What the server has counted of each session (`analytics_session_counts/{sessionId}`),
   * kept apart from the document the visitor writes so that a heartbeat fires one trigger.
   */
  sessionCounts: "analytics_session_counts",
  /**
   * One marker per session and item viewed (`view_marks/{hash}`): the item's `views` rise
   * once per session, however often it is opened. Expires after VIEW_MARK_TTL_DAYS (TTL).
   */
  viewMarks: "view_marks",
} as const;

/** Items the day's counter document keeps, by views (the rest stay in `item_counts`). */
export const TOP_ITEMS_PER_DAY = 100;

/** Traffic sources the day's counter document keeps, by sessions; the rest add up to OTHER_SOURCE. */
export const TOP_SOURCES_PER_DAY = 25;

/** Label of the sessions of every source beyond the day's top TOP_SOURCES_PER_DAY. */
export const OTHER_SOURCE = "Other";

/** Write shards of one item's day counts: a hot item takes ~10 writes/s before contention. */
export const ITEM_SHARDS = 10;

/** View markers outlive any session (sessions end within a day); the TTL policy removes them. */
export const VIEW_MARK_TTL_DAYS = 2;

/** Shards per day: each takes about 1 write/s, so together they absorb ~50 events/s without contention. */
export const COUNTER_SHARDS = 50;

/** Minimum spacing of two folds of the shards into one date document (Firestore's ~1 write/s/document). */
export const FOLD_INTERVAL_MS = 1000;

/** A visitor counts as active when their session saw activity this recently. */
export const ACTIVE_VISITOR_WINDOW_MS = 5 * 60 * 1000;
