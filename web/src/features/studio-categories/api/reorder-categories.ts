import { CONTENT_CALLABLES, GALLERY_CATEGORY_TYPE, type ReorderCategoriesRequest } from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "@/data/content/content-errors";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CATEGORIES_KEY } from "@/data/content/categories-query";

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
}

/** `reorderCategories` as a mutation for a screen (pending and error state). The category lists load again. */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { ids: readonly string[]; type?: string }) => reorderCategories(vars.ids, vars.type),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });
}
