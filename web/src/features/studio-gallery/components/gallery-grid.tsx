import { Checkbox, EmptyState, Group, SimpleGrid, Skeleton } from "@mantine/core";
import type { GalleryItem } from "@folio/domain";
import { IconPhotoPlus, IconPlus } from "@tabler/icons-react";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import type { useSelection } from "../hooks/use-selection";
import { useItemActions } from "../item-actions";
import { ItemCard } from "./item-card";

const COLUMNS = { base: 2, md: 3, lg: 4, xl: 5 };

export interface GalleryGridProps {
  /** Items after filters, in display order. */
  shown: readonly GalleryItem[];
  loading: boolean;
  /** Whether filters narrow the list (for the empty state's words). */
  filtered: boolean;
  selection: ReturnType<typeof useSelection>;
  categoryName: (id: string) => string;
  /** Shown when the studio follows only the newest items. */
  loadMore: { limit: number; onLoadMore: () => void } | null;
}

/** The studio gallery's tiles with selection, or its loading and empty states. */
export function GalleryGrid({
  shown,
  loading,
  filtered,
  selection,
  categoryName,
  loadMore,
}: GalleryGridProps) {
  const { patchItem, confirmDeleteItem } = useItemActions();
  if (loading) {
    return (
      <SimpleGrid cols={COLUMNS} aria-busy="true" aria-label="Loading items">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} h={260} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (shown.length === 0) {
    return (
      <EmptyState
        py="xl"
        icon={<IconPhotoPlus size={28} />}
        withIndicatorBackground
        title={filtered ? "No items match" : "Your gallery is empty"}
        description={
          filtered
            ? "Try other words or clear the filters."
            : "Upload images and videos, or add one by its address."
        }
      >
        <EmptyState.Actions>
          <Button to={paths.studio.galleryNew.href()} leftIcon={<IconPlus size={18} />}>
            New item
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  const allSelected = shown.every((item) => selection.ids.has(item.id));
  return (
    <>
      <Group justify="space-between">
        <Checkbox
          label={`Select all ${shown.length} shown`}
          checked={allSelected}
          indeterminate={!allSelected && shown.some((item) => selection.ids.has(item.id))}
          onChange={(event) =>
            event.currentTarget.checked ? selection.replace(shown.map((item) => item.id)) : selection.clear()
          }
        />
        {loadMore && (
          <Button size="sm" variant="ghost" onClick={loadMore.onLoadMore}>
            Showing the newest {loadMore.limit}: load more
          </Button>
        )}
      </Group>
      <SimpleGrid cols={COLUMNS} spacing={{ base: "xs", sm: "md" }}>
        {shown.map((item) => (
          <ItemCard
            key={item.id}
            item={item}
            categoryName={categoryName(item.category)}
            selected={selection.ids.has(item.id)}
            onSelectedChange={(on) => selection.toggle(item.id, on)}
            onToggleFeatured={() =>
              void patchItem(
                item,
                { featured: !item.featured },
                item.featured ? "Removed from featured" : "Featured",
              )
            }
            onTogglePublished={() =>
              void patchItem(
                item,
                { published: !item.published },
                item.published ? "Moved to drafts" : "Published",
              )
            }
            onDelete={() =>
              void confirmDeleteItem(item).then((deleted) => deleted && selection.toggle(item.id, false))
            }
          />
        ))}
      </SimpleGrid>
    </>
  );
}
