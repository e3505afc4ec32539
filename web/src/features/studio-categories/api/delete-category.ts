import {
  CONTENT_CALLABLES,
  deleteCategoryResult,
  type DeleteCategoryRequest,
  type DeleteCategoryResult,
} from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "@/data/content/content-errors";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CATEGORIES_KEY } from "@/data/content/categories-query";
import { GALLERY_ITEM_KEY } from "@/data/content/gallery-item-query";

/**
 * Deletes a category by id (owner only). Its items move to All (their `category` becomes
 * `all`), in batches, so none vanish. Deleting All fails with `Cannot delete the default
 * "All" category` (a DefaultCategoryError).
 */
export async function deleteCategory(id: string): Promise<DeleteCategoryResult> {
  const result = await rethrowing(() =>
    call<DeleteCategoryRequest, DeleteCategoryResult>(CONTENT_CALLABLES.deleteCategory, { id }),
  );
  return deleteCategoryResult.parse(result);
}

/** `deleteCategory` as a mutation for a screen (pending and error state). Category lists and open items (moved to All) load again. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
        queryClient.invalidateQueries({ queryKey: GALLERY_ITEM_KEY }),
      ]),
  });
}
