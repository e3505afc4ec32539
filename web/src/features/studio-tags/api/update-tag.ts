import {
  CONTENT_CALLABLES,
  tagWireSchema,
  type Tag,
  type TagWire,
  type UpdateTagRequest,
} from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "@/data/content/content-errors";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TAGS_KEY } from "@/data/content/tags-query";
import { GALLERY_ITEM_KEY } from "@/data/content/gallery-item-query";

/**
 * Renames a tag (owner only) and stamps `updatedAt` with server time. Every item carrying
 * the old name gets the new one. Fails with `Tag not found` or `Tag with this name already
 * exists`, rethrown with the exact message.
 */
export async function updateTag(id: string, name: string): Promise<Tag> {
  const wire = await rethrowing(() =>
    call<UpdateTagRequest, TagWire>(CONTENT_CALLABLES.updateTag, { id, name }),
  );
  return tagWireSchema.parse(wire);
}

/** `updateTag` as a mutation for a screen (pending and error state). Tag lists and open items (renamed on them) load again. */
export function useUpdateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id: string; name: string }) => updateTag(vars.id, vars.name),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TAGS_KEY }),
        queryClient.invalidateQueries({ queryKey: GALLERY_ITEM_KEY }),
      ]),
  });
}
