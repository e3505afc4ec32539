// Wiring only: each export is a deployed function; the logic lives in the modules beside it.
import { SITE_SETTINGS_PATH } from "@folio/domain";
import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { db } from "../lib/admin";
import { bumpContentVersion } from "../lib/content-version";
import { cleanUpReplacedPortrait } from "../media/media-cleanup";
import { hiddenEmailOf, moveHiddenEmail } from "./site-privacy";

/**
 * After each save of the site's settings: a replaced uploaded portrait's files go, a hidden
 * address still in the public document moves to the owner-only one, and the public pages' caches
 * read afresh (lib/content-version.ts). All three are idempotent.
 */
export const siteSettingsWrittenFn = onDocumentWritten(
  { document: `${SITE_SETTINGS_PATH.collection}/${SITE_SETTINGS_PATH.id}`, retry: true },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    await cleanUpReplacedPortrait(db(), before, after);
    if (hiddenEmailOf(after) !== null) await moveHiddenEmail(db());
    await bumpContentVersion(db(), "settings");
  },
);
