import type { GalleryItem } from "@folio/domain";
import type { PageMeta } from "./page-meta";

/** Longest description worth giving a search result or a link preview. */
const DESCRIPTION_MAX = 200;

function clip(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= DESCRIPTION_MAX ? clean : `${clean.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

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
    description: clip(item.description || item.alt || `${item.title}, from the portfolio.`),
    image: image ?? null,
    type: "article",
  };
}
