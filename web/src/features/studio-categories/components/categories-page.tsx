import { DragDropContext, Draggable, Droppable, type DropResult } from "@hello-pangea/dnd";
import { Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { DefaultCategoryError, GALLERY_CATEGORY_TYPE, type Category } from "@folio/domain";
import { modals } from "@mantine/modals";
import { useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { notifyFailed, notifySaved } from "@/components/ui/notify";
import { useDeleteCategory } from "../api/delete-category";
import { useCategoriesQuery } from "@/data/content/categories-query";
import { useRenameCategory } from "../api/rename-category";
import { useReorderCategories } from "../api/reorder-categories";
import { applyOrder, reorderedIds } from "../category-order";
import { CategoryRow } from "./category-row";
import { NewCategoryForm } from "./new-category-form";
import { useStudioTitle } from "@/hooks/use-studio-title";

function confirmDelete(category: Category, deleteCategory: (id: string) => Promise<{ movedItems: number }>) {
  if (category.isDefault) {
    // The server refuses it too; saying so at once spares a round trip.
    notifyFailed("Cannot delete", new DefaultCategoryError());
    return;
  }
  modals.openConfirmModal({
    title: `Delete “${category.name}”?`,
    children: (
      <Text size="sm">
        Its items are not deleted: they move to All, where you can give them another category.
      </Text>
    ),
    labels: { confirm: "Delete category", cancel: "Keep it" },
    confirmProps: { color: "red" },
    onConfirm: async () => {
      try {
        const { movedItems } = await deleteCategory(category.id);
        notifySaved("Category deleted", `${movedItems} item${movedItems === 1 ? "" : "s"} moved to All.`);
      } catch (error) {
        notifyFailed(`Could not delete “${category.name}”`, error);
      }
    },
  });
}

/** The gallery's categories: add, rename, drag into order, delete (All is protected). */
export function CategoriesPage() {
  useStudioTitle("Categories");
  const categoriesQuery = useCategoriesQuery(GALLERY_CATEGORY_TYPE);
  const data = categoriesQuery.data;
  const { mutateAsync: deleteCategory } = useDeleteCategory();
  const renameCategory = useRenameCategory();
  const reorderCategories = useReorderCategories();
  // A drag shows at once; it stops applying when the reloaded list (with the saved order) arrives.
  const [pending, setPending] = useState<{ ids: string[]; basis: Category[] } | null>(null);
  const pendingIds = pending && pending.basis === data ? pending.ids : null;
  const categories = applyOrder(data ?? [], pendingIds);
  const fixed = categories.filter((category) => category.isDefault);
  const movable = categories.filter((category) => !category.isDefault);

  const onDragEnd = async (result: DropResult) => {
    if (!data || !result.destination || result.destination.index === result.source.index) return;
    const ids = reorderedIds(movable, result.source.index, result.destination.index);
    setPending({ ids, basis: data });
    try {
      await reorderCategories.mutateAsync({ ids, type: GALLERY_CATEGORY_TYPE });
      notifySaved("Order saved", "Visitors see the categories in this order.");
    } catch (error) {
      setPending(null);
      notifyFailed("The order was not saved", error);
    }
  };

  const rename = async (category: Category, name: string) => {
    const renamed = await renameCategory.mutateAsync({ id: category.id, name });
    notifySaved("Category renamed", `“${category.name}” is now “${renamed.name}”.`);
  };

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          Categories
        </Title>
        <Text c="dimmed" size="sm">
          Visitors browse the gallery by category, in this order. Drag to rearrange; All always comes first.
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="lg">
        <NewCategoryForm />
      </Paper>
      {categoriesQuery.isError && (
        <LoadError
          title="The categories could not be loaded"
          error={categoriesQuery.error}
          onRetry={() => void categoriesQuery.refetch()}
          retrying={categoriesQuery.isFetching}
        />
      )}
      {categoriesQuery.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading categories">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h={52} radius="md" />
          ))}
        </Stack>
      ) : !data ? null : (
        <Stack gap="xs" role="list" aria-label="Categories">
          {fixed.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              position={1}
              onRename={(name) => rename(category, name)}
              onDelete={() => confirmDelete(category, deleteCategory)}
            />
          ))}
          <DragDropContext onDragEnd={onDragEnd}>
            <Droppable droppableId="categories">
              {(provided) => (
                <Stack gap="xs" ref={provided.innerRef} {...provided.droppableProps}>
                  {movable.map((category, index) => (
                    <Draggable
                      key={category.id}
                      draggableId={category.id}
                      index={index}
                      isDragDisabled={pendingIds !== null}
                    >
                      {(drag, snapshot) => (
                        <div ref={drag.innerRef} {...drag.draggableProps}>
                          <CategoryRow
                            category={category}
                            position={index + 1 + fixed.length}
                            handleProps={drag.dragHandleProps}
                            dragging={snapshot.isDragging}
                            onRename={(name) => rename(category, name)}
                            onDelete={() => confirmDelete(category, deleteCategory)}
                          />
                        </div>
                      )}
                    </Draggable>
                  ))}
                  {provided.placeholder}
                </Stack>
              )}
            </Droppable>
          </DragDropContext>
          {movable.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="md">
              No categories yet besides All. Add one above to group your work.
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
