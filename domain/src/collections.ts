/** Firestore collection names: the public data contract (spec section 7). */
export const COLLECTIONS = {
  gallery: "gallery",
  categories: "categories",
  tags: "tags",
  analyticsEvents: "analytics_events",
  analyticsCounters: "analytics_counters",
  userSessions: "user_sessions",
  inquiries: "inquiries",
  bookings: "bookings",
  /** `{uid}_{itemId}`: who liked what (server-created, the visitor may read and delete its own). */
  likeMarks: "like_marks",
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
