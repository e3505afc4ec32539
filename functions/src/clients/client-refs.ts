// The documents of a client gallery as the media and download code reaches them, and the one
// access check they share (the rules' `isClientOf`, on the server).
import { CLIENT_ACTIVITY_DOC, CLIENT_COLLECTIONS } from "@folio/domain";
import type { DocumentReference, Firestore } from "firebase-admin/firestore";

export function galleryRef(db: Firestore, galleryId: string): DocumentReference {
  return db.collection(CLIENT_COLLECTIONS.galleries).doc(galleryId);
}

export function workRef(db: Firestore, galleryId: string, workId: string): DocumentReference {
  return galleryRef(db, galleryId).collection(CLIENT_COLLECTIONS.works).doc(workId);
}

export function grantRef(db: Firestore, galleryId: string, uid: string): DocumentReference {
  return galleryRef(db, galleryId).collection(CLIENT_COLLECTIONS.grants).doc(uid);
}

export function activityRef(db: Firestore, galleryId: string): DocumentReference {
  return galleryRef(db, galleryId).collection(CLIENT_COLLECTIONS.activity).doc(CLIENT_ACTIVITY_DOC);
}

export function ticketRef(db: Firestore, ticket: string): DocumentReference {
  return db.collection(CLIENT_COLLECTIONS.downloadTickets).doc(ticket);
}

/** A page of a ZIP part's manifest: named after its ticket, its part (1-based) and the page (0-based). */
export function manifestPageRef(
  db: Firestore,
  ticket: string,
  part: number,
  page: number,
): DocumentReference {
  return db.collection(CLIENT_COLLECTIONS.downloadManifests).doc(`${ticket}-${part}-${page}`);
}

/** The leases of the ZIP parts a device streams, across galleries. */
export function deviceLeasesRef(db: Firestore, uid: string): DocumentReference {
  return db.collection(CLIENT_COLLECTIONS.downloadLeases).doc(`device-${uid}`);
}

/** The leases of the ZIP parts a gallery streams, across devices. */
export function galleryLeasesRef(db: Firestore, galleryId: string): DocumentReference {
  return db.collection(CLIENT_COLLECTIONS.downloadLeases).doc(`gallery-${galleryId}`);
}

/** Whether a gallery's `expiresAt` (a Firestore Timestamp, or null) still lets clients in at `now`. */
export function isLiveGallery(expiresAt: unknown, now: Date): boolean {
  if (expiresAt === null || expiresAt === undefined) return true;
  const millis = (expiresAt as { toMillis?: () => number }).toMillis?.();
  return typeof millis === "number" && millis > now.getTime();
}
