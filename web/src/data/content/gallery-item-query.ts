import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchGalleryItem } from "./get-gallery-item";

// The studio's query of one item, apart from get-gallery-item.ts because the public viewer
// imports that file: keeping TanStack Query out of it keeps the library out of the visitor's
// first load.

/** Key of every single-item query; item writes invalidate the item's own key under it. */
export const GALLERY_ITEM_KEY = ["gallery-item"] as const;

/** The studio's query of one item. */
export function galleryItemQueryOptions(id: string) {
  return queryOptions({ queryKey: [...GALLERY_ITEM_KEY, id], queryFn: () => fetchGalleryItem(id) });
}

/** One item for the studio's editor, with loading, missing (null) and error apart. */
export function useGalleryItemQuery(id: string) {
  return useQuery(galleryItemQueryOptions(id));
}
