import {
  CONTENT_CALLABLES,
  deleteCategoryResult,
  type DeleteCategoryRequest,
  type DeleteCategoryResult,
} from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "./content-errors";
import { invalidateContent } from "./content-version";
import { useAction } from "./use-action";

/**
 * Deletes a category by id (owner only). Its items move to All (their `category` becomes
 * `all`), in batches, so none vanish. Deleting All fails with `Cannot delete the default
 * "All" category` (a DefaultCategoryError).
 */
export async function deleteCategory(id: string): Promise<DeleteCategoryResult> {
  const result = await rethrowing(() =>
    call<DeleteCategoryRequest, DeleteCategoryResult>(CONTENT_CALLABLES.deleteCategory, { id }),
  );
  invalidateContent("categories", "gallery");
  return deleteCategoryResult.parse(result);
}

/** `deleteCategory` with pending and error state. */
export function useDeleteCategory() {
  return useAction(deleteCategory);
}
