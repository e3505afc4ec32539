import type { GalleryItem } from "@folio/domain";
import { clipDescription, type PageMeta } from "./page-meta";

/** Meta of an item page: its title, description (or alt text) and its picture for previews. */
export function itemMeta(item: GalleryItem | null): PageMeta {
  if (!item) return { title: "" };
  const sizes = [...item.media.sizes].sort((a, b) => a.width - b.width);
  // Previews want about 1200 px wide: the smallest rendition at least that wide, else the largest.
  const preview = sizes.find((size) => size.width >= 1200) ?? sizes.at(-1);
  const image =
    item.type === "video" ? (item.media.posterUrl ?? preview?.url) : (preview?.url ?? item.media.url);
  return {
    title: item.title,
    description: clipDescription(item.description || item.alt || `${item.title}, from the portfolio.`),
    image: image ?? null,
    type: "article",
  };
}
