import { EXTENSION_BY_CONTENT_TYPE, slugWords } from "@folio/domain";
import { contentTypeOf } from "./media-rules";

/** Every file of an item lives under this folder, so deleting the item can remove the folder. */
export function itemMediaFolder(itemId: string): string {
  return `media/${itemId}`;
}

/**
 * The folder of one upload of an item's media: `media/<item>/<set>`. Each upload (a new
 * work, or a replacement) writes a folder of its own, so a replacement never overwrites the
 * files the published work still shows (browsers cache them as immutable), and the server
 * removes a replaced upload by its folder (functions/src/content/media-cleanup.ts).
 */
export function uploadSetFolder(itemId: string, setId: string): string {
  return `${itemMediaFolder(itemId)}/${setId}`;
}

/** A fresh upload set id: 8 base-36 characters from the browser's CSPRNG. */
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
 * Path of an uploaded original: `<set folder>/<name>.<ext>`. The readable name survives into
 * downloads; the extension follows the content type so a mislabelled file gets the right one.
 */
export function originalPath(folder: string, file: { name: string; type: string }): string {
  const extension = EXTENSION_BY_CONTENT_TYPE[contentTypeOf(file)] ?? "bin";
  return `${folder}/${safeBaseName(file.name)}.${extension}`;
}

/** Path of a display size of an image: `<set folder>/w<width>.webp`. */
export function renditionPath(folder: string, width: number): string {
  return `${folder}/w${width}.webp`;
}

/** Path of a video's poster frame. */
export function posterPath(folder: string): string {
  return `${folder}/poster.jpg`;
}
