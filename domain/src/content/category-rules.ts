import { ALL_CATEGORY_ID } from "../constants";
import { CONTENT_LIMITS } from "./limits";
import { slugWords } from "./slug";

/**
 * The order of a new category: one higher than the current maximum within its type
 * (spec section 5), so at least 1 (the All category holds 0).
 */
export function nextCategoryOrder(
  categories: readonly { type: string; order: number }[],
  type: string,
): number {
  const orders = categories.filter((category) => category.type === type).map((category) => category.order);
  return Math.max(0, ...orders) + 1;
}

/** A URL-friendly id from a name: "Black & White" → "black-white"; "category" when nothing is left. */
export function slugify(name: string): string {
  const slug = slugWords(name, CONTENT_LIMITS.categoryIdMax - 4);
  return slug === "" ? "category" : slug;
}

/** `slugify(name)`, suffixed -2, -3… until it is not taken; never the reserved `all`. */
export function uniqueCategoryId(name: string, taken: ReadonlySet<string>): string {
  const base = slugify(name);
  const blocked = (id: string) => taken.has(id) || id === ALL_CATEGORY_ID;
  if (!blocked(base)) return base;
  let suffix = 2;
  while (blocked(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/**
 * New `order` values for a reordering: the given ids get 1, 2, 3… in that sequence (All
 * keeps 0); categories left out follow in their current order. Returns only the changes.
 */
export function planCategoryOrder(
  current: readonly { id: string; order: number; isDefault: boolean }[],
  orderedIds: readonly string[],
): { id: string; order: number }[] {
  const movable = current.filter((category) => !category.isDefault);
  const listed = new Set(orderedIds);
  const sequence = [
    ...orderedIds.flatMap((id) => movable.filter((category) => category.id === id)),
    // Categories the request left out (created meanwhile) keep their relative order, after the rest.
    ...movable.filter((category) => !listed.has(category.id)).sort((a, b) => a.order - b.order),
  ];
  return sequence.flatMap((category, index) =>
    category.order === index + 1 ? [] : [{ id: category.id, order: index + 1 }],
  );
}
