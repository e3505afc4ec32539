import { z } from "../zod";
import type { Category, Tag } from "./types";
import { categoryIdSchema, tagNameSchema } from "./gallery-schema";
import { categoryNameSchema, categoryTypeSchema, GALLERY_CATEGORY_TYPE } from "./category-schema";
import { CONTENT_LIMITS as L } from "./limits";
import { epochMillisDate } from "./timestamp";

/** Names of the owner-only callable functions of the content area (web `call()` ↔ functions exports). */
export const CONTENT_CALLABLES = {
  createCategory: "createCategory",
  renameCategory: "renameCategory",
  reorderCategories: "reorderCategories",
  deleteCategory: "deleteCategory",
  createTag: "createTag",
  updateTag: "updateTag",
  deleteTag: "deleteTag",
  bulkAddTags: "bulkAddTags",
  bulkRemoveTags: "bulkRemoveTags",
  recountTags: "recountTags",
} as const;

const docId = z
  .string()
  .min(1)
  .max(1500)
  .regex(/^[^/]+$/, "Not a document id");

export const createCategoryRequest = z.strictObject({
  name: categoryNameSchema,
  type: categoryTypeSchema.default(GALLERY_CATEGORY_TYPE),
});
export const renameCategoryRequest = z.strictObject({ id: categoryIdSchema, name: categoryNameSchema });
export const reorderCategoriesRequest = z.strictObject({
  type: categoryTypeSchema.default(GALLERY_CATEGORY_TYPE),
  ids: z.array(categoryIdSchema).max(500),
});
export const deleteCategoryRequest = z.strictObject({ id: categoryIdSchema });
export const createTagRequest = z.strictObject({ name: tagNameSchema });
export const updateTagRequest = z.strictObject({ id: docId, name: tagNameSchema });
export const deleteTagRequest = z.strictObject({ id: docId });
export const bulkTagsRequest = z.strictObject({
  itemIds: z.array(docId).min(1).max(L.bulkItemsMax),
  tags: z.array(tagNameSchema).min(1).max(L.bulkTagsMax),
});
export const recountTagsRequest = z.strictObject({}).optional();

export type CreateCategoryRequest = z.input<typeof createCategoryRequest>;
export type RenameCategoryRequest = z.input<typeof renameCategoryRequest>;
export type ReorderCategoriesRequest = z.input<typeof reorderCategoriesRequest>;
export type DeleteCategoryRequest = z.input<typeof deleteCategoryRequest>;
export type CreateTagRequest = z.input<typeof createTagRequest>;
export type UpdateTagRequest = z.input<typeof updateTagRequest>;
export type DeleteTagRequest = z.input<typeof deleteTagRequest>;
export type BulkTagsRequest = z.input<typeof bulkTagsRequest>;

/** A category as a callable returns it (times as epoch milliseconds). */
export const categoryWireSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  order: z.number(),
  createdAt: epochMillisDate,
  isDefault: z.boolean(),
});
export type CategoryWire = z.input<typeof categoryWireSchema>;

/** A tag as a callable returns it (times as epoch milliseconds). */
export const tagWireSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: epochMillisDate,
  updatedAt: epochMillisDate,
  usageCount: z.number().int().nonnegative(),
  isPopular: z.boolean(),
});
export type TagWire = z.input<typeof tagWireSchema>;

/** What deleting a category did: how many items moved to All. */
export const deleteCategoryResult = z.object({ movedItems: z.number().int().nonnegative() });
export type DeleteCategoryResult = z.infer<typeof deleteCategoryResult>;

/** What deleting a tag did: how many items lost the name. */
export const deleteTagResult = z.object({ updatedItems: z.number().int().nonnegative() });
export type DeleteTagResult = z.infer<typeof deleteTagResult>;

/** What a bulk tag operation did: items changed, items not found. */
export const bulkTagsResult = z.object({
  updatedItems: z.number().int().nonnegative(),
  missingItems: z.array(z.string()),
});
export type BulkTagsResult = z.infer<typeof bulkTagsResult>;

/** What a recount did; `failed` when it could not finish (spec section 8: ignored, logged). */
export const recountResult = z.object({
  tags: z.number().int().nonnegative(),
  changedTags: z.number().int().nonnegative(),
  items: z.number().int().nonnegative(),
  failed: z.boolean(),
});
export type RecountResult = z.infer<typeof recountResult>;

/** A domain category as sent over a callable. */
export function categoryToWire(category: Category): CategoryWire {
  return { ...category, createdAt: category.createdAt.getTime() };
}

/** A domain tag as sent over a callable. */
export function tagToWire(tag: Tag): TagWire {
  return { ...tag, createdAt: tag.createdAt.getTime(), updatedAt: tag.updatedAt.getTime() };
}
