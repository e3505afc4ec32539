import { ALL_CATEGORY_ID, type Category, type SiteDisplay, type Tag } from "@folio/domain";
import { useCallback, useState } from "react";
import type { GalleryList } from "@/data/content/list-gallery";
import { useSite } from "@/data/site/site-context";
import { useAsyncData } from "@/data/use-async-data";
import { pageTagExists, sameFilter } from "../lib/embedded-page";
import type { GalleryFilter } from "../lib/gallery-filter";
import { useEmbeddedPage } from "./embedded-page-context";
import { usePublicGallery } from "./use-public-gallery";

/** Heading and description of a gallery page (also its document title and meta description). */
export interface GalleryHeading {
  title: string;
  description: string;
  /**
   * The filter names a category that does not exist (checked once categories have loaded), or a
   * tag that does not exist (known when the server rendered the page): the page is a 404.
   */
  missing: boolean;
}

/** The tags a gallery page lists, and whether they are all of the tags in use. */
export interface GalleryTags {
  /** Most used first. */
  list: Tag[];
  /** How many tags are in use. */
  inUse: number;
  /** Whether `list` holds every tag in use; else `expand` reads them all. */
  complete: boolean;
  expand: () => void;
}

/** Everything one gallery page shows: the items (paged), categories, tags and its heading. */
export interface GalleryPageData {
  filter: GalleryFilter;
  gallery: GalleryList;
  categories: Category[];
  tags: GalleryTags;
  heading: GalleryHeading;
}

/**
 * Heading of a gallery page from its filter, the categories known so far and the site's
 * settings. `tagExists` is false only when it is known that the page's tag does not exist.
 */
export function galleryHeading(
  filter: GalleryFilter,
  categories: readonly Category[],
  loading: boolean,
  site: Pick<SiteDisplay, "homeIntro">,
  tagExists = true,
): GalleryHeading {
  if (filter.tag) {
    if (!tagExists) return { title: "Tag not found", description: "", missing: true };
    return {
      title: `Tagged “${filter.tag}”`,
      description: `Photographs and films tagged “${filter.tag}”.`,
      missing: false,
    };
  }
  if (filter.category && filter.category !== ALL_CATEGORY_ID) {
    const category = categories.find((candidate) => candidate.id === filter.category);
    if (category) {
      return {
        title: category.name,
        description: `${category.name}: photographs and films from the portfolio.`,
        missing: false,
      };
    }
    return { title: loading ? "" : "Category not found", description: "", missing: !loading };
  }
  return {
    title: "Selected work",
    description: site.homeIntro,
    missing: false,
  };
}

/**
 * A list the server embedded, or else read on mount. The readers are imported on demand, so
 * a server-rendered page never loads Firestore for them.
 */
function useList<T>(
  embedded: T | undefined,
  load: () => Promise<T>,
  fallback: T,
): { data: T; loading: boolean } {
  const fromServer = embedded !== undefined;
  const loaded = useAsyncData(
    fromServer ? "embedded" : "read",
    () => (fromServer ? Promise.resolve(embedded) : load()),
    fallback,
  );
  return fromServer ? { data: embedded, loading: false } : loaded;
}

const loadCategories = async () => (await import("../api/read-filter-lists")).readGalleryCategories();
const loadTags = async () => (await import("../api/read-filter-lists")).readTagsByUsage();
const NONE_YET: never[] = [];
const inUse = (tags: readonly Tag[]) => tags.filter((tag) => tag.usageCount > 0).length;

/**
 * The page's tags: the server's first few (and the number in use) when it rendered the page,
 * all of them once the visitor asks for more; on a page the browser rendered, all of them.
 */
function useGalleryTags(embedded: { tags: Tag[]; tagsInUse: number } | null): GalleryTags {
  const [asked, setAsked] = useState(false);
  const serverHasAll = embedded !== null && inUse(embedded.tags) >= embedded.tagsInUse;
  const read = !embedded || (asked && !serverHasAll);
  const all = useList<Tag[]>(read ? undefined : NONE_YET, loadTags, NONE_YET);
  const expand = useCallback(() => setAsked(true), []);
  if (read) return { list: all.data, inUse: inUse(all.data), complete: !all.loading, expand };
  return { list: embedded.tags, inUse: embedded.tagsInUse, complete: serverHasAll, expand };
}

/** Loads a gallery page for a filter, starting from the server's data when it rendered this page. */
export function useGalleryPage(filter: GalleryFilter): GalleryPageData {
  const embedded = useEmbeddedPage();
  const { display } = useSite();
  const own = embedded && sameFilter(embedded.filter, filter) ? embedded : null;
  const gallery = usePublicGallery(filter, own);
  const categories = useList<Category[]>(embedded?.categories, loadCategories, NONE_YET);
  const tags = useGalleryTags(embedded);
  // A page the server rendered knows whether its tag exists: it read the tag by name. A page the
  // browser rendered from the start (the dev server) knows once it holds every tag and the first
  // page; one it navigated to from another page holds only the server's first few tags.
  const tagExists = own
    ? pageTagExists(own)
    : embedded !== null ||
      !tags.complete ||
      gallery.loading ||
      pageTagExists({ filter, items: gallery.items, tags: tags.list });
  return {
    filter,
    gallery,
    categories: categories.data,
    tags,
    heading: galleryHeading(filter, categories.data, categories.loading, display, tagExists),
  };
}
