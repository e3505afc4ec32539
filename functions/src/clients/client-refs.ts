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

/** Whether a gallery's `expiresAt` (a Firestore Timestamp, or null) still lets clients in at `now`. */
export function isLiveGallery(expiresAt: unknown, now: Date): boolean {
  if (expiresAt === null || expiresAt === undefined) return true;
  const millis = (expiresAt as { toMillis?: () => number }).toMillis?.();
  return typeof millis === "number" && millis > now.getTime();
}
