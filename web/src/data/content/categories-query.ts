import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchCategories } from "./list-categories";

// The studio's query of the categories, apart from list-categories.ts because the public
// gallery imports that file: keeping TanStack Query out of it keeps the library out of the
// visitor's first load.

/** Key of every category list; category writes invalidate it. */
export const CATEGORIES_KEY = ["categories"] as const;

/** The studio's query of the categories (of one type). */
export function categoriesQueryOptions(type?: string | null) {
  return queryOptions({ queryKey: [...CATEGORIES_KEY, type ?? null], queryFn: () => fetchCategories(type) });
}

/** The categories for a studio screen, with loading and error apart. */
export function useCategoriesQuery(type?: string | null) {
  return useQuery(categoriesQueryOptions(type));
}
