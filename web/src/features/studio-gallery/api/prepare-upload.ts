import {
  mediaJobId,
  originalsFolder,
  POSTER_ORIGINAL_NAME,
  type CameraDetails,
  type GalleryMedia,
  type MediaType,
  type UploadScope,
} from "@folio/domain";
import { contentTypeOf } from "@/lib/media/media-rules";
import { capturePoster, loadVideo, readImageSize } from "../upload/read-media";
import { newUploadSetId, originalPath } from "@/lib/media/storage-paths";
import { deleteFiles, uploadFile } from "@/lib/media/upload-file";
import { waitForMediaJob } from "./wait-for-media-job";

/** Media fields of a gallery item, ready to save. */
export interface PreparedMedia {
  type: MediaType;
  media: GalleryMedia;
  width: number;
  height: number;
  /** How the photo was made, read from its EXIF by the server (never its location); null when none. */
  camera: CameraDetails | null;
  /** The originals written to storage, to remove them if the item is then not saved. */
  uploadedPaths: string[];
}

export interface PrepareUploadOptions {
  /** Reading is done and bytes start to flow. */
  onUploadStart?: () => void;
  /** Bytes sent of the upload's files (the original, and a video's poster frame). */
  onProgress?: (transferred: number, total: number) => void;
  /** Every byte is sent; the server is making the files visitors will see. */
  onProcessing?: () => void;
  signal?: AbortSignal;
}

/** How long the server may take: a picture takes seconds, a large video up to its function's timeout. */
const PROCESSING_TIMEOUT_MS = { image: 3 * 60_000, video: 10 * 60_000 } as const;

/**
 * Checks the browser can open the file (a damaged one is refused before a byte is sent) and,
 * for a video, draws a poster frame: the server cannot decode video, so the studio hands it one.
 */
async function readFile(file: File): Promise<{ type: MediaType; poster: Blob | null }> {
  const url = URL.createObjectURL(file);
  try {
    if (contentTypeOf(file).startsWith("video/")) {
      const video = await loadVideo(url);
      const poster = await capturePoster(video);
      video.src = "";
      return { type: "video", poster };
    }
    await readImageSize(url);
    return { type: "image", poster: null };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Takes a picked file to published-ready media: its original goes, as it is, to a fresh folder
 * of `originals/` that only the owner can read; the server's pipeline then makes every file a
 * visitor will fetch (display sizes, a clean download, a stripped video) without the GPS
 * location, serial numbers or names, and reports them in the upload's job document. The SDK
 * retries a dropped connection itself. On failure or cancel the originals are removed; if the
 * tab dies first, the nightly sweep removes them.
 */
export async function prepareUpload(
  file: File,
  scope: UploadScope,
  { onUploadStart, onProgress, onProcessing, signal }: PrepareUploadOptions = {},
): Promise<PreparedMedia> {
  const setId = newUploadSetId();
  const folder = originalsFolder(scope, setId);
  const { type, poster } = await readFile(file);
  signal?.throwIfAborted();
  onUploadStart?.();
  const total = file.size + (poster?.size ?? 0);
  const uploaded: string[] = [];
  let sentBefore = 0;
  const send = async (target: string, blob: Blob, contentType: string) => {
    uploaded.push(target);
    await uploadFile(target, blob, contentType, {
      signal,
      onProgress: (transferred) => onProgress?.(sentBefore + transferred, total),
    });
    sentBefore += blob.size;
  };

  try {
    // The poster first: the pipeline looks for it when the video arrives.
    if (poster) await send(`${folder}/${POSTER_ORIGINAL_NAME}`, poster, "image/jpeg");
    await send(originalPath(folder, file), file, contentTypeOf(file));
    onProcessing?.();
    const result = await waitForMediaJob(mediaJobId(scope, setId), {
      signal,
      timeoutMs: PROCESSING_TIMEOUT_MS[type],
    });
    return { ...result, uploadedPaths: uploaded };
  } catch (error) {
    await deleteFiles(uploaded);
    throw error;
  }
}
