// A set, or the whole gallery, as one ZIP streamed to the client: works are read a page at a
// time in their order and each file is piped from Storage in turn, so neither a 2,000-work
// gallery's listing nor any file is ever held whole in memory.
import type { Writable } from "node:stream";
import archiver from "archiver";
import { CLIENT_COLLECTIONS, type ClientDownloadSize } from "@folio/domain";
import type { Firestore, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { bucket } from "../lib/admin";
import { galleryRef } from "./client-refs";
import { downloadFileName, servedPath, ZipEntryNames, type WorkMediaRef } from "./download-plan";

/** Works read per Firestore page: a few hundred small documents, well under a function's memory. */
export const ZIP_PAGE_SIZE = 100;

/** One folder of the ZIP: a set's works, under the set's name (null: at the root). */
export interface ZipFolder {
  setId: string;
  folder: string | null;
}

/** A set's works in order, a page at a time (the `setId ==, order asc` index). */
async function* worksOfSet(db: Firestore, galleryId: string, setId: string) {
  const works = galleryRef(db, galleryId)
    .collection(CLIENT_COLLECTIONS.works)
    .where("setId", "==", setId)
    .orderBy("order")
    .limit(ZIP_PAGE_SIZE);
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? works.startAfter(last) : works).get();
    yield* page.docs;
    if (page.size < ZIP_PAGE_SIZE) return;
    last = page.docs.at(-1);
  }
}

/**
 * Writes the ZIP to `out`, stored (no compression: JPEG, WebP and video do not shrink, and
 * deflating them only costs CPU). Resolves with the number of files once the archive ended;
 * rejects, having destroyed the archive, if a read fails or `signal` aborts (the client left).
 */
export async function streamZip(
  db: Firestore,
  galleryId: string,
  folders: readonly ZipFolder[],
  size: Exclude<ClientDownloadSize, "none">,
  out: Writable,
  signal: AbortSignal,
): Promise<number> {
  const archive = archiver("zip", { store: true });
  const names = new ZipEntryNames();
  const failed = new Promise<never>((_, reject) => {
    archive.on("error", reject);
    archive.on("warning", reject);
    signal.addEventListener("abort", () => reject(new Error("client disconnected")), { once: true });
  });
  failed.catch(() => undefined);
  archive.pipe(out);
  let files = 0;
  try {
    for (const { setId, folder } of folders) {
      for await (const work of worksOfSet(db, galleryId, setId)) {
        const media = work.get("media") as WorkMediaRef | undefined;
        const path = media ? servedPath(media, size) : null;
        // A work still being prepared has no media yet: the client's grid skips it too.
        if (!path) continue;
        const name = names.next(folder, downloadFileName(String(work.get("fileName") ?? work.id), path));
        const source = bucket().file(path).createReadStream();
        // One file at a time: the next read starts only when this entry is written out.
        const written = new Promise<void>((resolve, reject) => {
          archive.once("entry", () => resolve());
          source.once("error", reject);
        });
        archive.append(source, { name });
        await Promise.race([written, failed]).catch((error: unknown) => {
          source.destroy();
          throw error;
        });
        files += 1;
      }
    }
    const ended = new Promise<void>((resolve) => out.once("finish", () => resolve()));
    await archive.finalize();
    await Promise.race([ended, failed]);
    return files;
  } catch (error) {
    archive.abort();
    throw error;
  }
}
