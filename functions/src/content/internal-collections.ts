/**
 * Server-only collections of the content area (the rules deny every client access).
 * - `tag_names/{key}`: one reservation per tag name key (lower-cased name) → `{ tagId, name }`.
 *   Creating it in a transaction is what makes tag names unique without regard to case.
 * - `tag_usage/{itemId}`: the ledger `{ keys }` of tag keys already counted for an item.
 *   Triggers and bulk writes move counts by the difference between an item's tags and
 *   its ledger, so redelivered events and overlapping recounts never count twice.
 */
export const INTERNAL_COLLECTIONS = {
  tagNames: "tag_names",
  tagUsage: "tag_usage",
} as const;
