import { Group, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

export interface NameFormProps {
  /** Accessible name of the form, e.g. "Add a tag". */
  formLabel: string;
  /** Label of the name field. */
  label: string;
  /** Example name shown while the field is empty. */
  placeholder: string;
  /** Longest name the field accepts. */
  maxLength: number;
  /** Text of the submit button. */
  submitLabel: string;
  /** Why `name` cannot be sent, checked before `onSubmit`; null when it can. */
  problem: (name: string) => string | null;
  /** Stores the name; a rejection's message shows under the field and the name stays in it. */
  onSubmit: (name: string) => Promise<void>;
}

/** One name and a submit button: the field empties once stored and keeps a refused name with the reason. */
export function NameForm({
  formLabel,
  label,
  placeholder,
  maxLength,
  submitLabel,
  problem,
  onSubmit,
}: NameFormProps) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const refusal = problem(name);
    if (refusal) return setError(refusal);
    setSaving(true);
    setError(null);
    try {
      await onSubmit(name);
      setName("");
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label={formLabel}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={label}
          placeholder={placeholder}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          maxLength={maxLength}
          flex={1}
          maw={420}
        />
        <Group pt={25}>
          <Button type="submit" loading={saving} leftIcon={<IconPlus size={18} />}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
