import { CloseButton, Group, SegmentedControl, Select, TextInput } from "@mantine/core";
import type { Category, Tag } from "@folio/domain";
import { IconSearch } from "@tabler/icons-react";
import { Button } from "@/components/ui/button";
import { DEFAULT_FILTERS, isFiltered, type GalleryFilters } from "../gallery-filters";

export interface GalleryToolbarProps {
  filters: GalleryFilters;
  onChange: (filters: GalleryFilters) => void;
  categories: readonly Category[];
  tags: readonly Tag[];
}

const SORTS: { value: GalleryFilters["sort"]; label: string }[] = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "most-viewed", label: "Most viewed" },
  { value: "most-liked", label: "Most liked" },
  { value: "manual", label: "Manual order" },
  { value: "title", label: "Title A–Z" },
];

/** Search, filters and sort of the studio gallery. */
export function GalleryToolbar({ filters, onChange, categories, tags }: GalleryToolbarProps) {
  const set = <K extends keyof GalleryFilters>(key: K, value: GalleryFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        label="Search"
        placeholder="Title, description, tag…"
        leftSection={<IconSearch size={16} />}
        value={filters.search}
        onChange={(event) => set("search", event.currentTarget.value)}
        rightSection={
          filters.search ? (
            <CloseButton aria-label="Clear search" onClick={() => set("search", "")} />
          ) : undefined
        }
        miw={220}
        flex="1 1 220px"
      />
      <Select
        label="Category"
        data={categories.map((category) => ({
          value: category.id,
          label: category.isDefault ? "All categories" : category.name,
        }))}
        value={filters.category}
        onChange={(value) => set("category", value ?? DEFAULT_FILTERS.category)}
        allowDeselect={false}
        w={170}
      />
      <Select
        label="Tag"
        placeholder="Any tag"
        data={tags.map((tag) => tag.name)}
        value={filters.tag}
        onChange={(value) => set("tag", value)}
        searchable
        clearable
        nothingFoundMessage="No such tag"
        w={170}
      />
      <Select
        label="Sort"
        data={SORTS}
        value={filters.sort}
        onChange={(value) => set("sort", (value as GalleryFilters["sort"] | null) ?? "newest")}
        allowDeselect={false}
        w={150}
      />
      <SegmentedControl
        aria-label="Type"
        w={{ base: "100%", sm: "auto" }}
        fullWidth
        value={filters.type}
        onChange={(value) => set("type", value as GalleryFilters["type"])}
        data={[
          { value: "all", label: "All types" },
          { value: "image", label: "Images" },
          { value: "video", label: "Videos" },
        ]}
      />
      <SegmentedControl
        aria-label="Status"
        w={{ base: "100%", sm: "auto" }}
        fullWidth
        value={filters.status}
        onChange={(value) => set("status", value as GalleryFilters["status"])}
        data={[
          { value: "all", label: "Any status" },
          { value: "published", label: "Published" },
          { value: "draft", label: "Drafts" },
          { value: "featured", label: "Featured" },
        ]}
      />
      {isFiltered(filters) && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onChange({ ...DEFAULT_FILTERS, sort: filters.sort })}
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
