import {
  CONTENT_CALLABLES,
  categoryWireSchema,
  type Category,
  type CategoryWire,
  type CreateCategoryRequest,
} from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "@/data/content/content-errors";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CATEGORIES_KEY } from "@/data/content/categories-query";

/**
 * Creates a category on the server (owner only). Its id is a slug of the name made
 * unique; its order is one higher than the maximum within its type, decided in a
 * transaction so concurrent creates never share one. Rethrows failures with their message.
 */
export async function createCategory(request: CreateCategoryRequest): Promise<Category> {
  const wire = await rethrowing(() =>
    call<CreateCategoryRequest, CategoryWire>(CONTENT_CALLABLES.createCategory, request),
  );
  return categoryWireSchema.parse(wire);
}

/** `createCategory` as a mutation for a screen (pending and error state). The category lists load again. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });
}
