import {
  CLIENT_ACTIVITY_DOC,
  CLIENT_COLLECTIONS,
  CLIENT_FAILURES_DOC,
  SITE_SETTINGS_PATH,
} from "@folio/domain";
import type { DocumentReference, Firestore } from "firebase-admin/firestore";

/** The documents of one client gallery the server reads and writes (the stages share them). */
export function galleryRefs(db: Firestore, galleryId: string) {
  const gallery = db.collection(CLIENT_COLLECTIONS.galleries).doc(galleryId);
  const secrets = db.collection(CLIENT_COLLECTIONS.secrets).doc(galleryId);
  return {
    gallery,
    secrets,
    /** The link key's attempts, apart from the plain link's (secrets `attempts`). */
    linkAttempts: secrets.collection(LINK_ATTEMPTS.collection).doc(LINK_ATTEMPTS.id),
    summary: gallery.collection(CLIENT_COLLECTIONS.activity).doc(CLIENT_ACTIVITY_DOC),
    failures: gallery.collection(CLIENT_COLLECTIONS.activity).doc(CLIENT_FAILURES_DOC),
    grants: gallery.collection(CLIENT_COLLECTIONS.grants),
    grant: (uid: string) => gallery.collection(CLIENT_COLLECTIONS.grants).doc(uid),
    work: (workId: string) => gallery.collection(CLIENT_COLLECTIONS.works).doc(workId),
  };
}

/**
 * Where the attempts made with a gallery's link key are kept: a document of their own under
 * the gallery's secrets, so the client's way in never waits on a guesser's writes.
 */
export const LINK_ATTEMPTS = { collection: "attempts", id: "link" } as const;

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
