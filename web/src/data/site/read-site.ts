import { safeParseSiteSettings, SITE_SETTINGS_PATH, siteImageOf, type SitePage } from "@folio/domain";
import { doc, getDoc } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { fetchGalleryItem } from "../content/get-gallery-item";

/** A settings picture's work; null when it is unset or unreadable (a draft, for a visitor). */
async function readImage(itemId: string | undefined) {
  if (!itemId) return null;
  return siteImageOf(await fetchGalleryItem(itemId).catch(() => null));
}

/**
 * The site's settings and the pictures they name, as the server reads them for a page
 * (functions/src/ssr/page-data.ts). Rejects when the settings cannot be read.
 */
export async function readSitePage(): Promise<SitePage> {
  const snapshot = await getDoc(doc(liteDb(), SITE_SETTINGS_PATH.collection, SITE_SETTINGS_PATH.id));
  const settings = snapshot.exists() ? safeParseSiteSettings(snapshot.data()) : null;
  const [portrait, shareImage] = await Promise.all([
    readImage(settings?.portraitItemId),
    readImage(settings?.shareImageItemId),
  ]);
  return { settings, portrait, shareImage };
}
