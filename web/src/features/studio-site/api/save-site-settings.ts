import { publicSiteSettings, SITE_PRIVATE_PATH, SITE_SETTINGS_PATH, type SiteSettings } from "@folio/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { doc, serverTimestamp, writeBatch } from "firebase/firestore/lite";
import { useSite } from "@/data/site/site-context";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { SITE_PRIVATE_KEY, SITE_SETTINGS_KEY } from "./site-settings-query";

/** Thrown when the rules refuse a save (the form checked it first, so this is rare). */
export class SiteSettingsRefusedError extends Error {
  readonly reason = "refused";
  constructor() {
    super("The settings were not accepted. Check the fields marked above and save again.");
    this.name = "SiteSettingsRefusedError";
  }
}

/**
 * Saves the whole settings document (the rules accept only whole documents) and, in the same
 * batch, the owner-only one: the contact address goes to `settings/private` always, and to the
 * public `settings/site` only when it is shown, so a hidden address is in nothing a visitor can
 * read. The public pages read the settings on their next request (functions/src/ssr); a
 * replaced uploaded portrait is removed by the server once this lands (functions/src/site).
 */
async function saveSiteSettings(settings: SiteSettings): Promise<void> {
  const batch = writeBatch(liteDb());
  batch.set(doc(liteDb(), SITE_SETTINGS_PATH.collection, SITE_SETTINGS_PATH.id), {
    ...publicSiteSettings(settings),
    updatedAt: serverTimestamp(),
  });
  batch.set(doc(liteDb(), SITE_PRIVATE_PATH.collection, SITE_PRIVATE_PATH.id), {
    contactEmail: settings.contactEmail,
    updatedAt: serverTimestamp(),
  });
  try {
    await batch.commit();
  } catch (error) {
    if ((error as { code?: string }).code === "permission-denied") throw new SiteSettingsRefusedError();
    throw error;
  }
}

/** Saves the settings, then refreshes the studio's read and the site's name in its header. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  const { refresh } = useSite();
  return useMutation({
    mutationFn: saveSiteSettings,
    // One read after a save serves both the Site page and the site's name in the header.
    onSuccess: async (_result, settings) => {
      queryClient.setQueryData(SITE_PRIVATE_KEY, { contactEmail: settings.contactEmail });
      const page = await refresh().catch(() => null);
      if (page) queryClient.setQueryData(SITE_SETTINGS_KEY, page);
      else await queryClient.invalidateQueries({ queryKey: SITE_SETTINGS_KEY });
    },
  });
}
