import { fitWithin, POSTER_LONG_EDGE_MAX, type PixelSize } from "@folio/domain";
import { isUsableSize, posterTime } from "./frame-geometry";

/** Raised when the browser cannot decode a picked file or an address; the message is for the owner. */
export class MediaReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MediaReadError";
  }
}

/** Decoding a large file or a slow address should not hang the form forever. */
const READ_TIMEOUT_MS = 30_000;

/** Resolves on `okEvent`, rejects on `error` or after the timeout; listeners are always removed. */
export function waitFor(target: EventTarget, okEvent: string, timeoutMs = READ_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (outcome: () => void) => {
      clearTimeout(timer);
      target.removeEventListener(okEvent, onOk);
      target.removeEventListener("error", onError);
      outcome();
    };
    const onOk = () => done(resolve);
    const onError = () => done(() => reject(new Error(`${okEvent} failed`)));
    const timer = setTimeout(() => done(() => reject(new Error(`${okEvent} timed out`))), timeoutMs);
    target.addEventListener(okEvent, onOk);
    target.addEventListener("error", onError);
  });
}

/** What dimension reading needs of an <img>. */
export interface ImageElementLike extends EventTarget {
  src: string;
  naturalWidth: number;
  naturalHeight: number;
}

/** What dimension reading and poster capture need of a <video>. */
export interface VideoElementLike extends EventTarget {
  src: string;
  preload: string;
  muted: boolean;
  playsInline: boolean;
  videoWidth: number;
  videoHeight: number;
  duration: number;
  currentTime: number;
  readyState: number;
}

/** A canvas that can draw a video frame and encode it. */
export interface CanvasLike {
  width: number;
  height: number;
  getContext(
    kind: "2d",
  ): { drawImage(source: CanvasImageSource, x: number, y: number, w: number, h: number): void } | null;
  toBlob(callback: (blob: Blob | null) => void, type: string, quality: number): void;
}

const IMAGE_UNREADABLE =
  "This image could not be read. The file may be damaged, or the address may not point to an image.";
const VIDEO_UNREADABLE =
  "This video could not be read. The browser may not play its format, or the address may not point to a video.";

/** Width and height of an image (a picked file's object URL, or an address). */
export async function readImageSize(
  src: string,
  createImage: () => ImageElementLike = () => new Image(),
): Promise<PixelSize> {
  const image = createImage();
  const loaded = waitFor(image, "load");
  image.src = src;
  await loaded.catch(() => {
    throw new MediaReadError(IMAGE_UNREADABLE);
  });
  const size = { width: image.naturalWidth, height: image.naturalHeight };
  if (!isUsableSize(size)) throw new MediaReadError(IMAGE_UNREADABLE);
  return size;
}

/** A video element with its metadata loaded, ready for its size and a poster frame. */
export async function loadVideo(
  src: string,
  createVideo: () => VideoElementLike = () => document.createElement("video"),
): Promise<VideoElementLike> {
  const video = createVideo();
  video.preload = "auto";
  video.muted = true;
  video.playsInline = true;
  const loaded = waitFor(video, "loadedmetadata");
  video.src = src;
  await loaded.catch(() => {
    throw new MediaReadError(VIDEO_UNREADABLE);
  });
  if (!isUsableSize({ width: video.videoWidth, height: video.videoHeight })) {
    throw new MediaReadError("This file has no picture track the browser can show.");
  }
  return video;
}

/** HTMLMediaElement.HAVE_CURRENT_DATA: a frame can be drawn. */
const HAVE_CURRENT_DATA = 2;

/**
 * A JPEG of one frame of the video, at most POSTER_LONG_EDGE_MAX on its longest side; null when
 * the frame cannot be drawn (a cross-origin address without CORS taints the canvas).
 */
export async function capturePoster(
  video: VideoElementLike,
  createCanvas: () => CanvasLike = () => document.createElement("canvas"),
): Promise<Blob | null> {
  try {
    const at = posterTime(video.duration);
    if (at > 0) {
      const seeked = waitFor(video, "seeked");
      video.currentTime = at;
      await seeked;
    } else if (video.readyState < HAVE_CURRENT_DATA) {
      await waitFor(video, "loadeddata");
    }
    const size = fitWithin({ width: video.videoWidth, height: video.videoHeight }, POSTER_LONG_EDGE_MAX);
    const canvas = createCanvas();
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.drawImage(video as unknown as CanvasImageSource, 0, 0, size.width, size.height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
  } catch {
    return null;
  }
}
