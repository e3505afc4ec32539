// Pure decisions of a client download: whether a ticket still answers, which stored file a
// work serves at a size, and the names files get in the browser's downloads and in a ZIP.
import { posix } from "node:path";
import type { ClientDownloadSize } from "@folio/domain";

/** What the download function may do with a ticket. */
export type TicketVerdict = "ok" | "unknown" | "expired" | "used";

/** A ticket as stored in `client_download_tickets/{id}` (times as epoch milliseconds here). */
export interface TicketState {
  expiresAtMs: number;
  usedAtMs: number | null;
}

/** A ticket answers once, before it expires: used wins over expired, so a retry reads "used". */
export function ticketVerdict(ticket: TicketState | null, nowMs: number): TicketVerdict {
  if (!ticket) return "unknown";
  if (ticket.usedAtMs !== null) return "used";
  return nowMs < ticket.expiresAtMs ? "ok" : "expired";
}

/** A ticket id as the callable issues them: 32 url-safe characters from 24 random bytes. */
export const TICKET_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

/**
 * The ticket in a request's path: Hosting passes `/api/client-download/<ticket>`, the Functions
 * emulator `/<project>/<region>/clientDownload/<ticket>`; either way it is the last segment.
 */
export function ticketOfPath(path: string): string | null {
  const last = path.split("?")[0]?.split("/").filter(Boolean).at(-1) ?? "";
  return TICKET_PATTERN.test(last) ? last : null;
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
  const cleaned = replaced.replace(/^[.\s]+/, "").trim().slice(0, 150);
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

/** The ZIP's own name: the gallery's name, and the set's when it is one set. */
export function zipFileName(galleryName: string, setName: string | null): string {
  const name = setName === null ? galleryName : `${galleryName} - ${setName}`;
  return `${safeSegment(name, "Gallery")}.zip`;
}
