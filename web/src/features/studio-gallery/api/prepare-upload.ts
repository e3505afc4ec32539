import type { GalleryMedia, MediaSize, MediaType } from "@folio/domain";
import { renditionSizes, type Size } from "../upload/frame-geometry";
import { contentTypeOf } from "../upload/media-rules";
import { capturePoster, encodeRendition, loadVideo, readImageSize } from "../upload/read-media";
import {
  newUploadSetId,
  originalPath,
  posterPath,
  renditionPath,
  uploadSetFolder,
} from "../upload/storage-paths";
import { deleteFiles, uploadFile } from "./upload-file";

/** Media fields of a gallery item, ready to save. */
export interface PreparedMedia {
  type: MediaType;
  media: GalleryMedia;
  width: number;
  height: number;
  /** Every file written to storage, to remove them if the item is then not saved. */
  uploadedPaths: string[];
}

export interface PrepareUploadOptions {
  /** Reading is done and bytes start to flow. */
  onUploadStart?: () => void;
  /** Bytes sent of all the item's files (original, display sizes, poster). */
  onProgress?: (transferred: number, total: number) => void;
  signal?: AbortSignal;
}

interface Extra {
  path: string;
  blob: Blob;
  contentType: string;
  size?: Size;
}

/** Reads the file's size (and a poster frame for a video) and makes the display sizes of an image. */
async function readFile(
  file: File,
  folder: string,
): Promise<{ type: MediaType; size: Size; extras: Extra[] }> {
  const url = URL.createObjectURL(file);
  try {
    if (contentTypeOf(file).startsWith("video/")) {
      const video = await loadVideo(url);
      const size = { width: video.videoWidth, height: video.videoHeight };
      const poster = await capturePoster(video);
      video.src = "";
      const extras = poster ? [{ path: posterPath(folder), blob: poster, contentType: "image/jpeg" }] : [];
      return { type: "video", size, extras };
    }
    const size = await readImageSize(url);
    // An animated GIF would lose its motion in a still rendition.
    const wanted = contentTypeOf(file) === "image/gif" ? [] : renditionSizes(size);
    const extras: Extra[] = [];
    for (const rendition of wanted) {
      const blob = await encodeRendition(file, rendition);
      if (blob)
        extras.push({
          path: renditionPath(folder, rendition.width),
          blob,
          contentType: "image/webp",
          size: rendition,
        });
    }
    return { type: "image", size, extras };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Takes a picked file to uploaded media in a fresh folder under `media/<itemId>/`: its width
 * and height, a poster for a video, display sizes for an image, then every file uploaded with
 * progress (the SDK retries a dropped connection itself). On failure or cancel the files
 * already uploaded are removed; if the tab dies first, the nightly sweep removes them.
 */
export async function prepareUpload(
  file: File,
  itemId: string,
  { onUploadStart, onProgress, signal }: PrepareUploadOptions = {},
): Promise<PreparedMedia> {
  const folder = uploadSetFolder(itemId, newUploadSetId());
  const { type, size, extras } = await readFile(file, folder);
  signal?.throwIfAborted();
  onUploadStart?.();
  const contentType = contentTypeOf(file);
  const path = originalPath(folder, file);
  const total = file.size + extras.reduce((sum, extra) => sum + extra.blob.size, 0);
  const uploaded: string[] = [];
  let sentBefore = 0;
  const send = async (target: string, blob: Blob, type: string) => {
    const url = await uploadFile(target, blob, type, {
      signal,
      onProgress: (transferred) => onProgress?.(sentBefore + transferred, total),
    });
    uploaded.push(target);
    sentBefore += blob.size;
    return url;
  };

  try {
    const url = await send(path, file, contentType);
    const sizes: MediaSize[] = [];
    let posterUrl: string | null = null;
    for (const extra of extras) {
      const extraUrl = await send(extra.path, extra.blob, extra.contentType);
      if (extra.size) sizes.push({ url: extraUrl, ...extra.size });
      else posterUrl = extraUrl;
    }
    if (type === "image") sizes.push({ url, ...size });
    return {
      type,
      media: { url, storagePath: path, sizes, posterUrl, contentType },
      width: size.width,
      height: size.height,
      uploadedPaths: uploaded,
    };
  } catch (error) {
    await deleteFiles(uploaded);
    throw error;
  }
}
