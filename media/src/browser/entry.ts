// Runs inside headless Chromium (bundled by scripts/media/bundle.ts): paints the
// scenes on a canvas and hands the encoded files back to Node as base64.
import { createSurface, grain, vignette } from "./canvas";
import { blobToBase64, renditions, type EncodedRendition } from "./encode";
import { motions, type MotionName } from "./motion";
import { painters, type SceneSpec } from "./paint";
import { seeded } from "./random";

/** A picture to paint and encode. */
export interface ImageJob {
  scene: SceneSpec;
  seed: number;
  width: number;
  height: number;
  /** Output widths, smallest first; the largest is usually the master width. */
  widths: readonly number[];
  /** MIME type, e.g. image/webp. */
  type: string;
  quality: number;
}

export function paintScene(job: Pick<ImageJob, "scene" | "seed" | "width" | "height">): HTMLCanvasElement {
  const surface = createSurface(job.width, job.height);
  const rand = seeded(job.seed);
  // `never`: each painter's variant type is checked by SceneSpec in the catalogue.
  painters[job.scene.painter](surface, rand, job.scene.variant as never);
  vignette(surface, 0.32);
  grain(surface, 7, rand);
  return surface.canvas;
}

async function renderImage(job: ImageJob): Promise<EncodedRendition[]> {
  return renditions(paintScene(job), job.widths, job.type, job.quality);
}

/** A clip to animate, record in real time and encode, with its first frame as the poster. */
export interface VideoJob {
  motion: MotionName;
  seed: number;
  width: number;
  height: number;
  seconds: number;
  fps: number;
  bitsPerSecond: number;
  posterWidths: readonly number[];
  posterType: string;
  posterQuality: number;
}

export interface RecordedVideo {
  base64: string;
  mimeType: string;
  /** Frames painted while recording (the recorder may drop some if painting is slow). */
  frames: number;
  /** Measured length of the recording in milliseconds. */
  durationMs: number;
  posters: EncodedRendition[];
}

async function recordVideo(job: VideoJob): Promise<RecordedVideo> {
  const surface = createSurface(job.width, job.height);
  // Some Chromium builds only capture canvases that are in the document.
  document.body.append(surface.canvas);
  const frame = motions[job.motion](job.width, job.height, seeded(job.seed), job.seconds);
  frame(surface.ctx, 0);
  const posters = await renditions(surface.canvas, job.posterWidths, job.posterType, job.posterQuality);
  const mimeType = ["video/webm;codecs=vp9", "video/webm;codecs=vp8", "video/webm"].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );
  if (!mimeType) throw new Error("This Chromium cannot record WebM");
  const recorder = new MediaRecorder(surface.canvas.captureStream(job.fps), {
    mimeType,
    videoBitsPerSecond: job.bitsPerSecond,
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  let frames = 0;
  recorder.start();
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const t = (performance.now() - started) / 1000;
      if (t >= job.seconds) return resolve();
      frame(surface.ctx, t);
      frames += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  recorder.stop();
  await stopped;
  const durationMs = performance.now() - started;
  surface.canvas.remove();
  const base64 = await blobToBase64(new Blob(chunks, { type: "video/webm" }));
  return { base64, mimeType, frames, durationMs, posters };
}

declare global {
  interface Window {
    folioMedia: { renderImage: typeof renderImage; recordVideo: typeof recordVideo };
  }
}

window.folioMedia = { renderImage, recordVideo };
