// Removes the files no work (and no portrait) uses any more. Every upload writes a folder of
// its own in two trees, the private original (originals/) and its public files (media/ or
// site/), and a job document; all three go together.
import {
  CAMERA_DETAILS_COLLECTION,
  COLLECTIONS,
  MEDIA_JOBS_COLLECTION,
  MEDIA_ROOT,
  mediaJobId,
  ORIGINALS_ROOT,
  originalsFolder,
  publicFolder,
  safeParseSiteSettings,
  SITE_MEDIA_ROOT,
  SITE_SETTINGS_PATH,
  UPLOAD_ID_SOURCE as SEGMENT,
  type UploadScope,
} from "@folio/domain";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { bucket } from "../lib/admin";
import { mediaLogs } from "./logs";
import { deleteFolder } from "./storage-files";

/** One upload, as a stored file names it. `setId` null: a work's file from before upload folders. */
export type StoredUpload =
  { kind: "gallery"; itemId: string; setId: string | null } | { kind: "site"; setId: string };

const PATTERNS: readonly [RegExp, (m: RegExpExecArray) => StoredUpload][] = [
  [
    new RegExp(`^${MEDIA_ROOT}/(${SEGMENT})/(${SEGMENT})/[^/]+$`),
    (m) => ({ kind: "gallery", itemId: m[1]!, setId: m[2]! }),
  ],
  [
    new RegExp(`^${MEDIA_ROOT}/(${SEGMENT})/[^/]+$`),
    (m) => ({ kind: "gallery", itemId: m[1]!, setId: null }),
  ],
  [
    new RegExp(`^${ORIGINALS_ROOT}/gallery/(${SEGMENT})/(${SEGMENT})/[^/]+$`),
    (m) => ({ kind: "gallery", itemId: m[1]!, setId: m[2]! }),
  ],
  [new RegExp(`^${SITE_MEDIA_ROOT}/(${SEGMENT})/[^/]+$`), (m) => ({ kind: "site", setId: m[1]! })],
  [new RegExp(`^${ORIGINALS_ROOT}/site/(${SEGMENT})/[^/]+$`), (m) => ({ kind: "site", setId: m[1]! })],
];

/** The upload a stored path belongs to, or null for a path outside the upload folders. */
export function uploadOfPath(path: string): StoredUpload | null {
  for (const [pattern, make] of PATTERNS) {
    const match = pattern.exec(path);
    if (match) return make(match);
  }
  return null;
}

/**
 * The upload a work uses now, from its stored path (`media/<item>/<set>/<file>`, or a file of
 * the older flat layout): "set:<id>", "flat", or null when its media came by address (or the
 * path is not one of this work's, which is never trusted to name another's files).
 */
export function currentUploadOf(itemId: string, item: unknown): string | null {
  const storagePath = (item as { media?: { storagePath?: unknown } } | undefined)?.media?.storagePath;
  if (typeof storagePath !== "string") return null;
  const upload = uploadOfPath(storagePath);
  if (upload?.kind !== "gallery" || upload.itemId !== itemId || !storagePath.startsWith(`${MEDIA_ROOT}/`))
    return null;
  return uploadKey(upload.setId);
}

/** How a work's upload is compared: its set, or the flat layout of works from before sets. */
function uploadKey(setId: string | null): string {
  return setId === null ? "flat" : `set:${setId}`;
}

