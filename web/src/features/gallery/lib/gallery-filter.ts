import { ALL_CATEGORY_ID } from "@folio/domain";
import type { GallerySort } from "@/data/content/list-gallery";
import { paths } from "@/config/paths";

/** What the gallery shows: one category or tag (or everything), in one order. */
export interface GalleryFilter {
  /** Category id; null for All. */
  readonly category: string | null;
  /** Tag name; null for no tag filter. */
  readonly tag: string | null;
  readonly sort: GallerySort;
}

/** The unfiltered gallery, newest first. */
export const ALL_WORK: GalleryFilter = { category: null, tag: null, sort: "newest" };

/** Search parameter that carries the order; absent means newest. */
export const SORT_PARAM = "sort";

/** Reads the order from a query string; anything unknown is newest. */
export function sortFromSearch(search: string): GallerySort {
  return new URLSearchParams(search).get(SORT_PARAM) === "most-viewed" ? "most-viewed" : "newest";
}

/** The filter of a gallery address (`/`, `/c/:category`, `/t/:tag`), or null for another address. */
export function filterFromLocation(pathname: string, search: string): GalleryFilter | null {
  const sort = sortFromSearch(search);
  if (pathname === paths.home.href()) return { ...ALL_WORK, sort };
  const match = /^\/(c|t)\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[2]) return null;
  let value: string;
  try {
    value = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  if (match[1] === "c")
    return { category: value === ALL_CATEGORY_ID ? null : value, tag: null, sort };
  return { category: null, tag: value, sort };
}

/** The address of a filter; the order travels as `?sort=most-viewed` so links and reloads keep it. */
export function filterHref(filter: GalleryFilter): string {
  const path = filter.tag
    ? paths.tag.href(filter.tag)
    : filter.category
      ? paths.category.href(filter.category)
      : paths.home.href();
  return filter.sort === "most-viewed" ? `${path}?${SORT_PARAM}=most-viewed` : path;
}

/** The gallery an item was opened from, as the grid's links pass it in the location state. */
export function openedFrom(state: unknown): string | null {
  if (typeof state !== "object" || state === null) return null;
  const from = (state as { from?: unknown }).from;
  return typeof from === "string" && from.startsWith("/") ? from : null;
}

/**
 * The filter of the gallery behind the page: the address itself on gallery pages; on an
 * item page, the gallery it was opened from (all work after a deep link or a reload).
 */
export function backgroundFilter(pathname: string, search: string, state: unknown): GalleryFilter {
  const own = filterFromLocation(pathname, search);
  if (own) return own;
  const from = openedFrom(state);
  if (!from) return ALL_WORK;
  const url = new URL(from, "https://folio.invalid");
  return filterFromLocation(url.pathname, url.search) ?? ALL_WORK;
}

/**
 * The gallery page a deep-linked item page was reached from, as the browser reports it: a
 * tile clicked before the gallery had hydrated is an ordinary link, so the item page loads
 * afresh, without location state, and only the referrer remembers the gallery. Null for
 * another site or a page that is not a gallery.
 */
export function galleryReferrer(referrer: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.origin !== origin || !filterFromLocation(url.pathname, url.search)) return null;
  return `${url.pathname}${url.search}`;
}
