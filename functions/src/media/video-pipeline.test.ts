// The video cleaners on real files: a phone's QuickTime movie (location, make, model, serial
// and artist in Apple's keys, in user data and as XMP, and a telemetry track spelling out the
// GPS position) and a WebM with Matroska tags. Read back by ExifTool.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { identifyingTags } from "../../../tests/support/exiftool";
import { FIXTURE_SECRETS } from "../../../tests/fixtures/media/secrets";
import { applyPatches, UnreadableMediaError } from "./patches";
import { blockReader, patchStream, planVideo } from "./video-pipeline";

const FIXTURES = path.resolve(import.meta.dirname, "../../../tests/fixtures/media");
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));
const readerOf = (bytes: Uint8Array) => async (offset: number, length: number) =>
  bytes.subarray(offset, offset + length);

async function clean(bytes: Uint8Array, contentType: string) {
  const plan = await planVideo(readerOf(bytes), bytes.length, contentType);
  return { plan, cleaned: Buffer.from(applyPatches(bytes, plan.patches)) };
}

/** Every secret of the fixtures that still appears anywhere in the bytes. */
const secretsIn = (bytes: Buffer) =>
  Object.values(FIXTURE_SECRETS).filter((secret) => bytes.includes(Buffer.from(secret)));

describe("cleaning a phone's QuickTime movie", () => {
  const original = fixture("phone-gps.mov");

  it("carries the location, serial and names before", () => {
    expect(identifyingTags(Buffer.from(original)).join("\n")).toMatch(/GPSCoordinates/);
    expect(secretsIn(Buffer.from(original))).toContain(FIXTURE_SECRETS.latitude);
  });

  it("keeps none of them after, in any tag or anywhere in the bytes, and keeps the file's length", async () => {
    const { plan, cleaned } = await clean(original, "video/quicktime");
    expect(cleaned.length).toBe(original.length);
    expect(identifyingTags(cleaned)).toEqual([]);
    expect(secretsIn(cleaned)).toEqual([]);
    expect(plan.videoSize).toEqual({ width: 640, height: 360 });
  });

  it("leaves every byte of the picture and the sound as it was", async () => {
    const { plan, cleaned } = await clean(original, "video/quicktime");
    const changed = new Set<number>();
    for (const patch of plan.patches) for (let i = 0; i < patch.length; i++) changed.add(patch.offset + i);
    let differing = 0;
    for (let i = 0; i < original.length; i++) if (cleaned[i] !== original[i] && !changed.has(i)) differing++;
    expect(differing).toBe(0);
    // What changed is metadata: a small part of the file.
    expect(changed.size).toBeLessThan(original.length / 10);
  });

  it("streams the same bytes as the in-memory patch, in chunks of any size", async () => {
    const { plan, cleaned } = await clean(original, "video/quicktime");
    const chunks: Buffer[] = [];
    const source = Readable.from(
      Array.from({ length: Math.ceil(original.length / 777) }, (_, i) =>
        Buffer.from(original.subarray(i * 777, (i + 1) * 777)),
      ),
    );
    for await (const chunk of source.pipe(patchStream(plan.patches))) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(cleaned)).toBe(true);
  });

  it("plans the same through ranged reads in blocks, as from Cloud Storage", async () => {
    let reads = 0;
    const read = blockReader(
      async (start, end) => {
        reads++;
        return original.subarray(start, end + 1);
      },
      original.length,
      4096,
    );
    const plan = await planVideo(read, original.length, "video/quicktime");
    expect(plan.patches).toEqual((await clean(original, "video/quicktime")).plan.patches);
    expect(reads).toBeLessThan(10);
  });
});

describe("cleaning a WebM", () => {
  it("blanks its tags (place, artist, comment) and keeps its length and size", async () => {
    const original = fixture("tagged.webm");
    expect(secretsIn(Buffer.from(original))).toContain(FIXTURE_SECRETS.artist);
    const { plan, cleaned } = await clean(original, "video/webm");
    expect(cleaned.length).toBe(original.length);
    expect(identifyingTags(cleaned)).toEqual([]);
    expect(secretsIn(cleaned)).toEqual([]);
    expect(plan.videoSize).toEqual({ width: 320, height: 240 });
  });
});

describe("refusing what is not the video it claims to be", () => {
  it.each<[string, Uint8Array, string]>([
    ["a JPEG sent as MP4", fixture("camera-gps.jpg"), "video/mp4"],
    ["a QuickTime movie sent as WebM", fixture("phone-gps.mov"), "video/webm"],
    ["a WebM sent as MP4", fixture("tagged.webm"), "video/mp4"],
    ["a movie cut short", fixture("phone-gps.mov").subarray(0, 5000), "video/quicktime"],
    ["noise", new Uint8Array(4096).fill(0x41), "video/mp4"],
    ["an AVI", new Uint8Array(64), "video/x-msvideo"],
  ])("refuses %s", async (_label, bytes, type) => {
    await expect(planVideo(readerOf(bytes), bytes.length, type)).rejects.toBeInstanceOf(UnreadableMediaError);
  });
});
