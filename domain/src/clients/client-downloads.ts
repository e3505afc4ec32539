// A client gallery's downloads (issue 44): one work as its file, or a set or the whole gallery
// as one or more ZIP parts. The callable `requestClientDownload` answers addresses on the
// download function's own URL (never the site's Hosting, which ends a request at 60 s); each
// address serves an exact length with byte ranges, so a cut download is visibly short and the
// browser resumes it where it stopped.
import { z } from "../zod";

export const CLIENT_DOWNLOAD_LIMITS = {
  /**
   * A download's addresses answer for this long, resumes included, and only while the device
   * that asked still has access with the same download settings (checked on every request).
   * A day: a 20 GB gallery on a slow connection takes hours, and a laptop sleeps overnight.
   */
  ticketTtlMs: 24 * 60 * 60 * 1000,
  /**
   * The largest ZIP part, headers included: under 4 GiB, so no ZIP64 is needed (every unzip
   * tool opens it, and FAT32 drives take it). A 20 GB gallery comes in 5 parts.
   */
  zipPartMaxBytes: 4_000_000_000,
  /** ZIP parts one device may stream at once, and one gallery for all its devices. */
  streamsPerDevice: 3,
  streamsPerGallery: 10,
} as const;

/** A part of a download as the page lists it: "Part 1 of 5 · 1,204 files · 3.9 GB". */
export const clientDownloadPartSchema = z.object({
  /** The part's address on the download function (absolute). */
  url: z.string(),
  /** The name the browser saves it under. */
  fileName: z.string(),
  bytes: z.number(),
  files: z.number(),
});
export type ClientDownloadPart = z.infer<typeof clientDownloadPartSchema>;

/**
 * The callable's answer: the parts, in order (one for a single work, or a ZIP that fits), and
 * until when their addresses answer (epoch ms). `ready: false` while files written before
 * checksums were kept are being checked (the page asks again and shows the progress).
 */
export const requestClientDownloadResponse = z.discriminatedUnion("ready", [
  z.object({
    ready: z.literal(true),
    kind: z.enum(["file", "zip"]),
    parts: z.array(clientDownloadPartSchema).min(1),
    expiresAt: z.number(),
  }),
  z.object({ ready: z.literal(false), checked: z.number(), total: z.number() }),
]);
export type RequestClientDownloadResponse = z.infer<typeof requestClientDownloadResponse>;

/**
 * Why a download address does not answer, as a stable reason: the download function sends it
 * in the `Download-Refusal` header (readable by the page's HEAD probe) and says it in the page
 * a navigation shows.
 */
export const CLIENT_DOWNLOAD_REFUSALS = {
  "link-unknown": "This download link is not valid. Go back to the gallery and download again.",
  "link-expired":
    "This download link has expired (they last a day). Go back to the gallery and download again.",
  "no-access": "This gallery is no longer shared with this device. Open the link you were sent again.",
  "settings-changed":
    "The photographer changed this gallery's downloads since this link was made. Go back to the gallery and download again.",
  "too-many-downloads": `This device is already downloading ${CLIENT_DOWNLOAD_LIMITS.streamsPerDevice} parts. Start this one when one of them has finished.`,
  "gallery-busy":
    "This gallery is being downloaded on several devices right now. Please try again in a few minutes.",
} as const;
export type ClientDownloadRefusal = keyof typeof CLIENT_DOWNLOAD_REFUSALS;

/** The response header that carries a refusal's reason. */
export const DOWNLOAD_REFUSAL_HEADER = "Download-Refusal";
