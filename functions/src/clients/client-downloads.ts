// The `clientDownload` function: answers a ticket once, counts it, and streams the file or the
// ZIP. Hosting sends `/api/client-download/<ticket>` here (firebase.json).
import { pipeline } from "node:stream/promises";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import type { Request } from "firebase-functions/v2/https";
import type { Response } from "express";
import { bucket } from "../lib/admin";
import { clientMediaLogs } from "./client-media-logs";
import { activityRef, galleryRef, ticketRef, workRef } from "./client-refs";
import {
  attachmentHeader,
  downloadFileName,
  servedPath,
  ticketOfPath,
  ticketVerdict,
  zipFileName,
  type TicketVerdict,
  type WorkMediaRef,
} from "./download-plan";
import type { DownloadTicketDoc } from "./download-tickets";
import { streamZip, type ZipFolder } from "./download-zip";

/** What the browser reads when a ticket does not answer; short, polite, and never cached. */
const REFUSALS: Readonly<Record<Exclude<TicketVerdict, "ok">, { status: number; text: string }>> = {
  unknown: { status: 404, text: "This download link is not valid. Go back to the gallery and try again." },
  expired: {
    status: 410,
    text: "This download link has expired (they last two minutes). Go back to the gallery and download again.",
  },
  used: {
    status: 410,
    text: "This download link has already been used. Go back to the gallery to download again.",
  },
};

function setPrivateHeaders(res: Response): void {
  res.set("Cache-Control", "private, no-store");
  res.set("X-Robots-Tag", "noindex");
}

function refusalPage(res: Response, status: number, text: string): void {
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Download unavailable</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">` +
        `<h1>Download unavailable</h1><p>${text}</p></body></html>`,
    );
}

/**
 * Takes the ticket: in one transaction it must exist, be unused and unexpired, and is marked
 * used; a client's download is counted in the same transaction, so a retried request (or a
 * retried transaction) can never count twice. Returns the ticket, or why it does not answer.
 */
export async function redeemTicket(
  db: Firestore,
  ticket: string,
  now = new Date(),
): Promise<{ verdict: "ok"; doc: DownloadTicketDoc } | { verdict: Exclude<TicketVerdict, "ok"> }> {
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ticketRef(db, ticket));
    const doc = snapshot.data() as DownloadTicketDoc | undefined;
    const verdict = ticketVerdict(
      doc ? { expiresAtMs: doc.expiresAt.toMillis(), usedAtMs: doc.usedAt?.toMillis() ?? null } : null,
      now.getTime(),
    );
    if (verdict !== "ok" || !doc) return { verdict: verdict === "ok" ? "unknown" : verdict };
    transaction.update(snapshot.ref, { usedAt: Timestamp.fromDate(now) });
    if (!doc.owner) {
      const downloads =
        doc.target.kind === "work"
          ? { works: FieldValue.increment(1), perWork: { [doc.target.workId]: FieldValue.increment(1) } }
          : { zips: FieldValue.increment(1) };
      transaction.set(activityRef(db, doc.galleryId), { downloads }, { merge: true });
    }
    return { verdict: "ok", doc };
  });
}

/** One work: its file piped from Storage under the name the client knows it by. */
async function sendWork(
  db: Firestore,
  doc: DownloadTicketDoc,
  workId: string,
  res: Response,
  signal: AbortSignal,
): Promise<number> {
  const work = await workRef(db, doc.galleryId, workId).get();
  const media = work.get("media") as WorkMediaRef | undefined;
  const path = media ? servedPath(media, doc.size) : null;
  if (!path) {
    refusalPage(res, 404, "This picture is not in the gallery any more.");
    return 0;
  }
  const file = bucket().file(path);
  const [metadata] = await file.getMetadata();
  res.status(200);
  res.set("Content-Type", metadata.contentType ?? "application/octet-stream");
  if (metadata.size !== undefined) res.set("Content-Length", String(metadata.size));
  res.set(
    "Content-Disposition",
    attachmentHeader(downloadFileName(String(work.get("fileName") ?? workId), path)),
  );
  await pipeline(file.createReadStream(), res, { signal });
  return 1;
}

/** The ZIP's folders: one set at the root, or every set under its name, in the gallery's order. */
function foldersOf(
  sets: readonly { id: string; name: string }[],
  target: DownloadTicketDoc["target"],
): ZipFolder[] {
  if (target.kind === "set")
    return sets.filter((set) => set.id === target.setId).map((set) => ({ setId: set.id, folder: null }));
  return sets.map((set) => ({ setId: set.id, folder: set.name }));
}

/** The whole request: ticket, count, stream. Never throws once headers are sent (it ends the response). */
export async function serveClientDownload(db: Firestore, req: Request, res: Response): Promise<void> {
  setPrivateHeaders(res);
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.set("Allow", "GET");
    return refusalPage(res, 405, "Downloads are fetched with GET.");
  }
  const ticket = ticketOfPath(req.path);
  const redeemed = ticket ? await redeemTicket(db, ticket) : ({ verdict: "unknown" } as const);
  if (redeemed.verdict !== "ok") {
    clientMediaLogs.ticketRefused(REFUSALS[redeemed.verdict].status, redeemed.verdict);
    return refusalPage(res, REFUSALS[redeemed.verdict].status, REFUSALS[redeemed.verdict].text);
  }
  const { doc } = redeemed;
  const started = Date.now();
  // The client may leave mid-download: stop reading Storage at once instead of streaming into nothing.
  const aborter = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) aborter.abort();
  });
  try {
    let files: number;
    if (doc.target.kind === "work") {
      files = await sendWork(db, doc, doc.target.workId, res, aborter.signal);
    } else {
      const gallery = await galleryRef(db, doc.galleryId).get();
      if (!gallery.exists) return refusalPage(res, 404, "This gallery is no longer shared.");
      const sets = ((gallery.get("sets") as { id: string; name: string }[] | undefined) ?? []).filter(
        (set) => typeof set.id === "string" && typeof set.name === "string",
      );
      const { target } = doc;
      const setName =
        target.kind === "set" ? (sets.find((set) => set.id === target.setId)?.name ?? null) : null;
      res.status(200);
      res.set("Content-Type", "application/zip");
      res.set(
        "Content-Disposition",
        attachmentHeader(zipFileName(String(gallery.get("name") ?? "Gallery"), setName)),
      );
      files = await streamZip(db, doc.galleryId, foldersOf(sets, doc.target), doc.size, res, aborter.signal);
    }
    clientMediaLogs.downloadServed(doc.galleryId, doc.target.kind, files, Date.now() - started);
  } catch (error) {
    clientMediaLogs.downloadAborted(doc.galleryId, doc.target.kind, error);
    if (!res.headersSent)
      return refusalPage(
        res,
        500,
        "The download could not be prepared. Go back to the gallery and try again.",
      );
    res.destroy();
  }
}
