// The `clientDownload` function: answers a download's addresses (`…/clientDownload/<ticket>/<part>`,
// on the function's own URL: Hosting would end it at 60 s). Every answer has an exact length
// and byte ranges (a cut download is visibly short, and the browser resumes it), the bytes of a
// ticket never change (its files are frozen), a download is counted once when its first bytes
// flow, and each ZIP part streaming holds a lease that bounds its device and its gallery.
import { once } from "node:events";
import { randomBytes } from "node:crypto";
import {
  CLIENT_DOWNLOAD_REFUSALS,
  clientGalleryPath,
  DOWNLOAD_REFUSAL_HEADER,
  type ClientDownloadRefusal,
} from "@folio/domain";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import type { Request, Response } from "firebase-functions/v2/https";
import { bucket } from "../lib/admin";
import { siteOrigin } from "../ssr/config";
import { clientMediaLogs } from "./client-media-logs";
import { activityRef, galleryRef, grantRef, isLiveGallery, manifestPageRef, ticketRef } from "./client-refs";
import {
  releaseLease,
  renewLease,
  RENEW_MS,
  streamRefusal,
  takeLease,
  type StreamHolder,
} from "./download-leases";
import type { ManifestEntry } from "./download-manifest";
import { addressOfPath, attachmentHeader, ifRangeHolds, partEtag, ticketVerdict } from "./download-plan";
import { allowedSize, allowsWhole, type DownloadTicketDoc } from "./download-tickets";
import { zipLayout, zipPieces, type ZipPiece } from "./zip-layout";

const REFUSAL_STATUS: Readonly<Record<ClientDownloadRefusal, number>> = {
  "link-unknown": 404,
  "link-expired": 410,
  "no-access": 403,
  "settings-changed": 409,
  "too-many-downloads": 429,
  "gallery-busy": 503,
};

/** A stream that sent nothing for this many renewal rounds has a client that stopped reading. */
const STALLED_ROUNDS = 2;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Why the address does not answer: the reason in a header (the page's probe reads it), and a
 * short page for a browser that navigated here, with the way back to its gallery.
 */
function refuse(req: Request, res: Response, reason: ClientDownloadRefusal, galleryId: string | null): void {
  const status = REFUSAL_STATUS[reason];
  clientMediaLogs.downloadRefused(status, reason);
  // A part refused at its lease had its attachment headers set already: the page is no download.
  for (const header of ["Content-Disposition", "Content-Type", "ETag", "Last-Modified", "Accept-Ranges"])
    res.removeHeader(header);
  res.status(status).set(DOWNLOAD_REFUSAL_HEADER, reason);
  if (reason === "gallery-busy") res.set("Retry-After", "120");
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  const back = galleryId
    ? `<p><a href="${escapeHtml(`${siteOrigin()}${clientGalleryPath(galleryId)}`)}">Back to the gallery</a></p>`
    : "";
  res
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Download unavailable</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">` +
        `<h1>Download unavailable</h1><p>${escapeHtml(CLIENT_DOWNLOAD_REFUSALS[reason])}</p>${back}</body></html>`,
    );
}

/**
 * Whether the device that asked may still have this download: the gallery is there and live,
 * the device still holds its grant, and the settings still allow this size and a ZIP. Checked
 * on every request, so a day-long address stops when access or the settings change.
 */
async function accessRefusal(
  db: Firestore,
  doc: DownloadTicketDoc,
  now: Date,
): Promise<ClientDownloadRefusal | null> {
  const [gallery, grant] = await Promise.all([
    galleryRef(db, doc.galleryId).get(),
    doc.owner ? null : grantRef(db, doc.galleryId, doc.uid).get(),
  ]);
  if (!gallery.exists) return "no-access";
  if (doc.owner) return null;
  if (!grant?.exists || !isLiveGallery(gallery.get("expiresAt"), now)) return "no-access";
  if (allowedSize(gallery, false) !== doc.size) return "settings-changed";
  if (doc.kind === "zip" && !allowsWhole(gallery, false)) return "settings-changed";
  return null;
}

/** A ZIP part's entries, from its manifest pages in order. */
async function partEntries(
  db: Firestore,
  ticket: string,
  part: number,
  pages: number,
): Promise<ManifestEntry[]> {
  const refs = Array.from({ length: pages }, (_, page) => manifestPageRef(db, ticket, part, page));
  const snapshots = refs.length > 0 ? await db.getAll(...refs) : [];
  return snapshots.flatMap((snapshot) => (snapshot.get("entries") as ManifestEntry[] | undefined) ?? []);
}

