import type { GalleryItem } from "@folio/domain";

export type { GallerySort } from "./gallery-page";

/** The public gallery as an infinite list, as the gallery hooks hand it to the screens. */
export interface GalleryList {
  /** Every item of the pages loaded so far. */
  items: GalleryItem[];
  /** True while a page is loading. */
  loading: boolean;
  /** Whether `loadMore` would load another page. */
  hasMore: boolean;
  /** The last read failed (the list then shows what it had). */
  failed: boolean;
  /** Loads the next page and appends it. */
  loadMore: () => void;
  /** Starts again from the first page. */
  reload: () => void;
}
