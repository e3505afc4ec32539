// npx tsx bench/media-pipeline.ts [--smoke]
//
// Where Folio makes the files visitors fetch (issue 34), measured both ways on the same
// camera-sized pictures:
// - server: the media pipeline's own code (functions/src/media/image-pipeline.ts, sharp),
//   as mediaProcessUpload runs it: every display size up to a 2560 px long edge and a
//   full-size download, orientation applied, the colour profile kept, metadata dropped;
// - browser: what the studio did before, in Debian's Chromium: createImageBitmap, a canvas and
//   toBlob("image/webp") for the same sizes (no full-size download: a canvas of 48 MP is
//   beyond what phones allow).
// For each: milliseconds per picture, the process's peak resident memory, bytes written, and the colour
// profile a Display P3 photo keeps (a canvas's output carries none: its colours are converted
// to sRGB, clipping the wide gamut). Then the video cleaner's copy rate (MB/s) through its patching stream, the part of a
// video upload that runs on the server besides the network.
// `--smoke`: one 12 MP picture, one run each, and a 20 MB video copy.
import { Readable } from "node:stream";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { iccDescription, prepareImage } from "../functions/src/media/image-pipeline";
import { applyPatches } from "../functions/src/media/patches";
import { patchStream, planVideo } from "../functions/src/media/video-pipeline";
import { displaySizes } from "@folio/domain";
import { launchBrowser } from "../tests/support/browser";
import { exitBench, expectSane, SMOKE } from "./lib/smoke";
import { median } from "./lib/median";

const SIZES: [string, number, number][] = SMOKE
  ? [["12 MP", 4032, 3024]]
  : [
      ["12 MP", 4032, 3024],
      ["24 MP", 6000, 4000],
      ["48 MP", 8064, 6048],
    ];
const RUNS = SMOKE ? 1 : 3;
const VIDEO_MB = SMOKE ? 20 : 400;

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** A camera-like JPEG: smooth gradients with grain (so it compresses as photos do), in Display P3, with EXIF. */
async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 24 },
    },
  })
    .raw()
    .toBuffer();
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      // Detail at every scale, as foliage or fabric has: a gradient, blocks and grain.
      const block = ((x >> 5) ^ (y >> 5)) & 1 ? 40 : 0;
      const grain = (value: number) => (value - 128) * 0.8;
      noise[i] = clamp(40 + (150 * x) / width + block + grain(noise[i]!));
      noise[i + 1] = clamp(60 + (120 * y) / height - block + grain(noise[i + 1]!));
      noise[i + 2] = clamp(110 + block + grain(noise[i + 2]!));
    }
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .withIccProfile("p3")
    .withExif({ IFD0: { Make: "Canon", Model: "Canon EOS R5", Artist: "Jane Roe" } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function serverSide(input: Buffer) {
  const times: number[] = [];
  let peak = 0;
  let bytes = 0;
  let displayBytes = 0;
  // The process's resident memory at its highest, as a function instance would need it.
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const image = await prepareImage(input, "work");
    times.push(performance.now() - started);
    bytes = image.outputs.reduce((sum, output) => sum + output.data.length, 0);
    displayBytes = image.outputs
      .filter((output) => output.role === "display")
      .reduce((sum, output) => sum + output.data.length, 0);
  }
  clearInterval(sampler);
  return { ms: median(times), peakMb: peak / 1024 / 1024, bytes, displayBytes };
}

/** The colour profile a file carries, by name ("none": a browser reads it as sRGB). */
async function profileOf(file: Buffer): Promise<string> {
  return iccDescription((await sharp(file).metadata()).icc) ?? "none";
}

const browser = await launchBrowser();
const page = await browser.newPage();
await page.setContent("<html><body></body></html>");

/** The studio's former path in Chromium: each display size drawn on a canvas and encoded as WebP. */
async function browserSide(input: Buffer, width: number, height: number) {
  const sizes = displaySizes({ width, height });
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const result = await page.evaluate(
      async ({ base64, sizes }) => {
        const blob = await (await fetch(`data:image/jpeg;base64,${base64}`)).blob();
        const started = performance.now();
        let total = 0;
        for (const size of sizes) {
          const bitmap = await createImageBitmap(blob, {
            resizeWidth: size.width,
            resizeHeight: size.height,
            resizeQuality: "high",
          });
          const canvas = document.createElement("canvas");
          canvas.width = size.width;
          canvas.height = size.height;
          canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
          bitmap.close();
          const out = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", 0.85));
          total += out?.size ?? 0;
        }
        return { ms: performance.now() - started, bytes: total };
      },
      { base64: input.toString("base64"), sizes },
    );
    times.push(result.ms);
    bytes = result.bytes;
  }
  return { ms: median(times), bytes };
}

