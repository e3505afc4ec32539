import { CLIENT_ACTIVITY_DOC, CLIENT_COLLECTIONS, SITE_SETTINGS_PATH } from "@folio/domain";
import type { DocumentReference, Firestore } from "firebase-admin/firestore";

/** The documents of one client gallery the server reads and writes (the stages share them). */
export function galleryRefs(db: Firestore, galleryId: string) {
  const gallery = db.collection(CLIENT_COLLECTIONS.galleries).doc(galleryId);
  return {
    gallery,
    secrets: db.collection(CLIENT_COLLECTIONS.secrets).doc(galleryId),
    summary: gallery.collection(CLIENT_COLLECTIONS.activity).doc(CLIENT_ACTIVITY_DOC),
    grants: gallery.collection(CLIENT_COLLECTIONS.grants),
    grant: (uid: string) => gallery.collection(CLIENT_COLLECTIONS.grants).doc(uid),
    work: (workId: string) => gallery.collection(CLIENT_COLLECTIONS.works).doc(workId),
  };
}

/** The public site settings, for the photographer's name. */
export function siteSettingsRef(db: Firestore): DocumentReference {
  return db.collection(SITE_SETTINGS_PATH.collection).doc(SITE_SETTINGS_PATH.id);
}

/**
 * Server-only receipts of trigger events already applied (`_receipts/{prefix}-{eventId}`; the
 * rules' catch-all denies every client). Kept a week, then Firestore's TTL policy on
 * `expiresAt` removes them: far longer than any redelivery.
 */
export const RECEIPTS = { collection: "_receipts", ttlMs: 7 * 24 * 60 * 60 * 1000 } as const;

/** The photographer's name as the site shows it, or the fallback a client reads when none is set. */
export function ownerNameOf(settings: Record<string, unknown> | undefined): string {
  const name = settings?.siteName;
  return typeof name === "string" && name.trim() ? name.trim() : "your photographer";
}
