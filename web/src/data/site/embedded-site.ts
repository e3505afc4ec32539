import type { SitePage } from "@folio/domain";

/** Id of the `<script type="application/json">` that carries the site's settings. */
export const EMBEDDED_SITE_ID = "folio-site";

/** JSON safe inside a `<script>` (as serializeEmbeddedPage: no `<`, no line separators). */
export function serializeSitePage(site: SitePage): string {
  return JSON.stringify(site)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Reads the embedded settings back; null when the text is not them. The server parsed them
 * with the schema before embedding; the page does not load the schema library to do it again.
 */
export function parseSitePage(text: string | null | undefined): SitePage | null {
  if (!text) return null;
  try {
    const site = JSON.parse(text) as SitePage | null;
    return site && typeof site === "object" && "settings" in site ? site : null;
  } catch {
    return null;
  }
}
