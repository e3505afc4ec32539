import { ALL_CATEGORY_ID, type Category, type SiteDisplay, type Tag } from "@folio/domain";
import type { GalleryList } from "@/data/content/list-gallery";
import { useSite } from "@/data/site/site-context";
import { useAsyncData } from "@/data/use-async-data";
import { sameFilter } from "../lib/embedded-page";
import type { GalleryFilter } from "../lib/gallery-filter";
import { useEmbeddedPage } from "./embedded-page-context";
import { usePublicGallery } from "./use-public-gallery";

/** Heading and description of a gallery page (also its document title and meta description). */
export interface GalleryHeading {
  title: string;
  description: string;
  /** The filter names a category that does not exist (checked once categories have loaded). */
  unknownCategory: boolean;
}

/** Everything one gallery page shows: the items (paged), categories, tags and its heading. */
export interface GalleryPageData {
  filter: GalleryFilter;
  gallery: GalleryList;
  categories: Category[];
  tags: Tag[];
  heading: GalleryHeading;
}

/** Heading of a gallery page from its filter, the categories known so far and the site's settings. */
export function galleryHeading(
  filter: GalleryFilter,
  categories: readonly Category[],
  loading: boolean,
  site: Pick<SiteDisplay, "homeIntro">,
): GalleryHeading {
  if (filter.tag) {
    return {
      title: `Tagged “${filter.tag}”`,
      description: `Photographs and films tagged “${filter.tag}”.`,
      unknownCategory: false,
    };
  }
  if (filter.category && filter.category !== ALL_CATEGORY_ID) {
    const category = categories.find((candidate) => candidate.id === filter.category);
    if (category) {
      return {
        title: category.name,
        description: `${category.name}: photographs and films from the portfolio.`,
        unknownCategory: false,
      };
    }
    return { title: loading ? "" : "Category not found", description: "", unknownCategory: !loading };
  }
  return {
    title: "Selected work",
    description: site.homeIntro,
    unknownCategory: false,
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

/** Loads a gallery page for a filter, starting from the server's data when it rendered this page. */
export function useGalleryPage(filter: GalleryFilter): GalleryPageData {
  const embedded = useEmbeddedPage();
  const { display } = useSite();
  const own = embedded && sameFilter(embedded.filter, filter) ? embedded : null;
  const gallery = usePublicGallery(filter, own);
  const categories = useList<Category[]>(embedded?.categories, loadCategories, NONE_YET);
  const tags = useList<Tag[]>(embedded?.tags, loadTags, NONE_YET);
  return {
    filter,
    gallery,
    categories: categories.data,
    tags: tags.data,
    heading: galleryHeading(filter, categories.data, categories.loading, display),
  };
}
