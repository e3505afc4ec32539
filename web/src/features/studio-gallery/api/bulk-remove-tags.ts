import { bulkTagsResult, CONTENT_CALLABLES, type BulkTagsRequest, type BulkTagsResult } from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "@/data/content/content-errors";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TAGS_KEY } from "@/data/content/tags-query";
import { GALLERY_ITEM_KEY } from "@/data/content/gallery-item-query";

/** Removes tag names (any case) from the selected items on the server (owner only), then recounts. */
export async function bulkRemoveTags(
  itemIds: readonly string[],
  tags: readonly string[],
): Promise<BulkTagsResult> {
  const result = await rethrowing(() =>
    call<BulkTagsRequest, BulkTagsResult>(CONTENT_CALLABLES.bulkRemoveTags, {
      itemIds: [...itemIds],
      tags: [...tags],
    }),
  );
  return bulkTagsResult.parse(result);
}

/** `bulkRemoveTags` as a mutation for a screen (pending and error state). Tag lists and the changed items load again. */
export function useBulkRemoveTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { itemIds: readonly string[]; tags: readonly string[] }) =>
      bulkRemoveTags(vars.itemIds, vars.tags),
    onSuccess: (_result, vars) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TAGS_KEY }),
        ...vars.itemIds.map((id) => queryClient.invalidateQueries({ queryKey: [...GALLERY_ITEM_KEY, id] })),
      ]),
  });
}
