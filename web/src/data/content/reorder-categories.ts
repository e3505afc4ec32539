import { CONTENT_CALLABLES, GALLERY_CATEGORY_TYPE, type ReorderCategoriesRequest } from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "./content-errors";
import { invalidateContent } from "./content-version";
import { useAction } from "./use-action";

/**
 * Puts the categories of a type in the given order (owner only): they get order 1, 2, 3…
 * and All stays first at 0. Ids left out keep their relative order after the listed ones.
 */
export async function reorderCategories(
  ids: readonly string[],
  type: string = GALLERY_CATEGORY_TYPE,
): Promise<void> {
  await rethrowing(() =>
    call<ReorderCategoriesRequest, null>(CONTENT_CALLABLES.reorderCategories, { type, ids: [...ids] }),
  );
  invalidateContent("categories");
}

/** `reorderCategories` with pending and error state. */
export function useReorderCategories() {
  return useAction(reorderCategories);
}
