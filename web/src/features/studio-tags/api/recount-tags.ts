import { CONTENT_CALLABLES, recountResult, type RecountResult } from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TAGS_KEY } from "@/data/content/tags-query";

/**
 * Recomputes every tag's usageCount and isPopular from the gallery on the server (owner
 * only; it also runs nightly). Spec section 8: recount failures are ignored, so this never
 * throws; `failed` says whether it finished.
 */
export async function recountTags(): Promise<RecountResult> {
  try {
    const result = recountResult.parse(
      await call<Record<string, never>, RecountResult>(CONTENT_CALLABLES.recountTags, {}),
    );
    return result;
  } catch {
    return { tags: 0, changedTags: 0, items: 0, failed: true };
  }
}

/** `recountTags` as a mutation for the Tags screen; a finished recount loads the tag lists again. */
export function useRecountTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recountTags,
    onSuccess: (result) =>
      result.failed ? undefined : queryClient.invalidateQueries({ queryKey: TAGS_KEY }),
  });
}
