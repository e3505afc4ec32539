import { Group, Stack, Text, Title } from "@mantine/core";
import { ALL_CATEGORY_ID, GALLERY_CATEGORY_TYPE } from "@folio/domain";
import { useDisclosure } from "@mantine/hooks";
import { IconArrowsSort, IconPlus, IconUpload } from "@tabler/icons-react";
import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { LoadError } from "@/components/ui/load-error";
import { useCreateTag } from "@/data/content/create-tag";
import { useCategoriesQuery } from "@/data/content/categories-query";
import { useTagsQuery } from "@/data/content/tags-query";
import { STUDIO_GALLERY_WINDOW, useStudioGallery } from "@/data/content/watch-studio-gallery";
import { storageAvailable } from "@/lib/firebase/storage";
import { ensureTags } from "../api/ensure-tags";
import { uploadNewItem } from "../api/upload-new-item";
import { DEFAULT_FILTERS, filterItems, isFiltered, type GalleryFilters } from "../gallery-filters";
import { filtersFromParams, filtersToParams } from "../gallery-params";
import { useSelection } from "../hooks/use-selection";
import { useUploadQueue, type ProcessFile } from "../hooks/use-upload-queue";
import { useItemActions } from "../item-actions";
import { nextItemOrder } from "../item-order";
import { ArrangeDialog } from "./arrange-dialog";
import { BulkBar } from "./bulk-bar";
import { BulkTagsModal } from "./bulk-tags-modal";
import { GalleryGrid } from "./gallery-grid";
import { GalleryToolbar } from "./gallery-toolbar";
import { StorageOffNotice } from "./storage-off-notice";
import { UploadDialog, type UploadDefaults } from "./upload-dialog";
import { useStudioTitle } from "@/hooks/use-studio-title";

/** The owner's gallery: find, select, edit, tag, publish, arrange and upload. */
export function GalleryPage() {
  useStudioTitle("Gallery");
  const [limit, setLimit] = useState(STUDIO_GALLERY_WINDOW);
  const gallery = useStudioGallery(limit);
  const categoriesQuery = useCategoriesQuery(GALLERY_CATEGORY_TYPE);
  const categories = categoriesQuery.data ?? [];
  const tagsQuery = useTagsQuery("name");
  const tags = useMemo(() => tagsQuery.data ?? [], [tagsQuery.data]);
  const { mutateAsync: createTag } = useCreateTag();
  const { setPublished } = useItemActions();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = (next: GalleryFilters) => setParams(filtersToParams(next), { replace: true });
  const shown = useMemo(() => filterItems(gallery.items, filters), [gallery.items, filters]);
  const manual = useMemo(
    () => filterItems(gallery.items, { ...DEFAULT_FILTERS, sort: "manual" }),
    [gallery.items],
  );
  const selection = useSelection(gallery.items);
  const [bulkMode, setBulkMode] = useState<"add" | "remove" | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [uploadOpen, uploadDialog] = useDisclosure(false);
  const [arrangeOpen, arrangeDialog] = useDisclosure(false);
  const [defaults, setDefaults] = useState<UploadDefaults>({
    category: ALL_CATEGORY_ID,
    tags: [],
    published: false,
  });
  const canUpload = storageAvailable();

  const process: ProcessFile = useCallback(
    async (file, report) => {
      await ensureTags(defaults.tags, tags, createTag);
      return uploadNewItem(file, { ...defaults, order: nextItemOrder(gallery.items) }, report);
    },
    [defaults, tags, gallery.items, createTag],
  );
  const queue = useUploadQueue(process);

  const categoryName = (id: string) =>
    categories.find((category) => category.id === id)?.name ??
    (id === ALL_CATEGORY_ID ? "All" : categoriesQuery.isSuccess ? "No category" : "");
  const publish = async (published: boolean) => {
    setBulkBusy(true);
    await setPublished(selection.selected, published);
    setBulkBusy(false);
  };
  const suggestions =
    bulkMode === "remove"
      ? [...new Set(selection.selected.flatMap((item) => item.tags))].sort()
      : tags.map((tag) => tag.name);
  const drafts = gallery.items.filter((item) => !item.published).length;

  return (
    <Stack gap="lg" pb={80}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Gallery
          </Title>
          <Text c="dimmed" size="sm">
            {gallery.loading
              ? "Loading items…"
              : gallery.failed && gallery.items.length === 0
                ? "Not loaded"
                : `${gallery.items.length} items · ${drafts} draft${drafts === 1 ? "" : "s"}`}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            variant="ghost"
            leftIcon={<IconArrowsSort size={18} />}
            onClick={arrangeDialog.open}
            disabled={shown.length < 2}
          >
            Arrange
          </Button>
          <Button variant="outline" leftIcon={<IconUpload size={18} />} onClick={uploadDialog.open}>
            Upload{queue.summary.pending > 0 ? ` (${queue.summary.pending})` : ""}
          </Button>
          <Button leftIcon={<IconPlus size={18} />} to={paths.studio.galleryNew.href()}>
            New item
          </Button>
        </Group>
      </Group>

      {!canUpload && <StorageOffNotice />}
      {gallery.failed && (
        <LoadError
          title={
            gallery.items.length > 0
              ? "The gallery stopped updating; it shows what was last loaded"
              : "The gallery could not be loaded"
          }
          error={gallery.error}
          onRetry={gallery.retry}
          retrying={gallery.loading}
        />
      )}
      {(categoriesQuery.isError || tagsQuery.isError) && (
        <LoadError
          title="The categories and tags for the filters could not be loaded"
          error={categoriesQuery.error ?? tagsQuery.error}
          onRetry={() => {
            if (categoriesQuery.isError) void categoriesQuery.refetch();
            if (tagsQuery.isError) void tagsQuery.refetch();
          }}
          retrying={categoriesQuery.isFetching || tagsQuery.isFetching}
        />
      )}

      <GalleryToolbar filters={filters} onChange={setFilters} categories={categories} tags={tags} />
      {/* A failed first read shows only the error above, never an empty gallery. */}
      {!(gallery.failed && gallery.items.length === 0) && (
        <GalleryGrid
          shown={shown}
          loading={gallery.loading}
          filtered={isFiltered(filters)}
          selection={selection}
          categoryName={categoryName}
          loadMore={
            gallery.truncated
              ? { limit, onLoadMore: () => setLimit((value) => value + STUDIO_GALLERY_WINDOW) }
              : null
          }
        />
      )}

      <BulkBar
        count={selection.selected.length}
        busy={bulkBusy}
        onAddTags={() => setBulkMode("add")}
        onRemoveTags={() => setBulkMode("remove")}
        onPublish={() => void publish(true)}
        onUnpublish={() => void publish(false)}
        onClear={selection.clear}
      />
      <BulkTagsModal
        mode={bulkMode}
        itemIds={selection.selected.map((item) => item.id)}
        suggestions={suggestions}
        onClose={() => setBulkMode(null)}
        onDone={() => setBulkMode(null)}
      />
      <UploadDialog
        opened={uploadOpen}
        onClose={uploadDialog.close}
        queue={queue}
        defaults={defaults}
        onDefaultsChange={setDefaults}
        categories={categories}
        tags={tags}
        storageAvailable={canUpload}
      />
      {arrangeOpen && (
        <ArrangeDialog
          opened
          onClose={arrangeDialog.close}
          items={filterItems(shown, { ...filters, sort: "manual" })}
          manual={manual}
          scope={filters.category === ALL_CATEGORY_ID ? "the gallery" : categoryName(filters.category)}
        />
      )}
    </Stack>
  );
}
