import { EXTENSION_BY_CONTENT_TYPE, slugWords } from "@folio/domain";
import { contentTypeOf } from "./media-rules";

/** Every file of an item lives under this folder, so deleting the item can remove the folder. */
export function itemMediaFolder(itemId: string): string {
  return `media/${itemId}`;
}

/** A file name safe in a URL and a storage path: lower-case ASCII words joined by dashes. */
export function safeBaseName(name: string): string {
  const slug = slugWords((name.split(/[\\/]/).pop() ?? "").replace(/\.[^.]+$/, ""), 60);
  return slug || "media";
}

/**
 * Path of an uploaded original: `media/<item>/<name>.<ext>`. The readable name survives into
 * downloads; the extension follows the content type so a mislabelled file gets the right one.
 */
export function originalPath(itemId: string, file: { name: string; type: string }): string {
  const extension = EXTENSION_BY_CONTENT_TYPE[contentTypeOf(file)] ?? "bin";
  return `${itemMediaFolder(itemId)}/${safeBaseName(file.name)}.${extension}`;
}

/** Path of a display size of an image: `media/<item>/w<width>.webp`. */
export function renditionPath(itemId: string, width: number): string {
  return `${itemMediaFolder(itemId)}/w${width}.webp`;
}

/** Path of a video's poster frame. */
export function posterPath(itemId: string): string {
  return `${itemMediaFolder(itemId)}/poster.jpg`;
}
