import { CONTENT_LIMITS, tagNameProblem } from "@folio/domain";
import { NameForm } from "@/components/ui/name-form";
import { notifySaved } from "@/components/ui/notify";
import { useCreateTag } from "@/data/content/create-tag";
import { publishedWorks } from "./tags-table";

/** Adds a tag; a taken name ("Tag with this name already exists") stays in the field with the reason. */
export function NewTagForm() {
  const createTag = useCreateTag();
  return (
    <NameForm
      formLabel="Add a tag"
      label="New tag"
      placeholder="e.g. Golden hour"
      maxLength={CONTENT_LIMITS.tagNameMax}
      submitLabel="Add tag"
      problem={tagNameProblem}
      onSubmit={async (name) => {
        const tag = await createTag.mutateAsync(name);
        notifySaved(
          "Tag added",
          tag.usageCount > 0
            ? `“${tag.name}” is already on ${publishedWorks(tag.usageCount)}.`
            : `“${tag.name}”`,
        );
      }}
    />
  );
}
