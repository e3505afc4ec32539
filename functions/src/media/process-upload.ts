// The pipeline's one stage: an original arrives under originals/, its public files are made
// from it under media/ (or site/), and its job document tells the studio what they are.
import { pipeline } from "node:stream/promises";
import { crc32 } from "node:zlib";
import {
  MEDIA_JOB_MESSAGES,
  MEDIA_JOBS_COLLECTION,
  mediaJobId,
  originalsFolder,
  parseOriginalPath,
  POSTER_ORIGINAL_NAME,
  publicFolder,
  type GalleryMedia,
  type MediaJobReason,
  type MediaJobResult,
  type OriginalPath,
} from "@folio/domain";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { writeClientWorkMedia } from "../clients/client-uploads";
import { bucket } from "../lib/admin";
import { prepareImage, type ImageOutput } from "./image-pipeline";
import { mediaLogs } from "./logs";
import { UnreadableMediaError } from "./patches";
import {
  CRC32_KEY,
  crc32Text,
  deleteFolder,
  fileExists,
  publicUrl,
  readRange,
  readWhole,
  revokeCurrentDownloadTokens,
  SITE_FILE_CACHE,
  WORK_FILE_CACHE,
  writeFile,
} from "./storage-files";
import { blockReader, patchStream, planVideo } from "./video-pipeline";
import { syncWorkVisibility } from "./visibility";

/** The largest original of each kind (storage.rules refuses larger uploads; checked again here). */
export const ORIGINAL_LIMITS = { image: 30 * 1024 * 1024, video: 500 * 1024 * 1024 } as const;

/** After this long, a delivery that keeps failing is given up and the studio told so. */
const GIVE_UP_AFTER_MS = 60 * 60 * 1000;

/** What the trigger knows of the stored object. */
export interface StoredObject {
  name: string;
  contentType: string;
  size: number;
  /** Changes with every write of the path: a redelivery of the same write has the same one. */
  generation: string;
}

/** Why an upload cannot be published, with its stable reason. */
class RefusedUploadError extends Error {
  constructor(
    readonly reason: MediaJobReason,
    message: string,
  ) {
    super(message);
    this.name = "RefusedUploadError";
  }
}

const EXTENSION: Readonly<Record<string, string>> = {
  "video/mp4": "mp4",
  "video/quicktime": "mov",
  "video/webm": "webm",
};

/** The public address of each output, smallest display size first. */
function sizesOf(folder: string, outputs: readonly ImageOutput[]) {
  return outputs
    .filter((output) => output.role === "display")
    .map((output) => ({
      url: publicUrl(`${folder}/${output.name}`),
      width: output.width,
      height: output.height,
    }));
}

async function writeOutputs(folder: string, outputs: readonly ImageOutput[], site: boolean): Promise<void> {
  await Promise.all(
    outputs.map((output) =>
      writeFile(`${folder}/${output.name}`, output.data, {
        contentType: output.contentType,
        cacheControl: site ? SITE_FILE_CACHE : WORK_FILE_CACHE,
        metadata: { role: output.role },
      }),
    ),
  );
}

async function processImage(
  object: StoredObject,
  original: OriginalPath,
  folder: string,
): Promise<MediaJobResult> {
  if (object.size > ORIGINAL_LIMITS.image)
    throw new RefusedUploadError("too-large", `${object.size} bytes is over the image limit`);
  const site = original.scope.kind === "site";
  const image = await prepareImage(await readWhole(object.name), site ? "portrait" : "work");
  await writeOutputs(folder, image.outputs, site);
  const sizes = sizesOf(folder, image.outputs);
  const largest = image.outputs.filter((output) => output.role === "display").at(-1)!;
  const download = image.outputs.find((output) => output.role === "download");
  const media: GalleryMedia = {
    url: sizes.at(-1)!.url,
    storagePath: `${folder}/${largest.name}`,
    sizes,
    posterUrl: null,
    contentType: largest.contentType,
    download: download
      ? { url: publicUrl(`${folder}/${download.name}`), contentType: download.contentType }
      : null,
  };
  // A work keeps its full size (its download's); the portrait is only ever its one copy.
  const size = site ? { width: largest.width, height: largest.height } : image.size;
  return { type: "image", media, ...size, camera: image.camera };
}

