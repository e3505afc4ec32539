// Pure decisions of a client download: whether a ticket still answers, where its addresses
// live, which stored file a work serves at a size, and the names files get in the browser's
// downloads and in a ZIP.
import { createHash } from "node:crypto";
import { posix } from "node:path";
import type { ClientDownloadSize } from "@folio/domain";

/** What the download function may do with a ticket: serve it until it expires. */
export type TicketVerdict = "ok" | "link-unknown" | "link-expired";

/** A ticket answers, for any number of requests (resumes), until it expires. */
export function ticketVerdict(ticket: { expiresAtMs: number } | null, nowMs: number): TicketVerdict {
  if (!ticket) return "link-unknown";
  return nowMs < ticket.expiresAtMs ? "ok" : "link-expired";
}

/** A ticket id as the callable issues them: 32 url-safe characters from 24 random bytes. */
export const TICKET_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

/** The most parts one download has (5,000 works of 30 MB are 38 parts of 4 GB). */
const PART_PATTERN = /^[1-9][0-9]{0,2}$/;

/**
 * A download address's ticket and part (1-based): its last two segments, `…/<ticket>/<part>`,
 * whether the request came as `/clientDownload/…` (production) or
 * `/<project>/<region>/clientDownload/…` (the Functions emulator).
 */
export function addressOfPath(path: string): { ticket: string; part: number } | null {
  const [ticket = "", part = ""] = (path.split("?")[0] ?? "").split("/").filter(Boolean).slice(-2);
  return TICKET_PATTERN.test(ticket) && PART_PATTERN.test(part) ? { ticket, part: Number(part) } : null;
}

/** Where the download function answers, as the callable works it out from its environment. */
export interface FunctionPlace {
  project: string;
  region: string;
  /** Under the emulators: the Functions emulator's own host:port (the callable's request came there). */
  emulatorHost: string | null;
}

/**
 * The download function's own address, never the site's: Hosting ends a request at 60 s, the
 * function's own URL only at its timeout (an hour), and a cut there is resumed. Production's
 * `https://<region>-<project>.cloudfunctions.net/<name>` serves 2nd gen functions too, and the
 * site's Content-Security-Policy already allows it (connect-src, for the page's probe).
 */
export function downloadBaseUrl(place: FunctionPlace, functionName = "clientDownload"): string {
  return place.emulatorHost
    ? `http://${place.emulatorHost}/${place.project}/${place.region}/${functionName}`
    : `https://${place.region}-${place.project}.cloudfunctions.net/${functionName}`;
}

/** A part's validator: tied to the ticket (whose files are frozen) and the part, never a path or a time. */
export function partEtag(ticket: string, part: number): string {
  return `"${createHash("sha256").update(`${ticket}/${part}`).digest("base64url").slice(0, 27)}"`;
}

/**
 * Whether a range request's `If-Range` lets the range be served (RFC 9110 §13.1.5): absent, the
 * same strong entity tag, or exactly the Last-Modified date. Otherwise the whole part is sent.
 */
export function ifRangeHolds(ifRange: string | undefined, etag: string, lastModified: Date): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith("W/")) return value === etag;
  const date = Date.parse(value);
  return Number.isFinite(date) && Math.floor(date / 1000) === Math.floor(lastModified.getTime() / 1000);
}

/** The parts of a work's media the download reads. */
export interface WorkMediaRef {
  storagePath: string | null;
  contentType: string;
  download?: { url: string; contentType: string } | null;
}

/** The object path inside a Storage address made by `storageObjectUrl` (`…/o/<encoded path>?alt=media`). */
export function storagePathOfUrl(url: string): string | null {
  const match = /\/o\/([^?]+)/.exec(url);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * The stored file a work serves: "web" is its largest display copy (a picture's biggest WebP,
 * a video itself); "full" is its download-role copy (the clean full-size JPEG), falling back to
 * the display copy when the work has none.
 */
export function servedPath(media: WorkMediaRef, size: Exclude<ClientDownloadSize, "none">): string | null {
  if (size === "full" && media.download) return storagePathOfUrl(media.download.url) ?? media.storagePath;
  return media.storagePath;
}

/** Characters no file name in a ZIP or a download may hold (paths, Windows' reserved ones); controls too. */
const RESERVED = '/\\:*?"<>|';

function isUnsafe(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f || RESERVED.includes(char);
}

/** One path segment made safe: unsafe characters become "_", no leading dots, never empty. */
export function safeSegment(text: string, fallback: string): string {
  const replaced = Array.from(text, (char) => (isUnsafe(char) ? "_" : char)).join("");
  const cleaned = replaced
    .replace(/^[.\s]+/, "")
    .trim()
    .slice(0, 150);
  return cleaned === "" ? fallback : cleaned;
}

/**
 * A work's file name as the client gets it: the name the owner uploaded it as (its base), with
 * the extension of the file actually served (a "web" copy of `IMG_0042.CR3.jpg` is a `.webp`).
 */
export function downloadFileName(fileName: string, servedFile: string): string {
  const extension = posix.extname(servedFile);
  const base = posix.basename(fileName.replaceAll("\\", "/"), posix.extname(fileName));
  return `${safeSegment(base, "work")}${extension}`;
}

/**
 * Names entries of one ZIP: `<folder>/<name>` (no folder for a single set), each name made
 * unique without regard to case (Windows and macOS would overwrite one with the other) by
 * " (2)", " (3)" before the extension. Holds the names it gave.
 */
export class ZipEntryNames {
  private readonly taken = new Set<string>();

  next(folder: string | null, fileName: string): string {
    const extension = posix.extname(fileName);
    const base = fileName.slice(0, fileName.length - extension.length);
    const prefix = folder === null ? "" : `${safeSegment(folder, "Set")}/`;
    for (let copy = 1; ; copy += 1) {
      const name = `${prefix}${copy === 1 ? base : `${base} (${copy})`}${extension}`;
      if (!this.taken.has(name.toLowerCase())) {
        this.taken.add(name.toLowerCase());
        return name;
      }
    }
  }
}

/** RFC 6266 Content-Disposition: an ASCII fallback and the UTF-8 name (RFC 5987). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A ZIP download's name without its extension: the gallery's name, and the set's when it is one set. */
export function zipBaseName(galleryName: string, setName: string | null): string {
  const name = setName === null ? galleryName : `${galleryName} - ${setName}`;
  return safeSegment(name, "Gallery");
}
