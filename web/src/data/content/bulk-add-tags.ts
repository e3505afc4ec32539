import { bulkTagsResult, CONTENT_CALLABLES, type BulkTagsRequest, type BulkTagsResult } from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "./content-errors";
import { invalidateContent } from "./content-version";
import { useAction } from "./use-action";

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
  invalidateContent("gallery", "tags");
  return bulkTagsResult.parse(result);
}

/** `bulkAddTags` with pending and error state. */
export function useBulkAddTags() {
  return useAction(bulkAddTags);
}
