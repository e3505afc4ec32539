/** Query keys of the client galleries' reads (the live ones are listeners, not queries). */
export const CLIENT_KEYS = {
  list: ["client-galleries", "list"] as const,
  activity: (galleryId: string) => ["client-galleries", "activity", galleryId] as const,
  selections: (galleryId: string) => ["client-galleries", "selections", galleryId] as const,
};