async function processVideo(
  object: StoredObject,
  original: OriginalPath,
  folder: string,
): Promise<MediaJobResult> {
  if (original.scope.kind === "site")
    throw new RefusedUploadError("unsupported", "The site's pictures are stills");
  if (object.size > ORIGINAL_LIMITS.video)
    throw new RefusedUploadError("too-large", `${object.size} bytes is over the video limit`);
  const read = blockReader((start, end) => readRange(object.name, start, end), object.size);
  const plan = await planVideo(read, object.size, object.contentType);

  // The poster the studio drew from a frame, made into display sizes like any picture.
  const posterPath = `${originalsFolder(original.scope, original.setId)}/${POSTER_ORIGINAL_NAME}`;
  let poster: ImageOutput[] = [];
  if (await fileExists(posterPath)) {
    try {
      poster = (await prepareImage(await readWhole(posterPath), "poster")).outputs;
    } catch (error) {
      // A poster is a nicety: a video without one still plays (its first frame stands in).
      if (!(error instanceof UnreadableMediaError)) throw error;
    }
  }
  const size =
    plan.videoSize ?? (poster.at(-1) ? { width: poster.at(-1)!.width, height: poster.at(-1)!.height } : null);
  if (!size) throw new UnreadableMediaError("The video's size could not be read");

  const videoName = `video.${EXTENSION[object.contentType] ?? "mp4"}`;
  const target = bucket().file(`${folder}/${videoName}`);
  // The video is streamed through, so its CRC-32 is known only once written: it follows as a
  // metadata update (see writeFile).
  let checksum = 0;
  await pipeline(
    bucket().file(object.name).createReadStream(),
    patchStream(plan.patches),
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        checksum = crc32(chunk, checksum);
        yield chunk;
      }
    },
    target.createWriteStream({
      resumable: false,
      metadata: {
        contentType: object.contentType,
        cacheControl: WORK_FILE_CACHE,
        metadata: { role: "display" },
      },
    }),
  );
  await target.setMetadata({ metadata: { [CRC32_KEY]: crc32Text(checksum) } });
  await writeOutputs(folder, poster, false);
  const url = publicUrl(`${folder}/${videoName}`);
  const sizes = sizesOf(folder, poster);
  const media: GalleryMedia = {
    url,
    storagePath: `${folder}/${videoName}`,
    sizes,
    posterUrl: sizes.at(-1)?.url ?? null,
    contentType: object.contentType,
    download: { url, contentType: object.contentType },
  };
  return { type: "video", media, width: size.width, height: size.height, camera: null };
}

/**
 * Makes an original's public files and reports them in its job document. Idempotent: a
 * redelivery of the same write (same generation) that already finished changes nothing, and
 * one that did not rewrites the same files. A file that is not what it says is reported as
 * refused and not retried; anything else (the bucket, Firestore) throws, so the event retries.
 */
export async function processUpload(
  db: Firestore,
  object: StoredObject,
  eventTime: Date,
  now = new Date(),
): Promise<void> {
  const original = parseOriginalPath(object.name);
  if (!original) return;
  const jobRef = db.collection(MEDIA_JOBS_COLLECTION).doc(mediaJobId(original.scope, original.setId));
  const job = await jobRef.get();
  const done =
    job.data()?.generation === object.generation && ["ready", "failed"].includes(job.data()?.state);
  if (done) {
    mediaLogs.redelivered(object.name);
    return;
  }
  const itemId = original.scope.kind === "gallery" ? original.scope.itemId : null;
  const base = {
    scope: original.scope.kind,
    itemId,
    setId: original.setId,
    originalPath: object.name,
    originalName: original.fileName,
    originalType: object.contentType,
    generation: object.generation,
    updatedAt: FieldValue.serverTimestamp(),
  };
  const folder = publicFolder(original.scope, original.setId);
  const fail = async (reason: MediaJobReason, detail: string) => {
    mediaLogs.uploadRefused(object.name, reason, detail);
    await deleteFolder(`${folder}/`);
    await jobRef.set(
      { ...base, state: "failed", reason, message: MEDIA_JOB_MESSAGES[reason], result: null },
      { merge: true },
    );
  };
  if (now.getTime() - eventTime.getTime() > GIVE_UP_AFTER_MS) {
    mediaLogs.uploadGaveUp(object.name, "event too old");
    await fail("server-failed", "retried for over an hour");
    return;
  }

  const started = Date.now();
  await jobRef.set({ ...base, state: "processing", result: null, createdAt: FieldValue.serverTimestamp() });
  await revokeCurrentDownloadTokens(object.name);
  let result: MediaJobResult;
  try {
    if (object.contentType.startsWith("image/")) result = await processImage(object, original, folder);
    else if (object.contentType.startsWith("video/")) result = await processVideo(object, original, folder);
    else throw new RefusedUploadError("unsupported", `type ${object.contentType}`);
  } catch (error) {
    if (error instanceof RefusedUploadError) return fail(error.reason, error.message);
    if (error instanceof UnreadableMediaError) return fail("unreadable", error.message);
    throw error;
  }
  await jobRef.set({ ...base, state: "ready", reason: null, message: null, result }, { merge: true });
  // A client work's document is written by the server (its rules let clients read, not write
  // media); no `public` flag is needed, as storage.rules checks the device's grant instead.
  if (original.scope.kind === "client")
    await writeClientWorkMedia(db, original.scope.galleryId, original.scope.workId, folder, result);
  // A redelivery after the work was saved: its rewritten files need their visibility again.
  if (itemId) await syncWorkVisibility(db, itemId);
  mediaLogs.uploadProcessed(object.name, result.media.sizes.length, Date.now() - started);
}
