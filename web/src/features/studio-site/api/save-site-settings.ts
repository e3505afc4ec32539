import { SITE_SETTINGS_PATH, type SitePage, type SiteSettings, type SiteUpload } from "@folio/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { doc, serverTimestamp, setDoc } from "firebase/firestore/lite";
import { useSite } from "@/data/site/site-context";
import { deleteObject, ref } from "firebase/storage";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { storage } from "@/lib/firebase/storage";
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

/**
 * Removes the uploaded portrait a save has replaced, once the save has landed. Best effort: a
 * file left behind (a failed delete, a closed tab) costs a few hundred KB and shows nowhere.
 * Only files of `site/` are ever removed, never a gallery work's.
 */
async function removeReplacedPortrait(before: SiteUpload | null, after: SiteUpload | null): Promise<void> {
  if (!before || before.url === after?.url) return;
  try {
    const target = ref(storage(), before.url);
    if (target.fullPath.startsWith("site/")) await deleteObject(target);
  } catch {
    // Not a Storage address of this project, or already gone.
  }
}

/** Saves the settings, then refreshes the studio's read and the site's name in its header. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  const { refresh } = useSite();
  return useMutation({
    mutationFn: async (settings: SiteSettings) => {
      const before = queryClient.getQueryData<SitePage>(SITE_SETTINGS_KEY)?.settings?.portraitUpload ?? null;
      await saveSiteSettings(settings);
      await removeReplacedPortrait(before, settings.portraitUpload);
    },
    // One read after a save serves both the Site page and the site's name in the header.
    onSuccess: async () => {
      const page = await refresh().catch(() => null);
      if (page) queryClient.setQueryData(SITE_SETTINGS_KEY, page);
      else await queryClient.invalidateQueries({ queryKey: SITE_SETTINGS_KEY });
    },
  });
}