/**
 * Counts the download once, when its first bytes flow: a transaction marks the ticket, so the
 * parts and resumes that follow (or a retried transaction) count nothing more. The owner's own
 * downloads are never counted.
 */
async function countOnce(db: Firestore, ticket: string, now: Date): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ticketRef(db, ticket));
    const doc = snapshot.data() as DownloadTicketDoc | undefined;
    if (!doc || doc.countedAt) return;
    transaction.update(snapshot.ref, { countedAt: Timestamp.fromDate(now) });
    if (doc.owner) return;
    const downloads =
      doc.target.kind === "work"
        ? { works: FieldValue.increment(1), perWork: { [doc.target.workId]: FieldValue.increment(1) } }
        : { zips: FieldValue.increment(1) };
    transaction.set(activityRef(db, doc.galleryId), { downloads }, { merge: true });
  });
}

/** What one request sends: the pieces of its range, read from the frozen entries. */
interface Delivery {
  pieces: ZipPiece[];
  entries: readonly ManifestEntry[];
  signal: AbortSignal;
  /** Called with each chunk's length once it was handed to the connection. */
  sent: (bytes: number) => void;
}

/** Writes the pieces in order, reading each file's stretch at its planned generation, with backpressure. */
async function deliver(res: Response, { pieces, entries, signal, sent }: Delivery): Promise<void> {
  const write = async (chunk: Buffer) => {
    signal.throwIfAborted();
    if (!res.write(chunk)) await once(res, "drain", { signal });
    sent(chunk.length);
  };
  for (const piece of pieces) {
    if (piece.kind === "bytes") {
      await write(piece.data);
      continue;
    }
    const entry = entries[piece.entry]!;
    const source = bucket()
      .file(entry.path, { generation: entry.generation })
      .createReadStream({ start: piece.from, end: piece.to, validation: false });
    const stop = () => source.destroy();
    signal.addEventListener("abort", stop, { once: true });
    let read = 0;
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        read += chunk.length;
        await write(chunk);
      }
    } finally {
      signal.removeEventListener("abort", stop);
    }
    // A file that changed since the download was planned would make the archive lie: the
    // generation pins it in production, and its length is checked everywhere.
    if (read !== piece.to - piece.from + 1)
      throw new Error(`${entry.path} is not the file this download planned`);
  }
}

/**
 * Renews a streaming part's lease while its bytes flow, and ends the stream when its client
 * stopped reading, or when the device lost its access (a changed password ends downloads under
 * way within a renewal). Returns the stop function.
 */
function keepLease(db: Firestore, holder: StreamHolder, id: string, progress: () => number, cut: () => void) {
  let last = progress();
  let idle = 0;
  const timer = setInterval(() => {
    const now = progress();
    idle = now > last ? 0 : idle + 1;
    last = now;
    if (idle >= STALLED_ROUNDS) return cut();
    void (async () => {
      await renewLease(db, holder, id);
      if (!holder.owner && !(await grantRef(db, holder.galleryId, holder.uid).get()).exists) cut();
    })().catch((error: unknown) =>
      clientMediaLogs.downloadBookkeepingFailed(holder.galleryId, "lease", error),
    );
  }, RENEW_MS);
  return () => clearInterval(timer);
}

