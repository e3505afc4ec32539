import {
  CONTENT_CALLABLES,
  deleteTagResult,
  type DeleteTagRequest,
  type DeleteTagResult,
} from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "./content-errors";
import { invalidateContent } from "./content-version";
import { useAction } from "./use-action";

/**
 * Deletes a tag (owner only): first its name is removed from every item that has it (in
 * batches, any number of items), then the tag goes. Fails with `Tag not found` (a
 * TagNotFoundError) when it does not exist.
 */
export async function deleteTag(id: string): Promise<DeleteTagResult> {
  const result = await rethrowing(() =>
    call<DeleteTagRequest, DeleteTagResult>(CONTENT_CALLABLES.deleteTag, { id }),
  );
  invalidateContent("tags", "gallery");
  return deleteTagResult.parse(result);
}

/** `deleteTag` with pending and error state. */
export function useDeleteTag() {
  return useAction(deleteTag);
}
