import { Group, TextInput } from "@mantine/core";
import { CONTENT_LIMITS, tagNameProblem } from "@folio/domain";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { createTag } from "@/data/content/create-tag";
import { notifySaved } from "../notify";

/** Adds a tag; a taken name ("Tag with this name already exists") stays in the field with the reason. */
export function NewTagForm() {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = tagNameProblem(name);
    if (problem) return setError(problem);
    setSaving(true);
    setError(null);
    try {
      const tag = await createTag(name);
      notifySaved(
        "Tag added",
        tag.usageCount > 0 ? `“${tag.name}” is already on ${tag.usageCount} items.` : `“${tag.name}”`,
      );
      setName("");
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Add a tag">
      <Group align="flex-start" gap="sm">
        <TextInput
          label="New tag"
          placeholder="e.g. Golden hour"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          maxLength={CONTENT_LIMITS.tagNameMax}
          flex={1}
          maw={420}
        />
        <Group pt={25}>
          <Button type="submit" loading={saving} leftIcon={<IconPlus size={18} />}>
            Add tag
          </Button>
        </Group>
      </Group>
    </form>
  );
}
