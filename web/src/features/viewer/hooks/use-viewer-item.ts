import type { GalleryItem } from "@folio/domain";
import { useAsyncData } from "@/data/use-async-data";

/** The item a viewer address names, and whether it is still loading or does not exist. */
export interface ViewerItem {
  item: GalleryItem | null;
  loading: boolean;
  /** Loaded, and there is no such published item. */
  missing: boolean;
}

// Imported on demand: the reader brings Firestore Lite, which a server-rendered page does not need.
const readItem = async (id: string) => (await import("@/data/content/get-gallery-item")).getGalleryItem(id);

/**
 * The item for `/item/:id`: taken from the gallery already on screen when it is there, or
 * from the server's embedded page (no extra read), otherwise read by id.
 *
 * @param known the item the server rendered this address with (undefined when it did not)
 */
export function useViewerItem(
  id: string | null,
  items: readonly GalleryItem[],
  known?: GalleryItem | null,
): ViewerItem {
  const listed = id ? (items.find((candidate) => candidate.id === id) ?? null) : null;
  const embedded = known !== undefined;
  const toRead = id && !listed && !embedded ? id : null;
  const fetched = useAsyncData(toRead ?? "", () => (toRead ? readItem(toRead) : Promise.resolve(null)), null);
  if (!id) return { item: null, loading: false, missing: false };
  if (listed) return { item: listed, loading: false, missing: false };
  if (embedded) return { item: known ?? null, loading: false, missing: known === null };
  return { item: fetched.data, loading: fetched.loading, missing: !fetched.loading && fetched.data === null };
}
