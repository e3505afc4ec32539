import { ActionIcon, Badge, Group, Text, TextInput, Tooltip } from "@mantine/core";
import type { Category } from "@folio/domain";
import { IconCheck, IconGripVertical, IconLock, IconPencil, IconTrash, IconX } from "@tabler/icons-react";
import { useState, type HTMLAttributes } from "react";
import classes from "./category-row.module.css";

export interface CategoryRowProps {
  category: Category;
  /** Position shown to the owner (1-based). */
  position: number;
  /** Drag handle props from the list; absent for the fixed All row. */
  handleProps?: HTMLAttributes<HTMLElement> | null;
  dragging?: boolean;
  /** Renames; rejects with a readable message (the input then stays). */
  onRename: (name: string) => Promise<void>;
  onDelete: () => void;
}

/** One category: drag handle, name (renamed in place), delete. */
export function CategoryRow({
  category,
  position,
  handleProps,
  dragging,
  onRename,
  onDelete,
}: CategoryRowProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const cancel = () => {
    setEditing(false);
    setName(category.name);
    setError(null);
  };
  const save = async () => {
    if (name.trim() === category.name) return cancel();
    setSaving(true);
    setError(null);
    try {
      await onRename(name);
      setEditing(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Group
      className={classes.row}
      data-dragging={dragging || undefined}
      wrap="nowrap"
      gap="sm"
      role="listitem"
      aria-label={category.name}
    >
      {handleProps ? (
        <span {...handleProps} className={classes.handle} aria-label={`Drag to reorder ${category.name}`}>
          <IconGripVertical size={18} />
        </span>
      ) : (
        <Tooltip label="All always comes first">
          <span className={classes.handle} data-fixed>
            <IconLock size={16} />
          </span>
        </Tooltip>
      )}
      <Text size="xs" c="dimmed" w={20} ta="right">
        {position}
      </Text>
      {editing ? (
        <TextInput
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") void save();
            if (event.key === "Escape") cancel();
          }}
          error={error}
          aria-label={`New name for ${category.name}`}
          flex={1}
          size="sm"
          autoFocus
        />
      ) : (
        <Group gap="xs" flex={1} miw={0}>
          <Text fw={500} truncate="end">
            {category.name}
          </Text>
          {category.isDefault && (
            <Badge size="sm" variant="light" color="gray">
              Default
            </Badge>
          )}
        </Group>
      )}
      <Group gap={4} wrap="nowrap">
        {editing ? (
          <>
            <ActionIcon
              variant="filled"
              onClick={save}
              loading={saving}
              aria-label={`Save the new name of ${category.name}`}
            >
              <IconCheck size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray" onClick={cancel} aria-label="Cancel renaming">
              <IconX size={16} />
            </ActionIcon>
          </>
        ) : (
          <Tooltip label="Rename">
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => setEditing(true)}
              aria-label={`Rename ${category.name}`}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label="Delete">
          <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={`Delete ${category.name}`}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
