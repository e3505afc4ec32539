// How many ZIP parts stream at once: each stream holds a lease on its device's document and
// its gallery's, renewed while bytes flow and given back when it ends. A lease nobody renews
// (an instance that died mid-stream) lapses on its own, so a crash never blocks a device for
// long. Each document holds at most its limit of leases, so neither grows with traffic.
import { CLIENT_DOWNLOAD_LIMITS, type ClientDownloadRefusal } from "@folio/domain";
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
} from "firebase-admin/firestore";
import { deviceLeasesRef, galleryLeasesRef } from "./client-refs";

/** A lease lapses this long after it was last renewed. */
export const LEASE_MS = 90_000;
/** A stream renews its lease this often while its bytes flow. */
export const RENEW_MS = 30_000;

/** The leases of one document: stream id → when it lapses (epoch ms). */
export type Leases = Readonly<Record<string, number>>;

/** The leases still held at `now`. */
export function liveLeases(leases: Leases | undefined, now: number): Record<string, number> {
  const live: Record<string, number> = Object.create(null) as Record<string, number>;
  for (const [id, until] of Object.entries(leases ?? {}))
    if (typeof until === "number" && until > now) live[id] = until;
  return live;
}

/** Whether one more stream fits beside the live leases. */
export function hasRoom(leases: Leases | undefined, now: number, limit: number): boolean {
  return Object.keys(liveLeases(leases, now)).length < limit;
}

/** Who streams: the device that asked for the download, its gallery, and whether it is the owner. */
export interface StreamHolder {
  uid: string;
  galleryId: string;
  /** The owner's downloads never count against the gallery's limit (nothing a visitor does can lock them out). */
  owner: boolean;
}

function leaseRefs(db: Firestore, holder: StreamHolder) {
  return {
    device: deviceLeasesRef(db, holder.uid),
    gallery: holder.owner ? null : galleryLeasesRef(db, holder.galleryId),
  };
}

/** Why a new stream must wait, or null when both its device and its gallery have room. */
function refusalOf(
  device: Leases | undefined,
  gallery: Leases | undefined,
  now: number,
): Extract<ClientDownloadRefusal, "too-many-downloads" | "gallery-busy"> | null {
  if (!hasRoom(device, now, CLIENT_DOWNLOAD_LIMITS.streamsPerDevice)) return "too-many-downloads";
  if (!hasRoom(gallery, now, CLIENT_DOWNLOAD_LIMITS.streamsPerGallery)) return "gallery-busy";
  return null;
}

const leasesOf = (snapshot: DocumentSnapshot | null) => snapshot?.get("streams") as Leases | undefined;

/** Whether a stream could start now (the page's probe and the callable ask; nothing is written). */
export async function streamRefusal(db: Firestore, holder: StreamHolder, now = Date.now()) {
  const refs = leaseRefs(db, holder);
  const [device, gallery] = await Promise.all([refs.device.get(), refs.gallery?.get() ?? null]);
  return refusalOf(leasesOf(device), leasesOf(gallery), now);
}

/**
 * Takes a lease for stream `id` on both documents, in one transaction (so a burst of requests
 * cannot all see room), dropping lapsed ones. Returns why not, or null when taken.
 */
export async function takeLease(db: Firestore, holder: StreamHolder, id: string, now = Date.now()) {
  const refs = leaseRefs(db, holder);
  return db.runTransaction(async (transaction) => {
    const [deviceSnapshot, gallerySnapshot] = await Promise.all([
      transaction.get(refs.device),
      refs.gallery ? transaction.get(refs.gallery) : null,
    ]);
    const device = leasesOf(deviceSnapshot);
    const gallery = leasesOf(gallerySnapshot);
    const refusal = refusalOf(device, gallery, now);
    if (refusal) return refusal;
    const until = now + LEASE_MS;
    for (const [ref, leases] of [
      [refs.device, device],
      [refs.gallery, gallery],
    ] as const)
      if (ref)
        transaction.set(ref, {
          streams: { ...liveLeases(leases, now), [id]: until },
          // Firestore's TTL policy removes a document whose streams all lapsed long ago.
          expiresAt: Timestamp.fromMillis(until),
        });
    return null;
  });
}

/** Extends stream `id`'s lease (it is still sending bytes). */
export async function renewLease(
  db: Firestore,
  holder: StreamHolder,
  id: string,
  now = Date.now(),
): Promise<void> {
  const refs = leaseRefs(db, holder);
  const until = now + LEASE_MS;
  await Promise.all(
    [refs.device, refs.gallery].map((ref) =>
      ref?.update(new FieldPath("streams", id), until, "expiresAt", Timestamp.fromMillis(until)),
    ),
  );
}

/** Gives stream `id`'s lease back (it ended, finished or not). */
export async function releaseLease(db: Firestore, holder: StreamHolder, id: string): Promise<void> {
  const refs = leaseRefs(db, holder);
  await Promise.all(
    [refs.device, refs.gallery].map((ref) => ref?.update(new FieldPath("streams", id), FieldValue.delete())),
  );
}
