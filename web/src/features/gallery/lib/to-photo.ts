import type { GalleryItem, MediaSize } from "@folio/domain";
import type { Photo } from "react-photo-album";
import { paths } from "@/config/paths";

/** A react-photo-album photo that remembers the gallery item it shows. */
export interface GalleryPhoto extends Photo {
  readonly item: GalleryItem;
}

/** The still that represents an item in the grid: the image itself, or a video's poster. */
export function stillOf(item: GalleryItem): { src: string; sizes: readonly MediaSize[] } {
  const sizes = [...item.media.sizes].sort((a, b) => a.width - b.width);
  const largest = sizes.at(-1);
  if (item.type === "video") return { src: item.media.posterUrl ?? largest?.url ?? "", sizes };
  return { src: largest?.url ?? item.media.url, sizes };
}

/** The accessible name of an item's tile: what opening it will show. */
export function tileLabel(item: GalleryItem): string {
  return item.type === "video" ? `${item.title} (video)` : item.title;
}

/**
 * Maps an item to the layout's photo. Width and height come from the item, so every tile
 * has its final size before its image arrives (no layout shift).
 */
export function toPhoto(item: GalleryItem): GalleryPhoto {
  const still = stillOf(item);
  return {
    key: item.id,
    src: still.src,
    width: item.width,
    height: item.height,
    alt: item.alt || item.title,
    href: paths.item.href(item.id),
    label: tileLabel(item),
    srcSet: still.sizes.map((size) => ({ src: size.url, width: size.width, height: size.height })),
    item,
  };
}