/** The upload set of the site's portrait, from its address (`…/o/site%2F<set>%2F<file>?alt=media`); null when none. */
export function portraitSetOf(settings: unknown): string | null {
  const url = (settings as { portraitUpload?: { url?: unknown } | null } | undefined)?.portraitUpload?.url;
  if (typeof url !== "string") return null;
  const encoded = /\/o\/([^?#]+)/.exec(url)?.[1];
  if (!encoded) return null;
  try {
    const upload = uploadOfPath(decodeURIComponent(encoded));
    return upload?.kind === "site" ? upload.setId : null;
  } catch {
    return null;
  }
}

/** The files and the job document of one upload set. */
async function deleteUploadSet(scope: UploadScope, setId: string, db: Firestore): Promise<number> {
  const [publicFiles, originals] = await Promise.all([
    deleteFolder(`${publicFolder(scope, setId)}/`),
    deleteFolder(`${originalsFolder(scope, setId)}/`),
    db.collection(MEDIA_JOBS_COLLECTION).doc(mediaJobId(scope, setId)).delete(),
  ]);
  return publicFiles + originals;
}

/** Deletes the flat files of a work from before upload folders (`delimiter`: not its set folders). */
async function deleteFlatFiles(itemId: string): Promise<number> {
  const [files] = await bucket().getFiles({ prefix: `${MEDIA_ROOT}/${itemId}/`, delimiter: "/" });
  await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
  return files.length;
}

/**
 * Once a save that points a work at a new upload has landed, the upload it replaced goes (so a
 * failed save never loses the files on show). A redelivery finds nothing left. Failures are
 * logged, not thrown: the nightly sweep is their retry.
 */
export async function cleanUpReplacedMedia(
  db: Firestore,
  itemId: string,
  before: unknown,
  after: unknown,
): Promise<number> {
  const old = currentUploadOf(itemId, before);
  if (old === null || old === currentUploadOf(itemId, after)) return 0;
  try {
    const removed =
      old === "flat"
        ? await deleteFlatFiles(itemId)
        : await deleteUploadSet({ kind: "gallery", itemId }, old.slice(4), db);
    mediaLogs.filesRemoved(`replaced upload of ${itemId}`, removed);
    return removed;
  } catch (error) {
    mediaLogs.cleanupFailed(`replaced upload of ${itemId}`, error);
    return 0;
  }
}

/** Everything a deleted work leaves: its public files, its originals, its jobs and its camera details. */
export async function cleanUpItemMedia(db: Firestore, itemId: string): Promise<number> {
  try {
    const [publicFiles, originals, jobs] = await Promise.all([
      deleteFolder(`${MEDIA_ROOT}/${itemId}/`),
      deleteFolder(`${ORIGINALS_ROOT}/gallery/${itemId}/`),
      db.collection(MEDIA_JOBS_COLLECTION).where("itemId", "==", itemId).get(),
      db.collection(CAMERA_DETAILS_COLLECTION).doc(itemId).delete(),
    ]);
    await Promise.all(jobs.docs.map((doc) => doc.ref.delete()));
    mediaLogs.filesRemoved(`deleted work ${itemId}`, publicFiles + originals);
    return publicFiles + originals;
  } catch (error) {
    mediaLogs.cleanupFailed(`deleted work ${itemId}`, error);
    return 0;
  }
}

/** When the settings stop using an uploaded portrait, its files go. */
export async function cleanUpReplacedPortrait(
  db: Firestore,
  before: unknown,
  after: unknown,
): Promise<number> {
  const old = portraitSetOf(before);
  if (old === null || old === portraitSetOf(after)) return 0;
  try {
    const removed = await deleteUploadSet({ kind: "site" }, old, db);
    mediaLogs.filesRemoved("replaced portrait", removed);
    return removed;
  } catch (error) {
    mediaLogs.cleanupFailed("replaced portrait", error);
    return 0;
  }
}

/** A stored file, as the sweep sees it. */
export interface StoredFile {
  name: string;
  /** Upload time, in ms. */
  createdMs: number;
}

/** How long an unused upload is left alone: one in progress is not yet saved to its work. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/** What is in use: each work's current upload (absent: the work is gone) and the portrait's set. */
export interface UploadsInUse {
  works: ReadonlyMap<string, string | null>;
  portraitSet: string | null;
}

/** Whether a file's upload is one in use. */
function inUse(upload: StoredUpload, used: UploadsInUse): boolean {
  if (upload.kind === "site") return upload.setId === used.portraitSet;
  return used.works.get(upload.itemId) === uploadKey(upload.setId);
}

/**
 * The files the nightly sweep deletes: in an upload folder, older than the grace period, and of
 * an upload nothing uses. Pure, so it is tested without a bucket.
 */
export function orphanFiles(files: readonly StoredFile[], used: UploadsInUse, nowMs: number): string[] {
  return files
    .filter((file) => {
      const upload = uploadOfPath(file.name);
      return upload !== null && nowMs - file.createdMs >= ORPHAN_GRACE_MS && !inUse(upload, used);
    })
    .map((file) => file.name);
}

/**
 * The nightly safety net: uploads whose work was never saved (a closed tab), replaced uploads
 * whose clean-up failed, works deleted meanwhile, and their stale job documents. One listing per
 * tree, one read per work found and one of the settings.
 */
export async function sweepOrphanMedia(db: Firestore, nowMs = Date.now()): Promise<number> {
  // Not `originals/clients/`: client galleries' files are removed with their works and
  // galleries (functions/src/clients), and listing them nightly would cost a page per 1,000.
  const listings = await Promise.all(
    [`${MEDIA_ROOT}/`, `${ORIGINALS_ROOT}/gallery/`, `${ORIGINALS_ROOT}/site/`, `${SITE_MEDIA_ROOT}/`].map(
      (prefix) => bucket().getFiles({ prefix }),
    ),
  );
  const files: StoredFile[] = listings.flatMap(([listed]) =>
    listed.map((file) => ({
      name: file.name,
      createdMs: Date.parse(String(file.metadata.timeCreated ?? "")) || nowMs,
    })),
  );
  const staleJobs = await db
    .collection(MEDIA_JOBS_COLLECTION)
    .where("updatedAt", "<", Timestamp.fromMillis(nowMs - ORPHAN_GRACE_MS))
    .get();
  const itemIds = new Set<string>();
  for (const file of files) {
    const upload = uploadOfPath(file.name);
    if (upload?.kind === "gallery") itemIds.add(upload.itemId);
  }
  for (const job of staleJobs.docs) if (typeof job.data().itemId === "string") itemIds.add(job.data().itemId);
  const refs = [...itemIds].map((id) => db.collection(COLLECTIONS.gallery).doc(id));
  const [snapshots, settings] = await Promise.all([
    refs.length > 0 ? db.getAll(...refs) : Promise.resolve([]),
    db.collection(SITE_SETTINGS_PATH.collection).doc(SITE_SETTINGS_PATH.id).get(),
  ]);
  const works = new Map<string, string | null>();
  for (const snapshot of snapshots)
    if (snapshot.exists) works.set(snapshot.id, currentUploadOf(snapshot.id, snapshot.data()));
  const used: UploadsInUse = { works, portraitSet: portraitSetOf(safeParseSiteSettings(settings.data())) };

  const orphans = orphanFiles(files, used, nowMs);
  await Promise.all(orphans.map((name) => bucket().file(name).delete({ ignoreNotFound: true })));
  const jobs = staleJobs.docs.filter((job) => {
    const data = job.data();
    const upload: StoredUpload | null =
      data.scope === "site" && typeof data.setId === "string"
        ? { kind: "site", setId: data.setId }
        : typeof data.itemId === "string" && typeof data.setId === "string"
          ? { kind: "gallery", itemId: data.itemId, setId: data.setId }
          : null;
    return upload === null || !inUse(upload, used);
  });
  await Promise.all(jobs.map((job) => job.ref.delete()));
  mediaLogs.orphansSwept(files.length, orphans.length, jobs.length);
  return orphans.length;
}
