// The media pipeline's last step for a client work: its files are ready, so its work document
// learns them. Nothing here touches the public `gallery`, tags or the sitemap.
import type { MediaJobResult } from "@folio/domain";
import type { Firestore } from "firebase-admin/firestore";
import { deleteFolder } from "../media/storage-files";
import { clientMediaLogs } from "./client-media-logs";
import { workRef } from "./client-refs";

/** Firestore's NOT_FOUND, which `update()` raises when the document is gone. */
const NOT_FOUND = 5;

/**
 * Writes the work's `type`, `media`, `width` and `height`, only if the work still exists: an
 * update fails on a missing document, so a work the owner deleted while its upload was being
 * processed is never brought back, and the folder just made is removed instead (the delete
 * trigger had nothing to find yet). Idempotent: a redelivery writes the same fields again.
 */
export async function writeClientWorkMedia(
  db: Firestore,
  galleryId: string,
  workId: string,
  folder: string,
  result: MediaJobResult,
): Promise<void> {
  const { type, media, width, height } = result;
  try {
    await workRef(db, galleryId, workId).update({ type, media, width, height });
    clientMediaLogs.workMediaWritten(galleryId, workId);
  } catch (error) {
    if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
    clientMediaLogs.workGoneFilesDropped(galleryId, workId, await deleteFolder(`${folder}/`));
  }
}
