import type { SitePage } from "@folio/domain";
import { scriptSafeJson } from "@/lib/script-json";

/** Id of the `<script type="application/json">` that carries the site's settings. */
export const EMBEDDED_SITE_ID = "folio-site";

/** The settings as the server embeds them (scriptSafeJson). */
export function serializeSitePage(site: SitePage): string {
  return scriptSafeJson(site);
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
