import {
  CONTENT_CALLABLES,
  deleteTagResult,
  type DeleteTagRequest,
  type DeleteTagResult,
} from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "@/data/content/content-errors";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TAGS_KEY } from "@/data/content/tags-query";
import { GALLERY_ITEM_KEY } from "@/data/content/gallery-item-query";

/**
 * Deletes a tag (owner only): first its name is removed from every item that has it (in
 * batches, any number of items), then the tag goes. Fails with `Tag not found` (a
 * TagNotFoundError) when it does not exist.
 */
export async function deleteTag(id: string): Promise<DeleteTagResult> {
  const result = await rethrowing(() =>
    call<DeleteTagRequest, DeleteTagResult>(CONTENT_CALLABLES.deleteTag, { id }),
  );
  return deleteTagResult.parse(result);
}

/** `deleteTag` as a mutation for a screen (pending and error state). Tag lists and open items (the tag taken off them) load again. */
export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TAGS_KEY }),
        queryClient.invalidateQueries({ queryKey: GALLERY_ITEM_KEY }),
      ]),
  });
}
