import { safeParseSitePrivateSettings, SITE_PRIVATE_PATH, type SitePrivateSettings } from "@folio/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { doc, getDoc } from "firebase/firestore/lite";
import { readSitePage } from "@/data/site/read-site";
import { liteDb } from "@/lib/firebase/firestore-lite";

/** Key of the studio's read of the settings; a save invalidates it. */
export const SITE_SETTINGS_KEY = ["site-settings"] as const;
/** Key of the owner-only settings (the contact address as typed). */
export const SITE_PRIVATE_KEY = ["site-private"] as const;

/** The settings as stored (null: never saved), with the pictures they name. */
export function useSiteSettingsQuery() {
  return useQuery(queryOptions({ queryKey: SITE_SETTINGS_KEY, queryFn: readSitePage }));
}

/** What only the owner reads (`settings/private`); null when never saved. */
async function readSitePrivate(): Promise<SitePrivateSettings | null> {
  const snapshot = await getDoc(doc(liteDb(), SITE_PRIVATE_PATH.collection, SITE_PRIVATE_PATH.id));
  return snapshot.exists() ? safeParseSitePrivateSettings(snapshot.data()) : null;
}

/** The owner-only settings, for the Site form's contact address. */
export function useSitePrivateQuery() {
  return useQuery(queryOptions({ queryKey: SITE_PRIVATE_KEY, queryFn: readSitePrivate }));
}
