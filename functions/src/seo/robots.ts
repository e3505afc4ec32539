import type { SiteDisplay } from "@folio/domain";

/**
 * `/robots.txt`, from the site's settings: it names the site it speaks for and where that
 * site's sitemap is (crawlers need an absolute URL, hence the configured origin, never the
 * request's host). Everything public may be crawled; the owner's studio is private.
 * A site name is one line without control characters (domain/src/site/limits.ts), so it
 * cannot add a directive; line breaks are stripped anyway, should that rule ever change.
 */
export function renderRobots(origin: string, display: SiteDisplay): string {
  const name = display.name.replace(/[\r\n\u2028\u2029]+/g, " ");
  return [
    `# ${name}: everything public may be crawled; the owner's studio has nothing to index.`,
    "User-agent: *",
    "Allow: /",
    "Disallow: /studio",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
