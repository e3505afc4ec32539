// The `requestClientDownload` callable's logic: who may download what, at which size, and the
// download it issues: a ticket whose files are frozen (a ZIP's in manifest pages), answered by
// the download function's own address in one or more parts.
import { randomBytes } from "node:crypto";
import {
  CLIENT_DOWNLOAD_LIMITS,
  type ClientDownloadSize,
  type RequestClientDownloadRequest,
  type RequestClientDownloadResponse,
} from "@folio/domain";
import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { ClientMediaError } from "./client-media-errors";
import { clientMediaLogs } from "./client-media-logs";
import { galleryRef, grantRef, isLiveGallery, manifestPageRef, ticketRef, workRef } from "./client-refs";
import { streamRefusal } from "./download-leases";
import {
  fileFacts,
  fillChecksums,
  zipManifest,
  type ManifestEntry,
  type ZipFolder,
} from "./download-manifest";
import { partFileName, planParts } from "./download-parts";
import { downloadFileName, servedPath, zipBaseName, type WorkMediaRef } from "./download-plan";

/** Who asks: the device's uid, and whether it is the owner (token `admin`). */
export interface Requester {
  uid: string;
  owner: boolean;
}

type Target = RequestClientDownloadRequest["target"];

/** Entries per manifest page: a page stays far under Firestore's 1 MiB even with long names. */
export const MANIFEST_PAGE_SIZE = 500;

/** One part of a download as its ticket lists it. */
export interface TicketPart {
  fileName: string;
  bytes: number;
  files: number;
  /** Its manifest pages (ZIP; 0 for one work). */
  pages: number;
}

/** What a ticket document holds (server only; the rules let no client read it). */
export interface DownloadTicketDoc {
  galleryId: string;
  uid: string;
  owner: boolean;
  target: Target;
  size: Exclude<ClientDownloadSize, "none">;
  kind: "file" | "zip";
  parts: TicketPart[];
  /** One work: its file (a ZIP's files are in its manifest pages). */
  file: (ManifestEntry & { contentType: string }) | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  /** When its first bytes flowed, and it was counted (once, whatever the resumes). */
  countedAt: Timestamp | null;
}

/** What the callable needs beyond the request: where downloads are served, and the limits. */
export interface IssueOptions {
  /** The download function's address (download-plan.ts, downloadBaseUrl). */
  baseUrl: string;
  now?: Date;
  /** The largest ZIP part (tests plan small parts with small files). */
  partMaxBytes?: number;
  /** How long this call may spend checking files without a stored CRC-32 before it answers "not ready". */
  checksumBudgetMs?: number;
}

/** The download settings a client gets now; the owner always gets full size. */
export function allowedSize(gallery: DocumentSnapshot, owner: boolean): ClientDownloadSize {
  if (owner) return "full";
  const size = (gallery.get("downloads") as { size?: unknown } | undefined)?.size;
  return size === "web" || size === "full" ? size : "none";
}

/** Whether a client may download a set or the whole gallery as a ZIP now. */
export function allowsWhole(gallery: DocumentSnapshot, owner: boolean): boolean {
  return owner || (gallery.get("downloads") as { whole?: unknown } | undefined)?.whole === true;
}

/** The ZIP's folders: one set at the root, or every set under its name, in the gallery's order. */
function foldersOf(sets: readonly { id: string; name: string }[], target: Target): ZipFolder[] {
  if (target.kind === "set")
    return sets.filter((set) => set.id === target.setId).map((set) => ({ setId: set.id, folder: null }));
  return sets.map((set) => ({ setId: set.id, folder: set.name }));
}

function setsOf(gallery: DocumentSnapshot): { id: string; name: string }[] {
  return ((gallery.get("sets") as { id?: unknown; name?: unknown }[] | undefined) ?? []).filter(
    (set): set is { id: string; name: string } => typeof set?.id === "string" && typeof set.name === "string",
  );
}

async function oneWork(
  db: Firestore,
  galleryId: string,
  workId: string,
  size: Exclude<ClientDownloadSize, "none">,
) {
  const work = await workRef(db, galleryId, workId).get();
  const media = work.get("media") as WorkMediaRef | undefined;
  const path = media ? servedPath(media, size) : null;
  const facts = path ? await fileFacts(path) : null;
  if (!path || !facts) throw new ClientMediaError("work-not-found");
  const { generation, size: bytes, contentType } = facts;
  const name = downloadFileName(String(work.get("fileName") ?? workId), path);
  return { name, path, generation, size: bytes, crc32: facts.crc32, contentType };
}

