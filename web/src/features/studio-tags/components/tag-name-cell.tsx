import { ActionIcon, Anchor, Badge, Group, TextInput } from "@mantine/core";
import { CONTENT_LIMITS, type Tag } from "@folio/domain";
import { IconCheck, IconFlame, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "@/config/paths";

export interface TagNameCellProps {
  tag: Tag;
  editing: boolean;
  /** Renames; rejects with a readable message (the input then stays with it). */
  onRename: (name: string) => Promise<void>;
  onDone: () => void;
}

/** A tag's name with its popular badge, or the field that renames it. */
export function TagNameCell({ tag, editing, onRename, onDone }: TagNameCellProps) {
  const [name, setName] = useState(tag.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const cancel = () => {
    setName(tag.name);
    setError(null);
    onDone();
  };
  const save = async () => {
    if (name.trim() === tag.name) return cancel();
    setSaving(true);
    setError(null);
    try {
      await onRename(name);
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  if (editing) {
    return (
      <Group gap={4} wrap="nowrap" align="flex-start">
        <TextInput
          size="sm"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") void save();
            if (event.key === "Escape") cancel();
          }}
          error={error}
          maxLength={CONTENT_LIMITS.tagNameMax}
          aria-label={`New name for ${tag.name}`}
          autoFocus
          flex={1}
        />
        <ActionIcon size="lg" onClick={save} loading={saving} aria-label={`Save the new name of ${tag.name}`}>
          <IconCheck size={16} />
        </ActionIcon>
        <ActionIcon size="lg" variant="subtle" color="gray" onClick={cancel} aria-label="Cancel renaming">
          <IconX size={16} />
        </ActionIcon>
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Anchor
        component={Link}
        to={`${paths.studio.gallery.href()}?tag=${encodeURIComponent(tag.name)}`}
        fw={500}
        c="inherit"
      >
        {tag.name}
      </Anchor>
      {tag.isPopular && (
        <Badge size="sm" color="orange" variant="light" leftSection={<IconFlame size={12} />}>
          Popular
        </Badge>
      )}
    </Group>
  );
}
