// `npm run media [-- --only id,id]`: paints the demo portfolio's pictures and films in
// headless Chromium and writes them to web/public/demo/ plus the manifest the seed reads.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { z } from "zod";
import { launchBrowser } from "./chromium";
import { bundleBrowserCode } from "./bundle";
import { CATALOGUE, type FilmEntry, type StillEntry } from "./catalogue";
import {
  DEMO_DIR,
  DEMO_URL,
  readManifest,
  writeManifest,
  type DemoMedia,
} from "../../scripts/seed/demo-media";
import { FILM_SIZE, masterSize, POSTER_WIDTHS, renditionWidths } from "./sizes";
import { withWebmDuration } from "./webm-duration";

const IMAGE_TYPE = "image/webp";
const IMAGE_QUALITY = 0.8;
const FILM_FPS = 30;
const FILM_BITS_PER_SECOND = 1_200_000;

const renditionsSchema = z.array(z.object({ width: z.number(), height: z.number(), base64: z.string() }));
const recordedSchema = z.object({
  base64: z.string(),
  mimeType: z.string(),
  frames: z.number(),
  durationMs: z.number(),
  posters: renditionsSchema,
});

function save(name: string, base64: string): number {
  const file = path.join(DEMO_DIR, name);
  writeFileSync(file, Buffer.from(base64, "base64"));
  return statSync(file).size;
}

async function renderStill(page: Page, entry: StillEntry): Promise<DemoMedia> {
  const job = {
    scene: entry.scene,
    seed: entry.seed,
    ...masterSize(entry.aspect),
    widths: renditionWidths(entry.aspect),
    type: IMAGE_TYPE,
    quality: IMAGE_QUALITY,
  };
  // A string expression, not a function: tsx's transforms must not leak into the page.
  const encoded = renditionsSchema.parse(
    await page.evaluate(`window.folioMedia.renderImage(${JSON.stringify(job)})`),
  );
  const sizes = encoded.map(({ width, height, base64 }) => {
    const name = `${entry.id}-${width}.webp`;
    return { url: `${DEMO_URL}/${name}`, width, height, bytes: save(name, base64) };
  });
  const master = sizes.at(-1)!;
  return {
    type: "image",
    url: master.url,
    contentType: IMAGE_TYPE,
    width: master.width,
    height: master.height,
    bytes: master.bytes,
    sizes,
    posterUrl: null,
    durationSeconds: null,
  };
}

async function renderFilm(page: Page, entry: FilmEntry): Promise<DemoMedia> {
  const job = {
    motion: entry.motion,
    seed: entry.seed,
    ...FILM_SIZE,
    seconds: entry.seconds,
    fps: FILM_FPS,
    bitsPerSecond: FILM_BITS_PER_SECOND,
    posterWidths: POSTER_WIDTHS,
    posterType: IMAGE_TYPE,
    posterQuality: IMAGE_QUALITY,
  };
  const recorded = recordedSchema.parse(
    await page.evaluate(`window.folioMedia.recordVideo(${JSON.stringify(job)})`),
  );
  const name = `${entry.id}.webm`;
  const file = withWebmDuration(Buffer.from(recorded.base64, "base64"), recorded.durationMs);
  writeFileSync(path.join(DEMO_DIR, name), file);
  const sizes = recorded.posters.map(({ width, height, base64 }) => {
    const poster = `${entry.id}-poster-${width}.webp`;
    return { url: `${DEMO_URL}/${poster}`, width, height, bytes: save(poster, base64) };
  });
  const fps = recorded.frames / (recorded.durationMs / 1000);
  console.log(
    `${entry.id.padEnd(22)} ${recorded.mimeType}, ${recorded.frames} frames painted (${fps.toFixed(1)} fps)`,
  );
  return {
    type: "video",
    url: `${DEMO_URL}/${name}`,
    contentType: "video/webm",
    ...FILM_SIZE,
    bytes: file.length,
    sizes,
    posterUrl: sizes.at(-1)!.url,
    durationSeconds: Math.round(recorded.durationMs / 100) / 10,
  };
}

function parseOnly(): Set<string> | null {
  const index = process.argv.indexOf("--only");
  if (index === -1) return null;
  const ids = new Set((process.argv[index + 1] ?? "").split(",").filter(Boolean));
  const unknown = [...ids].filter((id) => !CATALOGUE.some((entry) => entry.id === id));
  if (unknown.length > 0) throw new Error(`Not in the catalogue: ${unknown.join(", ")}`);
  return ids;
}

const only = parseOnly();
const manifest = only ? readManifest() : { generatedBy: "npm run media", media: {} };
if (!only) rmSync(DEMO_DIR, { recursive: true, force: true });
mkdirSync(DEMO_DIR, { recursive: true });

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.setContent("<!doctype html><html><body></body></html>");
  await page.addScriptTag({ content: await bundleBrowserCode() });
  for (const entry of CATALOGUE) {
    if (only && !only.has(entry.id)) continue;
    const started = Date.now();
    const media = entry.kind === "image" ? await renderStill(page, entry) : await renderFilm(page, entry);
    manifest.media[entry.id] = media;
    const total = media.sizes.reduce(
      (sum, size) => sum + size.bytes,
      entry.kind === "video" ? media.bytes : 0,
    );
    console.log(
      `${entry.id.padEnd(22)} ${media.width}×${media.height}  ${(total / 1024).toFixed(0)} KB  ${Date.now() - started} ms`,
    );
  }
} finally {
  await browser.close();
}
writeManifest(manifest);
const bytes = readdirSync(DEMO_DIR).reduce((sum, name) => sum + statSync(path.join(DEMO_DIR, name)).size, 0);
console.log(
  `web/public/demo: ${(bytes / 1024 / 1024).toFixed(2)} MB in ${readdirSync(DEMO_DIR).length} files`,
);
