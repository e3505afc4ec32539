import { EXTENSION_BY_CONTENT_TYPE, slugWords } from "@folio/domain";
import { contentTypeOf } from "./media-rules";

/**
 * A fresh upload set id: 8 base-36 characters from the browser's CSPRNG. Each upload (a new
 * work, a replacement, a portrait) writes a folder of its own (domain/src/media/paths.ts), so a
 * replacement never overwrites the files a published work still shows, and the server removes
 * a replaced upload by its folder (functions/src/media/media-cleanup.ts).
 */
export function newUploadSetId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join("");
}

/** A file name safe in a URL and a storage path: lower-case ASCII words joined by dashes. */
export function safeBaseName(name: string): string {
  const slug = slugWords((name.split(/[\\/]/).pop() ?? "").replace(/\.[^.]+$/, ""), 60);
  return slug || "media";
}

/**
 * Path of an uploaded original: `<originals folder>/<name>.<ext>`. The readable name is the
 * owner's when they download it back; the extension follows the content type so a mislabelled
 * file gets the right one. Visitors never see it: their files are the pipeline's.
 */
export function originalPath(folder: string, file: { name: string; type: string }): string {
  const extension = EXTENSION_BY_CONTENT_TYPE[contentTypeOf(file)] ?? "bin";
  return `${folder}/${safeBaseName(file.name)}.${extension}`;
}
