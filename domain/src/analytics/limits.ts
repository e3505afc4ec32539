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
  /**
   * Sub-collection of `analytics_counters/{date}`: one empty marker per visitor id seen that
   * day (`visitors/{visitorId}`), made by the visitor's first counted event or session with the
   * `+1` of the day's unique visitors, so unique visitors need no map that grows with traffic.
   */
  visitors: "visitors",
  /**
   * Sub-collection of `analytics_counters/{date}`: one document per label seen that day of a
   * kind whose counter map has `Other` (a traffic source, a campaign, a country…:
   * `labels/{hash of kind and label}` holding `kind`, `label` and `sessions`), so the day's
   * document keeps only each kind's top TOP_SOURCES_PER_DAY and `Other`, whatever the number
   * of labels.
   */
  labels: "labels",
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

/** Traffic sources the day's counter document keeps, by sessions; the rest add up to OTHER_SOURCE. */
export const TOP_SOURCES_PER_DAY = 25;

/** Label of the sessions of every source beyond the day's top TOP_SOURCES_PER_DAY. */
export const OTHER_SOURCE = "Other";

/** View markers outlive any session (sessions end within a day); the TTL policy removes them. */
export const VIEW_MARK_TTL_DAYS = 2;

/**
 * Minimum spacing of one instance's commits to one day's counter and a gallery item
 * (Firestore's ~1 write/s/document): a burst's events meanwhile share the next commit.
 */
export const COMMIT_INTERVAL_MS = 1000;

/** A visitor counts as active when their session saw activity this recently. */
export const ACTIVE_VISITOR_WINDOW_MS = 5 * 60 * 1000;
