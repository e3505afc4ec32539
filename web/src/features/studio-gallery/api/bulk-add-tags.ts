import { bulkTagsResult, CONTENT_CALLABLES, type BulkTagsRequest, type BulkTagsResult } from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "@/data/content/content-errors";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TAGS_KEY } from "@/data/content/tags-query";
import { GALLERY_ITEM_KEY } from "@/data/content/gallery-item-query";

/**
 * Adds tag names to the selected items on the server (owner only), merged without
 * duplicates regardless of case, then recounts the tags' usage.
 */
export async function bulkAddTags(
  itemIds: readonly string[],
  tags: readonly string[],
): Promise<BulkTagsResult> {
  const result = await rethrowing(() =>
    call<BulkTagsRequest, BulkTagsResult>(CONTENT_CALLABLES.bulkAddTags, {
      itemIds: [...itemIds],
      tags: [...tags],
    }),
  );
  return bulkTagsResult.parse(result);
}

/** `bulkAddTags` as a mutation for a screen (pending and error state). Tag lists and the changed items load again. */
export function useBulkAddTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { itemIds: readonly string[]; tags: readonly string[] }) =>
      bulkAddTags(vars.itemIds, vars.tags),
    onSuccess: (_result, vars) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TAGS_KEY }),
        ...vars.itemIds.map((id) => queryClient.invalidateQueries({ queryKey: [...GALLERY_ITEM_KEY, id] })),
      ]),
  });
}
