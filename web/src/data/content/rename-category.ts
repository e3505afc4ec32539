import {
  CONTENT_CALLABLES,
  categoryWireSchema,
  type Category,
  type CategoryWire,
  type RenameCategoryRequest,
} from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "./content-errors";
import { invalidateContent } from "./content-version";
import { useAction } from "./use-action";

/** Renames a category (owner only); its id stays, so items keep pointing at it. Rethrows failures. */
export async function renameCategory(id: string, name: string): Promise<Category> {
  const wire = await rethrowing(() =>
    call<RenameCategoryRequest, CategoryWire>(CONTENT_CALLABLES.renameCategory, { id, name }),
  );
  invalidateContent("categories");
  return categoryWireSchema.parse(wire);
}

/** `renameCategory` with pending and error state. */
export function useRenameCategory() {
  return useAction(renameCategory);
}
