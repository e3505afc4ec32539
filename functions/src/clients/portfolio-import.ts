// The owner copies portfolio works into a client gallery's set: the work's current files are
// copied inside the bucket (no bytes through the function) into the client tree, where only
// the owner and granted devices read them, and a work document points at the copies.
import { posix } from "node:path";
import {
  CLIENT_COLLECTIONS,
  CLIENT_LIMITS,
  CLIENT_MEDIA_ROOT,
  COLLECTIONS,
  MEDIA_JOBS_COLLECTION,
  MEDIA_ROOT,
  mediaJobId,
  uploadSetOf,
  type AddPortfolioWorksRequest,
  type AddPortfolioWorksResult,
  type GalleryMedia,
} from "@folio/domain";
import { FieldValue, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { bucket } from "../lib/admin";
import { CRC32_KEY, publicUrl } from "../media/storage-files";
import { ClientMediaError } from "./client-media-errors";
import { clientMediaLogs } from "./client-media-logs";
import { galleryRef } from "./client-refs";
import { safeSegment, storagePathOfUrl } from "./download-plan";

/** A media address moved from the portfolio's folder to the client work's (other addresses are kept). */
function moved(url: string, from: string, to: string): string {
  const path = storagePathOfUrl(url);
  return path?.startsWith(from) ? publicUrl(`${to}${path.slice(from.length)}`) : url;
}

/** The work's media with every address pointing at its copies. */
export function mediaAt(media: GalleryMedia, from: string, to: string): GalleryMedia {
  return {
    ...media,
    url: moved(media.url, from, to),
    storagePath: media.storagePath?.startsWith(from)
      ? `${to}${media.storagePath.slice(from.length)}`
      : media.storagePath,
    sizes: media.sizes.map((size) => ({ ...size, url: moved(size.url, from, to) })),
    posterUrl: media.posterUrl === null ? null : moved(media.posterUrl, from, to),
    ...(media.download ? { download: { ...media.download, url: moved(media.download.url, from, to) } } : {}),
  };
}

/**
 * The client work's file name: the original's name as uploaded when its job still says so,
 * else the work's title with its full-size file's extension.
 */
export function importedFileName(originalName: unknown, title: unknown, servedFile: string): string {
  const name =
    typeof originalName === "string" && originalName !== ""
      ? originalName
      : `${safeSegment(typeof title === "string" ? title : "", "work")}${posix.extname(servedFile)}`;
  return name.slice(0, CLIENT_LIMITS.fileNameMax);
}

/**
 * Copies each file of the upload set, keeping its type, cache header, `role` and CRC-32 (the
 * bytes are the same); the portfolio's `public` flag and any download token are left behind (a
 * token is an address that skips the rules; the client tree's rules check grants instead).
 */
async function copySet(fromFolder: string, toFolder: string): Promise<number> {
  const [files] = await bucket().getFiles({ prefix: fromFolder });
  await Promise.all(
    files.map(async (file) => {
      const kept = Object.entries(file.metadata.metadata ?? {}).filter(
        ([key, value]) => (key === "role" || key === CRC32_KEY) && typeof value === "string",
      );
      await file.copy(bucket().file(`${toFolder}${file.name.slice(fromFolder.length)}`), {
        contentType: file.metadata.contentType,
        cacheControl: file.metadata.cacheControl,
        metadata: Object.fromEntries(kept),
      });
    }),
  );
  return files.length;
}

async function importItem(
  db: Firestore,
  galleryId: string,
  setId: string,
  item: DocumentSnapshot,
  order: number,
): Promise<string | null> {
  const media = item.get("media") as GalleryMedia | undefined;
  const uploadSet = uploadSetOf(item.id, media?.storagePath);
  if (!media || !uploadSet) return null;
  const from = `${MEDIA_ROOT}/${item.id}/${uploadSet}/`;
  const work = galleryRef(db, galleryId).collection(CLIENT_COLLECTIONS.works).doc();
  const to = `${CLIENT_MEDIA_ROOT}/${galleryId}/${work.id}/${uploadSet}/`;
  if ((await copySet(from, to)) === 0) return null;
  const job = await db
    .collection(MEDIA_JOBS_COLLECTION)
    .doc(mediaJobId({ kind: "gallery", itemId: item.id }, uploadSet))
    .get();
  const full = media.download ? (storagePathOfUrl(media.download.url) ?? "") : (media.storagePath ?? "");
  await work.create({
    setId,
    order,
    fileName: importedFileName(job.get("originalName"), item.get("title"), full),
    createdAt: FieldValue.serverTimestamp(),
    type: item.get("type") === "video" ? "video" : "image",
    media: mediaAt(media, from, to),
    width: item.get("width") as number,
    height: item.get("height") as number,
  });
  return work.id;
}

/** Adds the items, in the order given, after the gallery's last work. */
export async function addPortfolioWorks(
  db: Firestore,
  request: AddPortfolioWorksRequest,
): Promise<AddPortfolioWorksResult> {
  const { galleryId, setId, itemIds } = request;
  const gallery = await galleryRef(db, galleryId).get();
  if (!gallery.exists) throw new ClientMediaError("gallery-not-found");
  const sets = (gallery.get("sets") as { id?: unknown }[] | undefined) ?? [];
  if (!sets.some((set) => set.id === setId)) throw new ClientMediaError("set-not-found");
  const last = await galleryRef(db, galleryId)
    .collection(CLIENT_COLLECTIONS.works)
    .orderBy("order", "desc")
    .limit(1)
    .get();
  let order = Math.floor(Number(last.docs[0]?.get("order") ?? -1)) + 1;
  const unique = [...new Set(itemIds)];
  const items = await db.getAll(...unique.map((id) => db.collection(COLLECTIONS.gallery).doc(id)));
  const result: AddPortfolioWorksResult = { added: [], skipped: [] };
  // One after another: each work takes the next order, and a failure leaves whole works behind.
  for (const item of items) {
    const workId = item.exists ? await importItem(db, galleryId, setId, item, order) : null;
    if (workId) {
      result.added.push({ itemId: item.id, workId });
      order += 1;
    } else result.skipped.push(item.id);
  }
  clientMediaLogs.portfolioImported(galleryId, result.added.length, result.skipped.length);
  return result;
}
