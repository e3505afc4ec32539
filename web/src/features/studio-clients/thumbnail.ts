import type { GalleryMedia } from "@folio/domain";

/** Thumbnails are shown about this wide. */
const THUMBNAIL_WIDTH = 480;

/** The lightest picture of a work that looks sharp in the grid: a poster, a display size, the main file. */
export function thumbnailUrl(media: GalleryMedia): string {
  if (media.posterUrl) return media.posterUrl;
  const sizes = [...media.sizes].sort((a, b) => a.width - b.width);
  return (sizes.find((size) => size.width >= THUMBNAIL_WIDTH) ?? sizes.at(-1))?.url ?? media.url;
}
