import type { GalleryItem } from "@folio/domain";

/** Thumbnails in the dashboard lists are small; the smallest display size is enough. */
export function smallThumbnail(item: GalleryItem): string | null {
  if (item.type === "video") return item.media.posterUrl;
  const smallest = [...item.media.sizes].sort((a, b) => a.width - b.width)[0];
  return smallest?.url ?? item.media.url;
}
