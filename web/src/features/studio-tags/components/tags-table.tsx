import { ActionIcon, Group, Paper, Table, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import type { Tag } from "@folio/domain";
import { modals } from "@mantine/modals";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { notifyFailed, notifySaved } from "@/components/ui/notify";
import { useDeleteTag } from "../api/delete-tag";
import { TagNameCell } from "./tag-name-cell";

/** How a tag's usage reads: usageCount counts published works, never drafts (they are private). */
export function publishedWorks(count: number): string {
  return `${count} published work${count === 1 ? "" : "s"}`;
}

function confirmDelete(tag: Tag, deleteTag: (id: string) => Promise<{ updatedItems: number }>) {
  modals.openConfirmModal({
    title: `Delete the tag “${tag.name}”?`,
    children: (
      <Text size="sm">
        {tag.usageCount > 0
          ? `It is taken off the ${publishedWorks(tag.usageCount)} and any drafts that carry it; the items themselves stay.`
          : "No published work carries it; any draft that does loses it."}
      </Text>
    ),
    labels: { confirm: "Delete tag", cancel: "Keep it" },
    confirmProps: { color: "red" },
    onConfirm: async () => {
      try {
        const { updatedItems } = await deleteTag(tag.id);
        notifySaved(
          "Tag deleted",
          `“${tag.name}” was removed from ${updatedItems} item${updatedItems === 1 ? "" : "s"}.`,
        );
      } catch (error) {
        notifyFailed(`Could not delete “${tag.name}”`, error);
      }
    },
  });
}

export interface TagsTableProps {
  tags: readonly Tag[];
  /** Id of the tag being renamed, if any. */
  editing: string | null;
  onEdit: (id: string | null) => void;
  /** Renames; rejects with a readable message. */
  onRename: (tag: Tag, name: string) => Promise<void>;
}

/** Tags with their usage, popularity and actions. */
export function TagsTable({ tags: shown, editing, onEdit, onRename: rename }: TagsTableProps) {
  const { mutateAsync: deleteTag } = useDeleteTag();
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Tags">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th ta="right">Published works</Table.Th>
              <Table.Th>Added</Table.Th>
              <Table.Th w={96}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((tag) => (
              <Table.Tr key={tag.id} aria-label={tag.name}>
                <Table.Td>
                  <TagNameCell
                    tag={tag}
                    editing={editing === tag.id}
                    onRename={(name) => rename(tag, name)}
                    onDone={() => onEdit(null)}
                  />
                </Table.Td>
                <Table.Td ta="right" aria-label={publishedWorks(tag.usageCount)}>
                  {tag.usageCount}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {tag.createdAt.toLocaleDateString(undefined, {
                      day: "numeric",
                      month: "short",
                      year: "numeric",
                    })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label="Rename">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        onClick={() => onEdit(tag.id)}
                        aria-label={`Rename ${tag.name}`}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => confirmDelete(tag, deleteTag)}
                        aria-label={`Delete ${tag.name}`}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
