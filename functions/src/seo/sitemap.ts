import { ALL_CATEGORY_ID } from "@folio/domain";

/** A sitemap file holds at most 50,000 URLs (sitemaps.org); the gallery read is bounded below it. */
export const SITEMAP_MAX_ITEMS = 45_000;

/** What the sitemap lists. */
export interface SitemapSource {
  /** Published items: id and last change. */
  items: readonly { id: string; updatedAt: Date }[];
  /** Category ids in display order. */
  categories: readonly string[];
  /** When the site's settings (which `/about` shows) were last saved; null if never. */
  settingsUpdatedAt: Date | null;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function entry(loc: string, lastmod: Date | null): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return `  <url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/**
 * sitemap.xml of the public site: the front page, the about page, each category page and
 * each published item page, on the configured origin, with paths encoded as the web app links them.
 */
export function renderSitemap(origin: string, source: SitemapSource): string {
  const url = (path: string) => new URL(path, origin).toString();
  const newest = source.items.reduce<Date | null>(
    (latest, item) => (latest && latest > item.updatedAt ? latest : item.updatedAt),
    null,
  );
  const lines = [
    entry(url("/"), newest),
    entry(url("/about"), source.settingsUpdatedAt),
    ...source.categories
      .filter((id) => id !== ALL_CATEGORY_ID)
      .map((id) => entry(url(`/c/${encodeURIComponent(id)}`), null)),
    ...source.items.map((item) => entry(url(`/item/${encodeURIComponent(item.id)}`), item.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join("\n")}\n</urlset>\n`;
}
