import type { SiteDisplay, SitePage } from "@folio/domain";

/** Longest description worth giving a search result or a link preview. */
const DESCRIPTION_MAX = 200;

/** Text as a description: whitespace collapsed, cut with an ellipsis past DESCRIPTION_MAX. */
export function clipDescription(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= DESCRIPTION_MAX ? clean : `${clean.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** What one page says about itself to browsers, search engines and link previews. */
export interface PageMeta {
  /** Page name; the site name is appended. Empty means the site name alone. */
  title: string;
  /** One or two sentences for search results and previews (else the site's tagline). */
  description?: string;
  /** Preview image (absolute or site-relative URL); else the site's share image. */
  image?: string | null;
  /** Open Graph type: "website" for listings, "article" for a single work. */
  type?: "website" | "article";
}

/** What every page's tags take from the site's settings. */
export interface SiteMeta {
  name: string;
  /** Description of pages that have none of their own. */
  description: string;
  /** Preview picture of pages that have none of their own, or null. */
  image: string | null;
}

/** The site's part of every page's tags. */
export function siteMeta(display: SiteDisplay, page: SitePage | null): SiteMeta {
  return { name: display.name, description: display.tagline, image: page?.shareImage?.url ?? null };
}

/** The document title for a page name. */
export function documentTitle(title: string, siteName: string): string {
  return title ? `${title} — ${siteName}` : siteName;
}

/** The canonical address of a location: the same page without tracking parameters. */
export function canonicalUrl(href: string): string {
  const url = new URL(href);
  for (const key of [...url.searchParams.keys()]) if (key.startsWith("utm_")) url.searchParams.delete(key);
  url.hash = "";
  return url.toString();
}

/** Tags to write for a page: [attribute, key, content] of each <meta>. */
export function metaTags(
  meta: PageMeta,
  href: string,
  site: SiteMeta,
): [attribute: "name" | "property", key: string, content: string][] {
  const description = meta.description || site.description;
  const title = documentTitle(meta.title, site.name);
  const picture = meta.image ?? site.image;
  const image = picture ? new URL(picture, href).toString() : null;
  return [
    ["name", "description", description],
    ["property", "og:site_name", site.name],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["property", "og:type", meta.type ?? "website"],
    ["property", "og:url", canonicalUrl(href)],
    ["property", "og:image", image ?? ""],
    ["name", "twitter:card", image ? "summary_large_image" : "summary"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", description],
    ["name", "twitter:image", image ?? ""],
  ];
}
