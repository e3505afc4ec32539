import type { GalleryItem } from "@folio/domain";
import type { ReactNode } from "react";
import type { Slide } from "yet-another-react-lightbox";

/**
 * The lightbox slide of an item. Images offer every display size (an address-only work its
 * address as well), so the
 * browser fetches what the screen needs; videos play inline with their poster.
 */
export function toSlide(item: GalleryItem, caption: ReactNode): Slide {
  const common = { title: item.title, description: caption, width: item.width, height: item.height };
  if (item.type === "video") {
    return {
      ...common,
      type: "video",
      poster: item.media.posterUrl ?? item.media.sizes.at(-1)?.url,
      sources: [{ src: item.media.url, type: item.media.contentType }],
    };
  }
  const renditions = item.media.sizes.map((size) => ({ src: size.url, width: size.width, height: size.height }));
  const hasOriginal = renditions.some((size) => size.src === item.media.url || size.width >= item.width);
  const srcSet = hasOriginal
    ? renditions
    : [...renditions, { src: item.media.url, width: item.width, height: item.height }];
  return {
    ...common,
    type: "image",
    src: srcSet.at(-1)?.src ?? item.media.url,
    alt: item.alt || item.title,
    srcSet: [...srcSet].sort((a, b) => a.width - b.width),
  };
}
