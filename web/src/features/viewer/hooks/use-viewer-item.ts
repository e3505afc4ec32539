import type { GalleryItem } from "@folio/domain";
import { useGalleryItem } from "@/data/content/get-gallery-item";

/** The item a viewer address names, and whether it is still loading or does not exist. */
export interface ViewerItem {
  item: GalleryItem | null;
  loading: boolean;
  /** Loaded, and there is no such published item. */
  missing: boolean;
}

/**
 * The item for `/item/:id`: taken from the gallery already on screen when it is there (no
 * extra read), otherwise read by id (a deep link or a reload).
 */
export function useViewerItem(id: string | null, items: readonly GalleryItem[]): ViewerItem {
  const listed = id ? (items.find((candidate) => candidate.id === id) ?? null) : null;
  const fetched = useGalleryItem(id && !listed ? id : null);
  if (!id) return { item: null, loading: false, missing: false };
  if (listed) return { item: listed, loading: false, missing: false };
  return { item: fetched.data, loading: fetched.loading, missing: !fetched.loading && fetched.data === null };
}
