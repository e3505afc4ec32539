import { galleryItemDocSchema } from "../content/gallery-schema";
import type { GalleryMedia, MediaType } from "../content/types";
import { z } from "../zod";
import type { CameraDetails } from "./camera";
import { cameraDetailsSchema } from "./camera-schema";

/** Where the pipeline reports on each upload: `media_jobs/<mediaJobId>`, read by the owner only. */
export const MEDIA_JOBS_COLLECTION = "media_jobs";

/** Why an upload could not be made into public files, as a stable code. */
export const MEDIA_JOB_REASONS = ["unreadable", "unsupported", "too-large", "server-failed"] as const;
export type MediaJobReason = (typeof MEDIA_JOB_REASONS)[number];

/** What the owner reads for each reason. */
export const MEDIA_JOB_MESSAGES: Readonly<Record<MediaJobReason, string>> = {
  unreadable: "This file could not be read. It may be damaged, or not the kind of file its name says.",
  unsupported:
    "This kind of file cannot be published. Upload a JPEG, PNG, WebP, AVIF or GIF image, or an MP4, MOV or WebM video.",
  "too-large": "This file is larger than an upload may be (30 MB for an image, 500 MB for a video).",
  "server-failed": "The server could not prepare this file. Please try again.",
};

/** What an upload became: the fields of a work (or the portrait) that show it. */
export interface MediaJobResult {
  type: MediaType;
  media: GalleryMedia;
  /** Upright size in pixels (orientation applied). */
  width: number;
  height: number;
  /** Read from the photo's EXIF; null for a video or a picture without any. */
  camera: CameraDetails | null;
}

/** A job as the studio reads it. */
export type MediaJob =
  | { state: "processing" }
  | { state: "ready"; result: MediaJobResult; originalPath: string; originalName: string }
  | { state: "failed"; reason: MediaJobReason; message: string };

const jobSchema = z.discriminatedUnion("state", [
  z.object({ state: z.literal("processing") }),
  z.object({
    state: z.literal("ready"),
    originalPath: z.string(),
    originalName: z.string(),
    result: z.object({
      type: z.enum(["image", "video"]),
      // What the work will hold, read as leniently as a stored work's media.
      media: galleryItemDocSchema.shape.media,
      width: z.number(),
      height: z.number(),
      camera: cameraDetailsSchema.nullable(),
    }),
  }),
  z.object({ state: z.literal("failed"), reason: z.enum(MEDIA_JOB_REASONS), message: z.string() }),
]);

/** A job document's data, or null when it is not one (yet). */
export function parseMediaJob(data: unknown): MediaJob | null {
  const parsed = jobSchema.safeParse(data);
  return parsed.success ? (parsed.data as MediaJob) : null;
}
