/** Name of the site, after the page name in every title. */
export const SITE_NAME = "Folio";

/** Description of pages that have none of their own (index.html carries the same text). */
export const DEFAULT_DESCRIPTION = "A portfolio of photography and film.";

/** What one page says about itself to browsers, search engines and link previews. */
export interface PageMeta {
  /** Page name; the site name is appended. Empty means the site name alone. */
  title: string;
  /** One or two sentences for search results and previews. */
  description?: string;
  /** Preview image (absolute or site-relative URL). */
  image?: string | null;
  /** Open Graph type: "website" for listings, "article" for a single work. */
  type?: "website" | "article";
}

/** The document title for a page name. */
export function documentTitle(title: string): string {
  return title ? `${title} — ${SITE_NAME}` : SITE_NAME;
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
): [attribute: "name" | "property", key: string, content: string][] {
  const description = meta.description || DEFAULT_DESCRIPTION;
  const title = documentTitle(meta.title);
  const image = meta.image ? new URL(meta.image, href).toString() : null;
  return [
    ["name", "description", description],
    ["property", "og:site_name", SITE_NAME],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["property", "og:type", meta.type ?? "website"],
    ["property", "og:url", canonicalUrl(href)],
    ["property", "og:image", image ?? ""],
    ["name", "twitter:card", image ? "summary_large_image" : "summary"],
  ];
}
