import { CONTENT_CALLABLES, recountResult, type RecountResult } from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { invalidateContent } from "./content-version";
import { useAction } from "./use-action";

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
    invalidateContent("tags");
    return result;
  } catch {
    return { tags: 0, changedTags: 0, items: 0, failed: true };
  }
}

/** `recountTags` with pending state. */
export function useRecountTags() {
  return useAction(recountTags);
}
