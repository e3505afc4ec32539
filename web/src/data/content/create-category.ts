import {
  CONTENT_CALLABLES,
  categoryWireSchema,
  type Category,
  type CategoryWire,
  type CreateCategoryRequest,
} from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "./content-errors";
import { invalidateContent } from "./content-version";
import { useAction } from "./use-action";

/**
 * Creates a category on the server (owner only). Its id is a slug of the name made
 * unique; its order is one higher than the maximum within its type, decided in a
 * transaction so concurrent creates never share one. Rethrows failures with their message.
 */
export async function createCategory(request: CreateCategoryRequest): Promise<Category> {
  const wire = await rethrowing(() =>
    call<CreateCategoryRequest, CategoryWire>(CONTENT_CALLABLES.createCategory, request),
  );
  invalidateContent("categories");
  return categoryWireSchema.parse(wire);
}

/** `createCategory` with pending and error state. */
export function useCreateCategory() {
  return useAction(createCategory);
}
