import { ActionIcon, Card, Group, Menu, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconArrowLeft, IconArrowRight, IconDots, IconTrash } from "@tabler/icons-react";
import type { ClientSet } from "@folio/domain";
import type { ClientWork } from "@/data/clients/client-docs";
import classes from "./work-card.module.css";
import { WorkThumb } from "./work-thumb";

export interface WorkCardProps {
  work: ClientWork;
  /** The gallery's sets (to move the work into another). */
  sets: readonly ClientSet[];
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  onMoveToSet: (setId: string) => void;
  onDelete: () => void;
}

/** One work in a set's grid, with its order, set and delete actions. */
export function WorkCard({ work, sets, first, last, onMove, onMoveToSet, onDelete }: WorkCardProps) {
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete ${work.fileName}?`,
      children: (
        <Text size="sm">
          The client will no longer see it, and its favourites and downloads are forgotten.
        </Text>
      ),
      labels: { confirm: "Delete", cancel: "Keep" },
      confirmProps: { color: "red" },
      onConfirm: onDelete,
    });
  return (
    <Card withBorder padding="xs" radius="md" component="li" aria-label={work.fileName}>
      <WorkThumb work={work} />
      <Group justify="space-between" gap={4} mt="xs" wrap="nowrap">
        <Text size="xs" className={classes.name} lineClamp={1} title={work.fileName}>
          {work.fileName}
        </Text>
        <Group gap={0} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={`Move ${work.fileName} earlier`}
            disabled={first}
            onClick={() => onMove(-1)}
          >
            <IconArrowLeft size={14} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={`Move ${work.fileName} later`}
            disabled={last}
            onClick={() => onMove(1)}
          >
            <IconArrowRight size={14} />
          </ActionIcon>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" size="sm" aria-label={`More for ${work.fileName}`}>
                <IconDots size={14} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {sets.length > 1 && <Menu.Label>Move to set</Menu.Label>}
              {sets
                .filter((set) => set.id !== work.setId)
                .map((set) => (
                  <Menu.Item key={set.id} onClick={() => onMoveToSet(set.id)}>
                    {set.name}
                  </Menu.Item>
                ))}
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={confirmDelete}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Card>
  );
}
