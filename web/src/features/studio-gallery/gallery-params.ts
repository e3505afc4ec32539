import { DEFAULT_FILTERS, type GalleryFilters } from "./gallery-filters";

const TYPES: readonly GalleryFilters["type"][] = ["all", "image", "video"];
const STATUSES: readonly GalleryFilters["status"][] = ["all", "published", "draft", "featured"];
const SORTS: readonly GalleryFilters["sort"][] = [
  "newest",
  "oldest",
  "most-viewed",
  "most-liked",
  "manual",
  "title",
];

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Filters from the address bar, so they survive a visit to an item and the back button. */
export function filtersFromParams(params: URLSearchParams): GalleryFilters {
  return {
    search: params.get("q") ?? "",
    category: params.get("category") || DEFAULT_FILTERS.category,
    tag: params.get("tag") || null,
    type: oneOf(params.get("type"), TYPES, DEFAULT_FILTERS.type),
    status: oneOf(params.get("status"), STATUSES, DEFAULT_FILTERS.status),
    sort: oneOf(params.get("sort"), SORTS, DEFAULT_FILTERS.sort),
  };
}

/** The address-bar form of the filters; defaults are left out to keep it short. */
export function filtersToParams(filters: GalleryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set("q", filters.search);
  if (filters.category !== DEFAULT_FILTERS.category) params.set("category", filters.category);
  if (filters.tag) params.set("tag", filters.tag);
  if (filters.type !== DEFAULT_FILTERS.type) params.set("type", filters.type);
  if (filters.status !== DEFAULT_FILTERS.status) params.set("status", filters.status);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set("sort", filters.sort);
  return params;
}
