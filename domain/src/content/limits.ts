/**
 * Bounds on content fields. The zod schemas and `firestore.rules` enforce the same numbers
 * (the rules cannot import them: keep both in step; the rules suite tests each bound).
 */
export const CONTENT_LIMITS = {
  titleMax: 200,
  descriptionMax: 5000,
  altMax: 500,
  urlMax: 2048,
  storagePathMax: 1024,
  contentTypeMax: 100,
  sizesMax: 12,
  /** Largest width or height accepted, in pixels. */
  dimensionMax: 100_000,
  tagsPerItemMax: 30,
  tagNameMax: 50,
  categoryIdMax: 80,
  categoryNameMax: 60,
  categoryTypeMax: 30,
  /** Items one bulk tag operation may touch. */
  bulkItemsMax: 1000,
  /** Tags one bulk tag operation may add or remove. */
  bulkTagsMax: 30,
} as const;
