import { SITE_SETTINGS_PATH, type SiteSettings } from "@folio/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { doc, serverTimestamp, setDoc } from "firebase/firestore/lite";
import { useSite } from "@/data/site/site-context";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { SITE_SETTINGS_KEY } from "./site-settings-query";

/** Thrown when the rules refuse a save (the form checked it first, so this is rare). */
export class SiteSettingsRefusedError extends Error {
  readonly reason = "refused";
  constructor() {
    super("The settings were not accepted. Check the fields marked above and save again.");
    this.name = "SiteSettingsRefusedError";
  }
}

/**
 * Saves the whole settings document (the rules accept only whole documents), with the
 * server's time. The public pages read it on their next request (functions/src/ssr).
 */
async function saveSiteSettings(settings: SiteSettings): Promise<void> {
  try {
    await setDoc(doc(liteDb(), SITE_SETTINGS_PATH.collection, SITE_SETTINGS_PATH.id), {
      ...settings,
      updatedAt: serverTimestamp(),
    });
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
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SITE_SETTINGS_KEY });
      await refresh().catch(() => undefined);
    },
  });
}
