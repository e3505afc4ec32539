import type { GalleryItem, TrackedContent } from "@folio/domain";

/** What the tracker records about the item an action is about. */
export function trackedContent({ id, title, type, category }: GalleryItem): TrackedContent {
  return { id, title, type, category };
}
