import type { GalleryItem, MediaSize } from "../content/types";
import type { SiteSettings } from "./settings";

/** A picture the settings name by gallery work (the portrait, the share image). */
export interface SiteImage {
  itemId: string;
  /** The largest rendition (or the original, or a video's poster). */
  url: string;
  /** Renditions for `srcset`, smallest first (may be empty). */
  sizes: MediaSize[];
  width: number;
  height: number;
  alt: string;
}

/** What every public page knows about the site: the settings and the pictures they name. */
export interface SitePage {
  /** Null when never saved or unreadable: the pages show the defaults. */
  settings: SiteSettings | null;
  portrait: SiteImage | null;
  shareImage: SiteImage | null;
}

/** The settings' picture of a published work; null for a draft, a missing work or a video without a poster. */
export function siteImageOf(item: GalleryItem | null): SiteImage | null {
  if (!item?.published) return null;
  const sizes = item.type === "image" ? [...item.media.sizes].sort((a, b) => a.width - b.width) : [];
  const url = item.type === "video" ? item.media.posterUrl : (sizes.at(-1)?.url ?? item.media.url);
  if (!url) return null;
  return { itemId: item.id, url, sizes, width: item.width, height: item.height, alt: item.alt || item.title };
}
