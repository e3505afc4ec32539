import { DragDropContext, Draggable, Droppable, type DropResult } from "@hello-pangea/dnd";
import { Group, Modal, ScrollArea, Stack, Text } from "@mantine/core";
import type { GalleryItem } from "@folio/domain";
import { IconGripVertical } from "@tabler/icons-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useUpdateGalleryItem } from "../api/update-gallery-item";
import { arrangeOrders, moveItem } from "../item-order";
import { notifyFailed, notifySaved } from "@/components/ui/notify";
import { isOwnerOnlyUpload, thumbnailOf } from "../thumbnail";
import classes from "./arrange-dialog.module.css";
import { MediaThumb } from "./media-thumb";

export interface ArrangeDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The items to arrange (the current filter), in their manual order. */
  items: readonly GalleryItem[];
  /** The whole gallery in its manual order, so the rest keeps its place. */
  manual: readonly GalleryItem[];
  /** What is being arranged, e.g. "Landscapes". */
  scope: string;
}

function ArrangeList({
  items,
  onChange,
}: {
  items: readonly GalleryItem[];
  onChange: (items: GalleryItem[]) => void;
}) {
  const onDragEnd = (result: DropResult) => {
    if (result.destination) onChange(moveItem(items, result.source.index, result.destination.index));
  };
  return (
    <DragDropContext onDragEnd={onDragEnd}>
      <Droppable droppableId="arrange-items">
        {(provided) => (
          <Stack gap={6} ref={provided.innerRef} {...provided.droppableProps}>
            {items.map((item, index) => (
              <Draggable key={item.id} draggableId={item.id} index={index}>
                {(drag, snapshot) => (
                  <Group
                    ref={drag.innerRef}
                    {...drag.draggableProps}
                    {...drag.dragHandleProps}
                    className={classes.row}
                    data-dragging={snapshot.isDragging || undefined}
                    wrap="nowrap"
                    gap="sm"
                    aria-label={`${index + 1}. ${item.title}`}
                  >
                    <IconGripVertical size={18} className={classes.grip} />
                    <Text size="xs" c="dimmed" w={24} ta="right">
                      {index + 1}
                    </Text>
                    <div className={classes.thumb}>
                      <MediaThumb
                        thumbnail={thumbnailOf(item)}
                        alt=""
                        ratio={1}
                        ownerOnly={isOwnerOnlyUpload(item)}
                      />
                    </div>
                    <Text size="sm" truncate="end" flex={1}>
                      {item.title}
                    </Text>
                  </Group>
                )}
              </Draggable>
            ))}
            {provided.placeholder}
          </Stack>
        )}
      </Droppable>
    </DragDropContext>
  );
}

/** Drag items into the order visitors see where the manual order applies. */
export function ArrangeDialog({ opened, onClose, items, manual, scope }: ArrangeDialogProps) {
  const [arranged, setArranged] = useState<GalleryItem[] | null>(null);
  const [saving, setSaving] = useState(false);
  const { mutateAsync: updateGalleryItem } = useUpdateGalleryItem();
  const list = arranged ?? [...items];
  const close = () => {
    setArranged(null);
    onClose();
  };

  const save = async () => {
    const changes = arrangeOrders(
      manual,
      list.map((item) => item.id),
    );
    setSaving(true);
    const results = await Promise.all(
      changes.map(({ id, order }) => updateGalleryItem({ id, patch: { order } })),
    );
    setSaving(false);
    const failed = results.filter((result) => result.error !== null).length;
    if (failed > 0) {
      notifyFailed(
        "Some positions were not saved",
        `${failed} of ${changes.length} items kept their old place. Save again to retry.`,
      );
      return;
    }
    notifySaved("Order saved", changes.length === 0 ? "Nothing moved." : `${changes.length} items moved.`);
    close();
  };

  return (
    <Modal opened={opened} onClose={close} title={`Arrange ${scope}`} size="md" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Drag the rows, or focus one and use Space and the arrow keys. Lower positions come first where the
          manual order is used.
        </Text>
        <ScrollArea.Autosize mah="60vh">
          <ArrangeList items={list} onChange={setArranged} />
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button onClick={save} loading={saving} disabled={arranged === null}>
            Save order
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
