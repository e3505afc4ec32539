import {
  CONTENT_CALLABLES,
  tagWireSchema,
  type Tag,
  type TagWire,
  type UpdateTagRequest,
} from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "./content-errors";
import { invalidateContent } from "./content-version";
import { useAction } from "./use-action";

/**
 * Renames a tag (owner only) and stamps `updatedAt` with server time. Every item carrying
 * the old name gets the new one. Fails with `Tag not found` or `Tag with this name already
 * exists`, rethrown with the exact message.
 */
export async function updateTag(id: string, name: string): Promise<Tag> {
  const wire = await rethrowing(() =>
    call<UpdateTagRequest, TagWire>(CONTENT_CALLABLES.updateTag, { id, name }),
  );
  invalidateContent("tags", "gallery");
  return tagWireSchema.parse(wire);
}

/** `updateTag` with pending and error state. */
export function useUpdateTag() {
  return useAction(updateTag);
}
