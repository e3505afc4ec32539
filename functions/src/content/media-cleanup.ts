import { getStorage } from "firebase-admin/storage";
import { contentLogs } from "./logs";

/** Uploaded files of an item live under this prefix (see storage.rules). */
export function mediaPrefix(itemId: string): string {
  return `media/${itemId}/`;
}

/** Whether a deleted item had uploaded files (media added by URL has no storage path). */
export function hadUploadedMedia(before: unknown): boolean {
  const media = (before as { media?: { storagePath?: unknown } } | undefined)?.media;
  return typeof media?.storagePath === "string" && media.storagePath !== "";
}

/**
 * Deletes the files of a deleted item. Deleting a missing prefix is a no-op, so a
 * redelivered event is harmless; failures are logged and not retried forever.
 */
export async function cleanUpItemMedia(itemId: string, before: unknown): Promise<number> {
  if (!hadUploadedMedia(before)) return 0;
  try {
    const bucket = getStorage().bucket();
    const [files] = await bucket.getFiles({ prefix: mediaPrefix(itemId) });
    await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
    contentLogs.mediaCleanedUp(itemId, files.length);
    return files.length;
  } catch (error) {
    contentLogs.mediaCleanupFailed(itemId, error);
    return 0;
  }
}
