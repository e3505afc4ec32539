import { z } from "../zod";
import { ALL_CATEGORY_ID, ALL_CATEGORY_NAME } from "../constants";
import type { Category } from "./types";
import { CONTENT_LIMITS as L } from "./limits";
import { tidyName } from "./names";
import { firestoreDate } from "./timestamp";

/** The category type of gallery categories (spec section 3: "for example gallery"). */
export const GALLERY_CATEGORY_TYPE = "gallery";

/** A category name as the owner typed it, tidied like tag names; compared with `nameKey`. */
export const categoryNameSchema = z
  .string()
  .transform(tidyName)
  .pipe(z.string().min(1, "Category name is required").max(L.categoryNameMax));

/** Why a category name is refused (the server's own check, for the studio's form), or null. */
export function categoryNameProblem(name: string): string | null {
  const result = categoryNameSchema.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? "Not a category name");
}

export const categoryTypeSchema = z
  .string()
  .min(1)
  .max(L.categoryTypeMax)
  .regex(/^[a-z][a-z0-9-]*$/, "Not a category type");

/** A category document as stored. */
export const categoryDocSchema = z.object({
  name: z.string(),
  type: z.string(),
  order: z.number(),
  createdAt: firestoreDate,
  isDefault: z.boolean(),
});

/** Converts a Firestore category document; null for a malformed one. */
export function safeParseCategory(id: string, data: unknown): Category | null {
  const result = categoryDocSchema.safeParse(data);
  return result.success ? { id, ...result.data } : null;
}

/** The default All category (spec section 3), as added on the client when the list has none. */
export function defaultAllCategory(type: string = GALLERY_CATEGORY_TYPE): Category {
  return {
    id: ALL_CATEGORY_ID,
    name: ALL_CATEGORY_NAME,
    type,
    order: 0,
    createdAt: new Date(0),
    isDefault: true,
  };
}

/** Sorts by `order` ascending (name breaks ties) and puts All first when it is missing. */
export function withDefaultCategory(categories: readonly Category[], type?: string): Category[] {
  const sorted = [...categories].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  return sorted.some((category) => category.isDefault || category.id === ALL_CATEGORY_ID)
    ? sorted
    : [defaultAllCategory(type), ...sorted];
}
