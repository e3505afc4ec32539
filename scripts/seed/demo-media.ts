import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

// The demo media's file format. The seed and the browser-test fixtures read it; the generator
// in the media workspace (`npm run media`) writes it.
const REPO_ROOT = path.resolve(import.meta.dirname, "..", "..");
/** Where the files go: Vite and Hosting both serve web/public/ at the site root. */
export const DEMO_DIR = path.join(REPO_ROOT, "web", "public", "demo");
/** Public URL prefix of DEMO_DIR. */
export const DEMO_URL = "/demo";
/** Committed record of every generated file's size, read by the content seed. */
const MANIFEST_PATH = path.join(import.meta.dirname, "demo-media.json");

const sizeSchema = z.object({
  url: z.string().startsWith(`${DEMO_URL}/`),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
});

const mediaSchema = z.object({
  type: z.enum(["image", "video"]),
  /** The original: the largest image rendition, or the video file. */
  url: z.string().startsWith(`${DEMO_URL}/`),
  contentType: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
  /** Image (or poster) renditions, smallest first. */
  sizes: z.array(sizeSchema).min(1),
  posterUrl: z.string().nullable(),
  /** Length of a video in seconds; null for images. */
  durationSeconds: z.number().positive().nullable(),
});

const manifestSchema = z.object({
  generatedBy: z.string(),
  media: z.record(z.string(), mediaSchema),
});

export type DemoMedia = z.infer<typeof mediaSchema>;
export type DemoMediaManifest = z.infer<typeof manifestSchema>;

export function readManifest(): DemoMediaManifest {
  if (!existsSync(MANIFEST_PATH)) return { generatedBy: "npm run media", media: {} };
  return manifestSchema.parse(JSON.parse(readFileSync(MANIFEST_PATH, "utf8")));
}

export function writeManifest(manifest: DemoMediaManifest): void {
  const sorted = Object.fromEntries(Object.entries(manifest.media).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(
    MANIFEST_PATH,
    `${JSON.stringify({ ...manifestSchema.parse(manifest), media: sorted }, null, 2)}\n`,
  );
}
