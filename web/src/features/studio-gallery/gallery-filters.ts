import { ALL_CATEGORY_ID, tagNameKey, type GalleryItem } from "@folio/domain";

/** How the studio's gallery list is narrowed and ordered. */
export interface GalleryFilters {
  /** Words to find in title, description, alt text, tags or file address. */
  search: string;
  /** A category id, or `all`. */
  category: string;
  /** A tag name, or null for any. */
  tag: string | null;
  type: "all" | "image" | "video";
  status: "all" | "published" | "draft" | "featured";
  sort: "newest" | "oldest" | "most-viewed" | "most-liked" | "manual" | "title";
}

export const DEFAULT_FILTERS: GalleryFilters = {
  search: "",
  category: ALL_CATEGORY_ID,
  tag: null,
  type: "all",
  status: "all",
  sort: "newest",
};

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Whether every word of the search appears somewhere in the item (accents and case ignored). */
function matchesSearch(item: GalleryItem, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([item.title, item.description, item.alt, item.media.url, ...item.tags].join(" "));
  return words.every((word) => haystack.includes(word));
}

const COMPARE: Record<GalleryFilters["sort"], (a: GalleryItem, b: GalleryItem) => number> = {
  newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  oldest: (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  "most-viewed": (a, b) => b.views - a.views,
  "most-liked": (a, b) => b.likes - a.likes,
  manual: (a, b) => a.order - b.order,
  title: (a, b) => collator.compare(a.title, b.title),
};

/** The items that pass every filter, in the chosen order (newest first breaks ties). */
export function filterItems(items: readonly GalleryItem[], filters: GalleryFilters): GalleryItem[] {
  const tagKey = filters.tag ? tagNameKey(filters.tag) : null;
  return items
    .filter(
      (item) =>
        (filters.category === ALL_CATEGORY_ID || item.category === filters.category) &&
        (tagKey === null || item.tags.some((tag) => tagNameKey(tag) === tagKey)) &&
        (filters.type === "all" || item.type === filters.type) &&
        (filters.status === "all" ||
          (filters.status === "published" && item.published) ||
          (filters.status === "draft" && !item.published) ||
          (filters.status === "featured" && item.featured)) &&
        matchesSearch(item, filters.search),
    )
    .sort((a, b) => COMPARE[filters.sort](a, b) || COMPARE.newest(a, b));
}

/** Whether any filter narrows the list (for "clear filters" and the empty state's wording). */
export function isFiltered(filters: GalleryFilters): boolean {
  return (
    filters.search.trim() !== "" ||
    filters.category !== ALL_CATEGORY_ID ||
    filters.tag !== null ||
    filters.type !== "all" ||
    filters.status !== "all"
  );
}