/** The whole request. Never throws once headers are sent: a failure then cuts the connection short. */
export async function serveClientDownload(db: Firestore, req: Request, res: Response): Promise<void> {
  const started = Date.now();
  const now = new Date(started);
  res.set("Cache-Control", "private, no-store");
  res.set("X-Robots-Tag", "noindex");
  res.set("Referrer-Policy", "no-referrer");
  // The client's page probes an address with HEAD before it navigates there (fetch, no credentials).
  res.set("Access-Control-Allow-Origin", "*");
  res.set("Access-Control-Expose-Headers", DOWNLOAD_REFUSAL_HEADER);
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.set("Allow", "GET, HEAD");
    res.status(405).type("text").send("Downloads are fetched with GET.");
    return;
  }
  const address = addressOfPath(req.path);
  const snapshot = address ? await ticketRef(db, address.ticket).get() : null;
  const doc = snapshot?.data() as DownloadTicketDoc | undefined;
  const verdict = ticketVerdict(doc ? { expiresAtMs: doc.expiresAt.toMillis() } : null, started);
  if (!address || !doc || verdict !== "ok")
    return refuse(req, res, verdict === "ok" ? "link-unknown" : verdict, doc?.galleryId ?? null);
  const part = doc.parts[address.part - 1];
  if (!part) return refuse(req, res, "link-unknown", doc.galleryId);
  const denied = await accessRefusal(db, doc, now);
  if (denied) return refuse(req, res, denied, doc.galleryId);

  let size: number;
  let pieces: (start: number, end: number) => ZipPiece[];
  let entries: readonly ManifestEntry[];
  if (doc.kind === "file" && doc.file) {
    size = doc.file.size;
    entries = [doc.file];
    pieces = (start, end) => (end >= start ? [{ kind: "file", entry: 0, from: start, to: end }] : []);
    res.set("Content-Type", doc.file.contentType);
  } else {
    entries = await partEntries(db, address.ticket, address.part, part.pages);
    const layout = zipLayout(
      entries.map(({ name, size: bytes, crc32 }) => ({ name, size: bytes, crc32: crc32 ?? 0 })),
      doc.createdAt.toDate(),
    );
    size = layout.size;
    pieces = (start, end) => zipPieces(layout, start, end);
    res.set("Content-Type", "application/zip");
  }
  const etag = partEtag(address.ticket, address.part);
  const lastModified = doc.createdAt.toDate();
  res.set("Accept-Ranges", "bytes");
  res.set("ETag", etag);
  res.set("Last-Modified", lastModified.toUTCString());
  res.set("Content-Disposition", attachmentHeader(part.fileName));

  const holder: StreamHolder = { uid: doc.uid, galleryId: doc.galleryId, owner: doc.owner };
  if (req.method === "HEAD") {
    const busy = doc.kind === "zip" ? await streamRefusal(db, holder) : null;
    if (busy) return refuse(req, res, busy, doc.galleryId);
    res.status(200).set("Content-Length", String(size)).end();
    return;
  }

  // One range, when asked and still valid for these bytes; anything else is the whole part.
  let start = 0;
  let end = size - 1;
  let status = 200;
  const ranges =
    req.headers.range && ifRangeHolds(req.get("If-Range"), etag, lastModified)
      ? req.range(size, { combine: true })
      : undefined;
  if (ranges === -1) {
    res.status(416).set("Content-Range", `bytes */${size}`).end();
    return;
  }
  if (Array.isArray(ranges) && ranges.type === "bytes" && ranges.length === 1) {
    start = ranges[0]!.start;
    end = ranges[0]!.end;
    status = 206;
    res.set("Content-Range", `bytes ${start}-${end}/${size}`);
  }

  const lease = randomBytes(12).toString("base64url");
  if (doc.kind === "zip") {
    const busy = await takeLease(db, holder, lease);
    if (busy) return refuse(req, res, busy, doc.galleryId);
  }
  const aborter = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) aborter.abort(new Error("the client closed the connection"));
  });
  let bytes = 0;
  let counted: Promise<void> | null = null;
  const stopLease =
    doc.kind === "zip"
      ? keepLease(
          db,
          holder,
          lease,
          () => bytes,
          () => aborter.abort(new Error("stopped")),
        )
      : () => undefined;
  res.status(status).set("Content-Length", String(end - start + 1));
  try {
    await deliver(res, {
      pieces: pieces(start, end),
      entries,
      signal: aborter.signal,
      sent: (length) => {
        bytes += length;
        counted ??= countOnce(db, address.ticket, now).catch((error: unknown) =>
          clientMediaLogs.downloadBookkeepingFailed(doc.galleryId, "count", error),
        );
      },
    });
    res.end();
    clientMediaLogs.downloadServed(doc.galleryId, address.part, status, bytes, Date.now() - started);
  } catch (error) {
    // Headers are out: the connection ends short of Content-Length, which the browser sees
    // (and resumes with a range). Nothing is ever sent as if it were complete.
    clientMediaLogs.downloadCut(doc.galleryId, address.part, bytes, error);
    res.destroy();
  } finally {
    stopLease();
    await counted;
    if (doc.kind === "zip")
      await releaseLease(db, holder, lease).catch((error: unknown) =>
        clientMediaLogs.downloadBookkeepingFailed(doc.galleryId, "release", error),
      );
  }
}
