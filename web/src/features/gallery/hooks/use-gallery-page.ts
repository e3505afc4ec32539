import { ALL_CATEGORY_ID, GALLERY_CATEGORY_TYPE, type Category, type Tag } from "@folio/domain";
import { useCategories } from "@/data/content/list-categories";
import { useGallery, type GalleryList } from "@/data/content/list-gallery";
import { useTags } from "@/data/content/list-tags";
import type { GalleryFilter } from "../lib/gallery-filter";

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

/** Heading of a gallery page from its filter and the categories known so far. */
export function galleryHeading(
  filter: GalleryFilter,
  categories: readonly Category[],
  loading: boolean,
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
    description:
      "A portfolio of photography and film. Browse by category or tag, and open any piece to see it large.",
    unknownCategory: false,
  };
}

/** Loads a gallery page for a filter. */
export function useGalleryPage(filter: GalleryFilter): GalleryPageData {
  const gallery = useGallery({ category: filter.category, tag: filter.tag, sort: filter.sort });
  const categories = useCategories(GALLERY_CATEGORY_TYPE);
  const tags = useTags("usage");
  return {
    filter,
    gallery,
    categories: categories.data,
    tags: tags.data,
    heading: galleryHeading(filter, categories.data, categories.loading),
  };
}
