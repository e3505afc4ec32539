import {
  CONTENT_CALLABLES,
  categoryWireSchema,
  type Category,
  type CategoryWire,
  type RenameCategoryRequest,
} from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "@/data/content/content-errors";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CATEGORIES_KEY } from "@/data/content/categories-query";

/** Renames a category (owner only); its id stays, so items keep pointing at it. Rethrows failures. */
export async function renameCategory(id: string, name: string): Promise<Category> {
  const wire = await rethrowing(() =>
    call<RenameCategoryRequest, CategoryWire>(CONTENT_CALLABLES.renameCategory, { id, name }),
  );
  return categoryWireSchema.parse(wire);
}

/** `renameCategory` as a mutation for a screen (pending and error state). The category lists load again. */
export function useRenameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id: string; name: string }) => renameCategory(vars.id, vars.name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });
}
