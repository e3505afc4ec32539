import {
  CONTENT_CALLABLES,
  tagWireSchema,
  type CreateTagRequest,
  type Tag,
  type TagWire,
} from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "./content-errors";
import { invalidateContent } from "./content-version";
import { useAction } from "./use-action";

/**
 * Creates a tag on the server (owner only). Names are unique without regard to case:
 * a taken name fails with `Tag with this name already exists` (a TagExistsError), also
 * when two creates race. A new tag counts the items that already carry its name.
 */
export async function createTag(name: string): Promise<Tag> {
  const wire = await rethrowing(() => call<CreateTagRequest, TagWire>(CONTENT_CALLABLES.createTag, { name }));
  invalidateContent("tags");
  return tagWireSchema.parse(wire);
}

/** `createTag` with pending and error state. */
export function useCreateTag() {
  return useAction(createTag);
}
