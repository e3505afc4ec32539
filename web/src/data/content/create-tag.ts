import {
  CONTENT_CALLABLES,
  tagWireSchema,
  type CreateTagRequest,
  type Tag,
  type TagWire,
} from "@folio/domain";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "./content-errors";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TAGS_KEY } from "./tags-query";

/**
 * Creates a tag on the server (owner only). Names are unique without regard to case:
 * a taken name fails with `Tag with this name already exists` (a TagExistsError), also
 * when two creates race. A new tag counts the items that already carry its name.
 */
export async function createTag(name: string): Promise<Tag> {
  const wire = await rethrowing(() => call<CreateTagRequest, TagWire>(CONTENT_CALLABLES.createTag, { name }));
  return tagWireSchema.parse(wire);
}

/** `createTag` as a mutation for a screen (pending and error state). The tag lists load again. */
export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TAGS_KEY }),
  });
}
