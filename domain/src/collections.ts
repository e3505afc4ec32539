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
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