async function canvasEncode(input: Buffer): Promise<Buffer> {
  const base64 = await page.evaluate(async (data) => {
    const blob = await (await fetch(`data:image/jpeg;base64,${data}`)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = document.createElement("canvas");
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
    const out = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", 0.85));
    const bytes = new Uint8Array(await out!.arrayBuffer());
    let text = "";
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, input.toString("base64"));
  return Buffer.from(base64, "base64");
}

console.log("Media pipeline: where the visitors' files are made");
console.log(
  `  ${RUNS} run(s) each, median; Chromium ${browser.version()}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips})`,
);
console.log("");
console.log(
  "  picture   input    server (sharp): ms / peak MB / display sizes + download    browser (canvas): ms / display sizes",
);
for (const [label, width, height] of SIZES) {
  const input = await cameraJpeg(width, height);
  const server = await serverSide(input);
  const client = await browserSide(input, width, height);
  console.log(
    `  ${label.padEnd(8)}  ${mb(input.length).padStart(5)} MB  ${server.ms.toFixed(0).padStart(6)} ms / ${server.peakMb
      .toFixed(0)
      .padStart(
        4,
      )} MB / ${mb(server.displayBytes).padStart(5)} + ${mb(server.bytes - server.displayBytes).padStart(5)} MB     ${client.ms
      .toFixed(0)
      .padStart(6)} ms / ${mb(client.bytes).padStart(5)} MB`,
  );
  expectSane(`${label} server ms`, server.ms, 1, 600_000);
  expectSane(`${label} browser ms`, client.ms, 1, 600_000);
  expectSane(`${label} server bytes`, server.bytes, 1);
}

const p3 = await cameraJpeg(640, 480);
const serverProfile = await profileOf((await prepareImage(p3, "work")).outputs[0]!.data);
const canvasProfile = await profileOf(await canvasEncode(p3));
console.log("");
console.log(
  "  Colour profile of a Display P3 photo's display copy (sRGB or none: its wide-gamut colours clipped):",
);
console.log(`    server (sharp, profile kept)   ${serverProfile}`);
console.log(`    browser (canvas)               ${canvasProfile}`);
expectSane("server keeps the profile", serverProfile === "none" ? 0 : 1, 1, 1);
await browser.close();

// The video cleaner: the phone fixture's boxes, then a large free box as stand-in for footage.
const phone = new Uint8Array(
  readFileSync(path.resolve(import.meta.dirname, "../tests/fixtures/media/phone-gps.mov")),
);
const plan = await planVideo(
  async (offset, length) => phone.subarray(offset, offset + length),
  phone.length,
  "video/quicktime",
);
const chunk = Buffer.alloc(1024 * 1024);
const chunks = VIDEO_MB;
const started = performance.now();
let copied = 0;
const source = Readable.from(
  (function* () {
    yield Buffer.from(phone);
    for (let i = 0; i < chunks; i += 1) yield chunk;
  })(),
);
for await (const piece of source.pipe(patchStream(plan.patches))) copied += (piece as Buffer).length;
const seconds = (performance.now() - started) / 1000;
const rate = copied / 1024 / 1024 / seconds;
console.log("");
console.log(
  `  Video cleaning: ${plan.patches.length} patches planned from the box headers and the movie header;`,
);
console.log(
  `  the patching stream passes ${mb(copied)} MB at ${rate.toFixed(0)} MB/s in memory, a chunk at a time:`,
);
console.log("  next to no CPU, so a video's time on the server is Cloud Storage's own transfer.");
expectSane("video MB/s", rate, 1);
expectSane("patched bytes", applyPatches(phone, plan.patches).length, phone.length, phone.length);
exitBench();
