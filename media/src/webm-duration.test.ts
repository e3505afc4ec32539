import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readWebmDuration, withWebmDuration } from "./webm-duration";

/** EBML element with a 1-byte size (payloads here are short). */
function el(id: number[], payload: number[]): number[] {
  return [...id, 0x80 | payload.length, ...payload];
}

const EBML_HEADER = el([0x1a, 0x45, 0xdf, 0xa3], el([0x42, 0x82], [0x77, 0x65, 0x62, 0x6d]));
const TIMECODE_SCALE_1MS = el([0x2a, 0xd7, 0xb1], [0x0f, 0x42, 0x40]);
const MUXING_APP = el([0x4d, 0x80], [0x43, 0x68, 0x72]);
const CLUSTER = [0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xe7, 0x81, 0x00];

/** What Chrome's MediaRecorder writes: a Segment of unknown size, Info without Duration. */
function recorderFile(): Uint8Array {
  const info = el([0x15, 0x49, 0xa9, 0x66], [...TIMECODE_SCALE_1MS, ...MUXING_APP]);
  return Uint8Array.from([
    ...EBML_HEADER,
    0x18,
    0x53,
    0x80,
    0x67,
    0x01,
    0xff,
    0xff,
    0xff,
    0xff,
    0xff,
    0xff,
    0xff,
    ...info,
    ...CLUSTER,
  ]);
}

describe("withWebmDuration", () => {
  it("adds a Duration to a recorder's file and keeps everything else", () => {
    const file = recorderFile();
    expect(readWebmDuration(file)).toBeNull();
    const fixed = withWebmDuration(file, 6018.9);
    expect(readWebmDuration(fixed)).toBeCloseTo(6018.9, 6);
    expect(fixed.length).toBe(file.length + 2 + 8 + 8 + 7);
    expect([...fixed.subarray(fixed.length - CLUSTER.length)]).toEqual(CLUSTER);
    expect([...fixed.subarray(0, EBML_HEADER.length)]).toEqual(EBML_HEADER);
  });

  it("replaces a Duration already there instead of adding a second", () => {
    const once = withWebmDuration(recorderFile(), 1000);
    const twice = withWebmDuration(once, 2500);
    expect(readWebmDuration(twice)).toBe(2500);
    expect(twice.length).toBe(once.length);
  });

  it("grows a Segment of known size by what it adds", () => {
    const info = el([0x15, 0x49, 0xa9, 0x66], TIMECODE_SCALE_1MS);
    const body = [...info, ...el([0x16, 0x54, 0xae, 0x6b], [])];
    const file = Uint8Array.from([...EBML_HEADER, 0x18, 0x53, 0x80, 0x67, 0x80 | body.length, ...body]);
    const fixed = withWebmDuration(file, 4000);
    expect(readWebmDuration(fixed)).toBe(4000);
    const sizeStart = EBML_HEADER.length + 4;
    const size = Number(
      new DataView(fixed.buffer, fixed.byteOffset + sizeStart, 8).getBigUint64(0) & 0x00ffffffffffffffn,
    );
    expect(size).toBe(fixed.length - sizeStart - 8);
  });

  it("refuses a file that is not WebM", () => {
    expect(() => withWebmDuration(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 1000)).toThrow(
      /Not a WebM/,
    );
  });

  it("left the committed demo clips with their length", () => {
    const clip = readFileSync(path.resolve(import.meta.dirname, "../../web/public/demo/evening-swell.webm"));
    expect(readWebmDuration(clip)).toBeGreaterThan(5000);
  });
});
