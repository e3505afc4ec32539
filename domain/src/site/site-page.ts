import type { GalleryItem, MediaSize } from "../content/types";
import { SITE_DEFAULTS, type SiteSettings, type SiteUpload } from "./settings";

/** A picture the settings name: a gallery work (the portrait, the share image) or an upload. */
export interface SiteImage {
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
function siteImageOf(item: GalleryItem | null): SiteImage | null {
  if (!item?.published) return null;
  const sizes = item.type === "image" ? [...item.media.sizes].sort((a, b) => a.width - b.width) : [];
  const url = item.type === "video" ? item.media.posterUrl : (sizes.at(-1)?.url ?? item.media.url);
  if (!url) return null;
  return { url, sizes, width: item.width, height: item.height, alt: item.alt || item.title };
}

/** An uploaded portrait as the pages show it (one size: the studio scaled it before the upload). */
function uploadedPortrait(upload: SiteUpload, siteName: string): SiteImage {
  const alt = `Portrait of ${siteName || SITE_DEFAULTS.name}`;
  return { url: upload.url, sizes: [], width: upload.width, height: upload.height, alt };
}

/**
 * The settings with the pictures they name, as every page needs them; `readItem` reads a
 * gallery work (the server with the Admin SDK, the browser with the client SDK).
 */
export async function sitePageOf(
  settings: SiteSettings | null,
  readItem: (id: string) => Promise<GalleryItem | null>,
): Promise<SitePage> {
  const work = async (id: string | undefined) => (id ? siteImageOf(await readItem(id)) : null);
  const [portrait, shareImage] = await Promise.all([
    settings?.portraitUpload
      ? uploadedPortrait(settings.portraitUpload, settings.siteName)
      : work(settings?.portraitItemId),
    work(settings?.shareImageItemId),
  ]);
  return { settings, portrait, shareImage };
}
