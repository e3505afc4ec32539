import type { MediaType } from "@folio/domain";

/** Image formats browsers display everywhere the portfolio is viewed. */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"] as const;
/** Video formats with broad browser playback. */
export const VIDEO_TYPES = ["video/mp4", "video/webm", "video/quicktime"] as const;

const MB = 1024 * 1024;
/** Largest image accepted (storage.rules enforces the same): a full-resolution camera JPEG fits. */
export const MAX_IMAGE_BYTES = 30 * MB;
/** Largest video accepted (storage.rules enforces the same): a few minutes of 1080p at web bitrates. */
export const MAX_VIDEO_BYTES = 500 * MB;

/** The facts of a file that validation needs (a File has them; tests pass plain objects). */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** A file that can be uploaded, or why it cannot. */
export type FileCheck = { ok: true; mediaType: MediaType } | { ok: false; reason: string };

/** Human size: 1.5 MB, 820 KB. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(bytes >= 100 * MB ? 0 : 1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** Browsers leave `type` empty for some files; the extension then decides. */
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  mp4: "video/mp4",
  m4v: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
};

/** The MIME type of a file, from the browser or else from its extension; "" when unknown. */
export function contentTypeOf(file: Pick<FileFacts, "name" | "type">): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return TYPE_BY_EXTENSION[extension] ?? "";
}

/** Whether a file can go into the gallery: a supported image or video within the size limit. */
export function checkFile(file: FileFacts): FileCheck {
  const type = contentTypeOf(file);
  const isImage = (IMAGE_TYPES as readonly string[]).includes(type);
  const isVideo = (VIDEO_TYPES as readonly string[]).includes(type);
  if (!isImage && !isVideo) {
    const what = type ? `a ${type} file` : "not a recognised image or video";
    return {
      ok: false,
      reason: `${file.name} is ${what}. Use JPEG, PNG, WebP, AVIF or GIF images, or MP4, WebM or MOV videos.`,
    };
  }
  if (file.size === 0) return { ok: false, reason: `${file.name} is empty.` };
  const max = isImage ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES;
  if (file.size > max) {
    return {
      ok: false,
      reason: `${file.name} is ${formatBytes(file.size)}; ${isImage ? "images" : "videos"} can be at most ${formatBytes(max)}.`,
    };
  }
  return { ok: true, mediaType: isImage ? "image" : "video" };
}

/** A title from a file name: "golden-hour_02.jpg" → "Golden hour 02". */
export function titleFromFileName(name: string): string {
  const base = name
    .replace(/\.[^.]+$/, "")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return base ? base[0]!.toUpperCase() + base.slice(1) : "Untitled";
}
