import { COLLECTIONS } from "@folio/domain";
import type { Firestore } from "firebase-admin/firestore";
import { bucket } from "../lib/admin";
import { contentLogs } from "./logs";

// Uploaded files live in one folder per upload: media/<itemId>/<set>/ (web/src/features/
// studio-gallery/upload/storage-paths.ts). Items uploaded before sets existed keep their
// files directly in media/<itemId>/; a folder here is always the original's folder.

/** Files an item may have uploaded live under this prefix (see storage.rules). */
export function mediaPrefix(itemId: string): string {
  return `media/${itemId}/`;
}

function parentFolder(path: string): string {
  return path.slice(0, Math.max(0, path.lastIndexOf("/")));
}

/** The item a stored file belongs to (media/<itemId>/…), or undefined for another path. */
function itemIdOf(path: string): string | undefined {
  return /^media\/([^/]+)\//.exec(path)?.[1];
}

/** Deletes every file a listing finds; returns how many. A file already gone is not an error. */
async function deleteListed(query: { prefix: string; delimiter?: string }): Promise<number> {
  const [files] = await bucket().getFiles(query);
  await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
  return files.length;
}

/**
 * The folder of an item's current upload (its original's folder), or null when its media
 * came by URL, or when the stored path is not one of this item's (never trusted to name
 * another item's files).
 */
export function uploadFolderOf(itemId: string, item: unknown): string | null {
  const storagePath = (item as { media?: { storagePath?: unknown } } | undefined)?.media?.storagePath;
  if (typeof storagePath !== "string" || !storagePath.startsWith(mediaPrefix(itemId))) return null;
  if (storagePath.includes("..") || storagePath.includes("//")) return null;
  return parentFolder(storagePath);
}

/** The upload folder a write left behind: the one before, when the item now uses another. */
export function replacedUploadFolder(itemId: string, before: unknown, after: unknown): string | null {
  const old = uploadFolderOf(itemId, before);
  return old !== null && old !== uploadFolderOf(itemId, after) ? old : null;
}

/** A stored file, as the sweep sees it. */
export interface StoredFile {
  /** Full path in the bucket. */
  name: string;
  /** Upload time, in ms. */
  createdMs: number;
}

/** How long an unreferenced file is left alone: an upload in progress is not yet saved to its item. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * The files the nightly sweep deletes: under media/<itemId>/, older than the grace period,
 * and not in the folder of the item's current upload (the item may be gone: `current` has no
 * entry for it, or null when its media came by URL). Pure, so it is tested without a bucket.
 */
export function orphanFiles(
  files: readonly StoredFile[],
  current: ReadonlyMap<string, string | null>,
  nowMs: number,
): string[] {
  return files
    .filter((file) => {
      const itemId = itemIdOf(file.name);
      if (itemId === undefined || nowMs - file.createdMs < ORPHAN_GRACE_MS) return false;
      const folder = current.get(itemId);
      return folder === undefined || folder === null || parentFolder(file.name) !== folder;
    })
    .map((file) => file.name);
}

/**
 * Deletes the files of a deleted item. Deleting a missing prefix is a no-op, so a
 * redelivered event is harmless; failures are logged and not retried forever.
 */
export async function cleanUpItemMedia(itemId: string, before: unknown): Promise<number> {
  if (uploadFolderOf(itemId, before) === null) return 0;
  try {
    const deleted = await deleteListed({ prefix: mediaPrefix(itemId) });
    contentLogs.mediaCleanedUp(itemId, deleted);
    return deleted;
  } catch (error) {
    contentLogs.mediaCleanupFailed(itemId, error);
    return 0;
  }
}

/**
 * Deletes the folder of an upload the item no longer uses, once the write that replaced it
 * has landed (so a failed save never loses the files on show). Only the folder's own files
 * go (`delimiter`): an item of the older layout keeps its files in media/<itemId>/ itself,
 * beside its new upload's folder. A redelivery finds nothing left to delete.
 */
export async function cleanUpReplacedMedia(itemId: string, before: unknown, after: unknown): Promise<number> {
  const folder = replacedUploadFolder(itemId, before, after);
  if (folder === null) return 0;
  try {
    const deleted = await deleteListed({ prefix: `${folder}/`, delimiter: "/" });
    contentLogs.replacedMediaRemoved(itemId, folder, deleted);
    return deleted;
  } catch (error) {
    contentLogs.mediaCleanupFailed(itemId, error);
    return 0;
  }
}

/**
 * The nightly safety net: files no item uses (an upload whose tab closed before the item
 * was saved, a replaced upload whose clean-up failed, an item deleted meanwhile) are deleted
 * after the grace period. One listing of media/ and one read per item folder found.
 */
export async function sweepOrphanMedia(db: Firestore, nowMs = Date.now()): Promise<number> {
  const [listed] = await bucket().getFiles({ prefix: "media/" });
  const files: StoredFile[] = listed.map((file) => ({
    name: file.name,
    createdMs: Date.parse(String(file.metadata.timeCreated ?? "")) || nowMs,
  }));
  const itemIds = [...new Set(files.map((file) => itemIdOf(file.name)).filter((id) => id !== undefined))];
  const current = new Map<string, string | null>();
  const refs = itemIds.map((id) => db.collection(COLLECTIONS.gallery).doc(id));
  const snapshots = refs.length > 0 ? await db.getAll(...refs) : [];
  for (const snapshot of snapshots)
    if (snapshot.exists) current.set(snapshot.id, uploadFolderOf(snapshot.id, snapshot.data()));
  const orphans = orphanFiles(files, current, nowMs);
  await Promise.all(orphans.map((name) => bucket().file(name).delete({ ignoreNotFound: true })));
  contentLogs.orphanMediaSwept(files.length, orphans.length);
  return orphans.length;
}
