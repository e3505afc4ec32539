// The `requestClientDownload` callable's logic: who may download what, at which size, and the
// one-use ticket the download function answers.
import { randomBytes } from "node:crypto";
import {
  CLIENT_DOWNLOAD_PATH,
  CLIENT_LIMITS,
  type ClientDownloadSize,
  type RequestClientDownloadRequest,
  type RequestClientDownloadResponse,
} from "@folio/domain";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { ClientMediaError } from "./client-media-errors";
import { clientMediaLogs } from "./client-media-logs";
import { galleryRef, grantRef, isLiveGallery, ticketRef, workRef } from "./client-refs";

/** Who asks: the device's uid, and whether it is the owner (token `admin`). */
export interface Requester {
  uid: string;
  owner: boolean;
}

type Target = RequestClientDownloadRequest["target"];

/** What a ticket document holds (server only; the rules let no client read it). */
export interface DownloadTicketDoc {
  galleryId: string;
  uid: string;
  target: Target;
  size: Exclude<ClientDownloadSize, "none">;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  owner: boolean;
}

/**
 * Checks the request against the gallery's settings and issues a ticket. The owner may always
 * download, at full size (previewing what the client gets, or fetching a backup); a client
 * needs a live grant, downloads on, and `whole` for a set or the whole gallery.
 */
export async function requestClientDownload(
  db: Firestore,
  requester: Requester,
  request: RequestClientDownloadRequest,
  now = new Date(),
): Promise<RequestClientDownloadResponse> {
  const { galleryId, target } = request;
  const [gallery, grant] = await Promise.all([
    galleryRef(db, galleryId).get(),
    requester.owner ? null : grantRef(db, galleryId, requester.uid).get(),
  ]);
  if (!gallery.exists) throw new ClientMediaError(requester.owner ? "gallery-not-found" : "no-access");
  if (!requester.owner) {
    if (!grant?.exists || !isLiveGallery(gallery.get("expiresAt"), now))
      throw new ClientMediaError("no-access");
  }
  const downloads = gallery.get("downloads") as { size?: unknown; whole?: unknown } | undefined;
  const size: ClientDownloadSize = requester.owner
    ? "full"
    : downloads?.size === "web" || downloads?.size === "full"
      ? downloads.size
      : "none";
  if (size === "none") throw new ClientMediaError("downloads-off");
  if (!requester.owner && target.kind !== "work" && downloads?.whole !== true)
    throw new ClientMediaError("whole-off");

  if (target.kind === "work") {
    const work = await workRef(db, galleryId, target.workId).get();
    if (!work.exists || !work.get("media")) throw new ClientMediaError("work-not-found");
  } else if (target.kind === "set") {
    const sets = (gallery.get("sets") as { id?: unknown }[] | undefined) ?? [];
    if (!sets.some((set) => set.id === target.setId)) throw new ClientMediaError("set-not-found");
  }

  const ticket = randomBytes(24).toString("base64url");
  const doc: DownloadTicketDoc = {
    galleryId,
    uid: requester.uid,
    target,
    size,
    expiresAt: Timestamp.fromMillis(now.getTime() + CLIENT_LIMITS.ticketTtlMs),
    usedAt: null,
    owner: requester.owner,
  };
  await ticketRef(db, ticket).create(doc);
  clientMediaLogs.ticketIssued(galleryId, target.kind, requester.owner);
  return { url: `${CLIENT_DOWNLOAD_PATH}/${ticket}` };
}
