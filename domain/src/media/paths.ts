/**
 * Where uploaded media live in Cloud Storage (storage.rules enforces who reads and writes each):
 *
 * - `originals/gallery/<itemId>/<set>/<file>` and `originals/site/<set>/<file>`: the files as the
 *   owner picked them, EXIF and all. The owner writes and reads them; no visitor can, and the
 *   server removes their download tokens, so no address that bypasses the rules exists.
 * - `media/<itemId>/<set>/<file>`: what visitors of a work fetch, written only by the server's
 *   media pipeline (functions/src/media) from the original: display sizes, a clean full-size
 *   copy for downloads, a video stripped of its location and user-data atoms, a poster.
 * - `site/<set>/<file>`: the same for the site's own pictures (the portrait); public.
 * - `originals/clients/<gallery>/<work>/<set>/<file>` → `clients/<gallery>/<work>/<set>/<file>`:
 *   a client gallery's works (domain/src/clients). Private: only the owner and devices the
 *   server granted that gallery read them, through the rules.
 *
 * Each upload writes a folder (`<set>`) of its own, so replacing a work's media never
 * overwrites a file on show, and a replaced upload is removed by its folder.
 */

/** The top folder of everything the owner uploads as it is. */
export const ORIGINALS_ROOT = "originals";
/** The top folder of the files visitors of a work fetch. */
export const MEDIA_ROOT = "media";
/** The top folder of the site's own pictures. */
export const SITE_MEDIA_ROOT = "site";
/** The top folder of client galleries' files. */
export const CLIENT_MEDIA_ROOT = "clients";

/** What an upload is for: a gallery work, or the site itself (the portrait). */
export type UploadScope =
  | { kind: "gallery"; itemId: string }
  | { kind: "site" }
  | { kind: "client"; galleryId: string; workId: string };

/**
 * File name of a video's poster frame beside its original. The studio draws it in the browser;
 * the pipeline reads it when the video arrives. No original is ever named so: `safeBaseName`
 * makes only lower-case letters, digits and dashes.
 */
export const POSTER_ORIGINAL_NAME = "_poster.jpg";

/** An upload set id, and a gallery item id: the characters Firestore ids and paths share safely. */
export const UPLOAD_ID_SOURCE = "[A-Za-z0-9][A-Za-z0-9_-]{0,127}";
const ID_PATTERN = new RegExp(`^${UPLOAD_ID_SOURCE}$`);

/** The folder an upload's original goes to. */
export function originalsFolder(scope: UploadScope, setId: string): string {
  if (scope.kind === "client") return `${ORIGINALS_ROOT}/clients/${scope.galleryId}/${scope.workId}/${setId}`;
  return scope.kind === "gallery"
    ? `${ORIGINALS_ROOT}/gallery/${scope.itemId}/${setId}`
    : `${ORIGINALS_ROOT}/site/${setId}`;
}

/** The folder the pipeline writes an upload's public files to. */
export function publicFolder(scope: UploadScope, setId: string): string {
  if (scope.kind === "client") return `${CLIENT_MEDIA_ROOT}/${scope.galleryId}/${scope.workId}/${setId}`;
  return scope.kind === "gallery" ? `${MEDIA_ROOT}/${scope.itemId}/${setId}` : `${SITE_MEDIA_ROOT}/${setId}`;
}

/** An original's path, taken apart; null for any other path (which the pipeline ignores). */
export interface OriginalPath {
  scope: UploadScope;
  setId: string;
  /** The file's name in its folder. */
  fileName: string;
}

/** Reads an original's path; null for anything else, a poster frame or a malformed id included. */
export function parseOriginalPath(path: string): OriginalPath | null {
  const parts = path.split("/");
  if (parts[0] !== ORIGINALS_ROOT) return null;
  let scope: UploadScope;
  let rest: string[];
  if (parts[1] === "gallery" && parts.length === 5) {
    scope = { kind: "gallery", itemId: parts[2] ?? "" };
    rest = parts.slice(3);
  } else if (parts[1] === "site" && parts.length === 4) {
    scope = { kind: "site" };
    rest = parts.slice(2);
  } else if (parts[1] === "clients" && parts.length === 6) {
    scope = { kind: "client", galleryId: parts[2] ?? "", workId: parts[3] ?? "" };
    rest = parts.slice(4);
  } else return null;
  const [setId = "", fileName = ""] = rest;
  if (scope.kind === "gallery" && !ID_PATTERN.test(scope.itemId)) return null;
  if (scope.kind === "client" && !(ID_PATTERN.test(scope.galleryId) && ID_PATTERN.test(scope.workId)))
    return null;
  if (!ID_PATTERN.test(setId) || fileName === "" || fileName.startsWith("_")) return null;
  return { scope, setId, fileName };
}

/**
 * The id of the upload's job document (`media_jobs/<id>`), where the pipeline reports to the
 * studio: the scope and the set, so two items' sets can never share one.
 */
export function mediaJobId(scope: UploadScope, setId: string): string {
  if (scope.kind === "client") return `client-${scope.galleryId}-${scope.workId}-${setId}`;
  return scope.kind === "gallery" ? `gallery-${scope.itemId}-${setId}` : `site-${setId}`;
}

/** The public folder of an item's current upload (`media/<item>/<set>`), from its stored path; null when none. */
export function uploadSetOf(itemId: string, storagePath: unknown): string | null {
  if (typeof storagePath !== "string") return null;
  const match = /^media\/([^/]+)\/([^/]+)\/[^/]+$/.exec(storagePath);
  return match && match[1] === itemId && ID_PATTERN.test(match[2] ?? "") ? (match[2] ?? null) : null;
}

/**
 * A Cloud Storage object's address that goes through the Storage rules: no download token, so
 * a work that is unpublished or deleted stops answering at once. `host` is the emulator's
 * `http://host:port` locally, else Firebase's own.
 */
export function storageObjectUrl(
  bucket: string,
  path: string,
  host = "https://firebasestorage.googleapis.com",
): string {
  return `${host}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media`;
}