/**
 * Checks the request against the gallery's settings and issues a download. The owner may
 * always download, at full size (previewing what the client gets, or fetching a backup); a
 * client needs a live grant, downloads on, and `whole` for a set or the whole gallery. A ZIP
 * is refused up front when its device or gallery already streams as many parts as allowed.
 */
export async function requestClientDownload(
  db: Firestore,
  requester: Requester,
  request: RequestClientDownloadRequest,
  options: IssueOptions,
): Promise<RequestClientDownloadResponse> {
  const now = options.now ?? new Date();
  const { galleryId, target } = request;
  const [gallery, grant] = await Promise.all([
    galleryRef(db, galleryId).get(),
    requester.owner ? null : grantRef(db, galleryId, requester.uid).get(),
  ]);
  if (!gallery.exists) throw new ClientMediaError(requester.owner ? "gallery-not-found" : "no-access");
  if (!requester.owner && (!grant?.exists || !isLiveGallery(gallery.get("expiresAt"), now)))
    throw new ClientMediaError("no-access");
  const size = allowedSize(gallery, requester.owner);
  if (size === "none") throw new ClientMediaError("downloads-off");
  if (target.kind !== "work" && !allowsWhole(gallery, requester.owner))
    throw new ClientMediaError("whole-off");
  const sets = setsOf(gallery);
  if (target.kind === "set" && !sets.some((set) => set.id === target.setId))
    throw new ClientMediaError("set-not-found");

  const ticket = randomBytes(24).toString("base64url");
  const base = {
    galleryId,
    uid: requester.uid,
    owner: requester.owner,
    target,
    size,
    createdAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromMillis(now.getTime() + CLIENT_DOWNLOAD_LIMITS.ticketTtlMs),
    countedAt: null,
  };
  const url = (part: number) => `${options.baseUrl}/${ticket}/${part}`;

  if (target.kind === "work") {
    const file = await oneWork(db, galleryId, target.workId, size);
    const doc: DownloadTicketDoc = {
      ...base,
      kind: "file",
      parts: [{ fileName: file.name, bytes: file.size, files: 1, pages: 0 }],
      file,
    };
    await ticketRef(db, ticket).create(doc);
    clientMediaLogs.ticketIssued(galleryId, target.kind, requester.owner, 1);
    return {
      ready: true,
      kind: "file",
      parts: [{ url: url(1), fileName: file.name, bytes: file.size, files: 1 }],
      expiresAt: base.expiresAt.toMillis(),
    };
  }

  const busy = await streamRefusal(db, { uid: requester.uid, galleryId, owner: requester.owner });
  if (busy) throw new ClientMediaError(busy);
  const entries = await zipManifest(db, galleryId, foldersOf(sets, target), size);
  if (entries.length === 0) throw new ClientMediaError("nothing-to-download");
  const known = await fillChecksums(entries, Date.now() + (options.checksumBudgetMs ?? 20_000));
  if (known < entries.length) return { ready: false, checked: known, total: entries.length };

  const setName = target.kind === "set" ? (sets.find((set) => set.id === target.setId)?.name ?? null) : null;
  const baseName = zipBaseName(String(gallery.get("name") ?? "Gallery"), setName);
  const plans = planParts(entries, options.partMaxBytes ?? CLIENT_DOWNLOAD_LIMITS.zipPartMaxBytes);
  const parts: TicketPart[] = plans.map((plan, index) => ({
    fileName: partFileName(baseName, index + 1, plans.length),
    bytes: plan.bytes,
    files: plan.to - plan.from,
    pages: Math.ceil((plan.to - plan.from) / MANIFEST_PAGE_SIZE),
  }));
  // The pages first, then the ticket: a ticket never names pages that are not there yet.
  const batch = db.batch();
  plans.forEach((plan, index) => {
    for (let page = 0; page < parts[index]!.pages; page += 1) {
      const from = plan.from + page * MANIFEST_PAGE_SIZE;
      batch.create(manifestPageRef(db, ticket, index + 1, page), {
        galleryId,
        expiresAt: base.expiresAt,
        entries: entries.slice(from, Math.min(from + MANIFEST_PAGE_SIZE, plan.to)),
      });
    }
  });
  await batch.commit();
  const doc: DownloadTicketDoc = { ...base, kind: "zip", parts, file: null };
  await ticketRef(db, ticket).create(doc);
  clientMediaLogs.ticketIssued(galleryId, target.kind, requester.owner, parts.length);
  return {
    ready: true,
    kind: "zip",
    parts: parts.map((part, index) => ({
      url: url(index + 1),
      fileName: part.fileName,
      bytes: part.bytes,
      files: part.files,
    })),
    expiresAt: base.expiresAt.toMillis(),
  };
}
