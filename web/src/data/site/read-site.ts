import { safeParseSiteSettings, SITE_SETTINGS_PATH, sitePageOf, type SitePage } from "@folio/domain";
import { doc, getDoc } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { fetchGalleryItem } from "../content/get-gallery-item";

/**
 * The site's settings and the pictures they name, as the server reads them for a page
 * (functions/src/ssr/page-data.ts). Rejects when the settings cannot be read; a work that
 * cannot be read (a draft, for a visitor) is no picture.
 */
export async function readSitePage(): Promise<SitePage> {
  const snapshot = await getDoc(doc(liteDb(), SITE_SETTINGS_PATH.collection, SITE_SETTINGS_PATH.id));
  const settings = snapshot.exists() ? safeParseSiteSettings(snapshot.data()) : null;
  return sitePageOf(settings, (id) => fetchGalleryItem(id).catch(() => null));
}
