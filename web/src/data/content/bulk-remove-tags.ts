import { bulkTagsResult, CONTENT_CALLABLES, type BulkTagsRequest, type BulkTagsResult } from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "./content-errors";
import { invalidateContent } from "./content-version";
import { useAction } from "./use-action";

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
  invalidateContent("gallery", "tags");
  return bulkTagsResult.parse(result);
}

/** `bulkRemoveTags` with pending and error state. */
export function useBulkRemoveTags() {
  return useAction(bulkRemoveTags);
}
