import { SITE_PRIVATE_PATH, SITE_SETTINGS_PATH } from "@folio/domain";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { siteLogs } from "./logs";

/** A hidden address the public settings document still holds, or null. */
export function hiddenEmailOf(settings: unknown): string | null {
  const data = (settings ?? {}) as { contactEmail?: unknown; showEmail?: unknown };
  return data.showEmail !== true && typeof data.contactEmail === "string" && data.contactEmail !== ""
    ? data.contactEmail
    : null;
}

/**
 * Moves a hidden contact address out of the public `settings/site` into the owner-only
 * `settings/private`, for documents saved before the address had a private home (the rules now
 * refuse to save one). In a transaction, so an address typed meanwhile is never overwritten;
 * the write it makes fires this trigger once more, which finds nothing to move.
 */
export async function moveHiddenEmail(db: Firestore): Promise<boolean> {
  const siteRef = db.collection(SITE_SETTINGS_PATH.collection).doc(SITE_SETTINGS_PATH.id);
  const privateRef = db.collection(SITE_PRIVATE_PATH.collection).doc(SITE_PRIVATE_PATH.id);
  const moved = await db.runTransaction(async (transaction) => {
    const [site, kept] = await transaction.getAll(siteRef, privateRef);
    const email = hiddenEmailOf(site?.data());
    if (email === null) return false;
    if (!kept?.exists || !kept.data()?.contactEmail)
      transaction.set(privateRef, { contactEmail: email, updatedAt: FieldValue.serverTimestamp() });
    transaction.update(siteRef, { contactEmail: "" });
    return true;
  });
  if (moved) siteLogs.hiddenEmailMoved();
  return moved;
}
