import { Group, TextInput } from "@mantine/core";
import { CONTENT_LIMITS } from "@folio/domain";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { createCategory } from "@/data/content/create-category";
import { notifySaved } from "../notify";

/** Adds a category at the end of the order; a refused name stays in the field with the reason. */
export function NewCategoryForm() {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError("Give the category a name");
    setSaving(true);
    setError(null);
    try {
      const category = await createCategory({ name });
      notifySaved("Category added", `“${category.name}” is position ${category.order}.`);
      setName("");
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Add a category">
      <Group align="flex-start" gap="sm">
        <TextInput
          label="New category"
          placeholder="e.g. Weddings"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          maxLength={CONTENT_LIMITS.categoryNameMax}
          flex={1}
          maw={420}
        />
        <Group pt={25}>
          <Button type="submit" loading={saving} leftIcon={<IconPlus size={18} />}>
            Add category
          </Button>
        </Group>
      </Group>
    </form>
  );
}
