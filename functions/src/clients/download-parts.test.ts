import { CLIENT_DOWNLOAD_LIMITS } from "@folio/domain";
import { describe, expect, it } from "vitest";
import { partFileName, planParts } from "./download-parts";
import { entryCost, zipSize } from "./zip-layout";

const MB = 1_000_000;
const photos = (count: number, size: number) =>
  Array.from({ length: count }, (_, index) => ({
    name: `Ceremony/IMG_${String(index).padStart(4, "0")}.jpg`,
    size,
  }));

describe("ZIP parts of a download", () => {
  it("keep a gallery that fits in one part whole", () => {
    const files = photos(60, 2 * MB);
    expect(planParts(files, CLIENT_DOWNLOAD_LIMITS.zipPartMaxBytes)).toEqual([
      { from: 0, to: 60, bytes: zipSize(files) },
    ]);
  });

  it("split a 1,500-picture, 20 GB wedding into 5 even parts under 4 GB, every file once, in order", () => {
    const files = photos(1500, 13_300_000);
    const parts = planParts(files, CLIENT_DOWNLOAD_LIMITS.zipPartMaxBytes);
    expect(parts).toHaveLength(5);
    expect(parts[0]!.from).toBe(0);
    expect(parts.at(-1)!.to).toBe(1500);
    parts.slice(1).forEach((part, index) => expect(part.from).toBe(parts[index]!.to));
    for (const part of parts) {
      expect(part.bytes).toBeLessThanOrEqual(CLIENT_DOWNLOAD_LIMITS.zipPartMaxBytes);
      expect(part.bytes).toBe(zipSize(files.slice(part.from, part.to)));
      expect(part.to - part.from).toBeGreaterThanOrEqual(298);
    }
  });

  it("share a little over one part's worth out evenly instead of leaving a sliver", () => {
    const parts = planParts(photos(44, 100 * MB), 4000 * MB);
    expect(parts.map((part) => part.to - part.from)).toEqual([22, 22]);
  });

  it("never pass the limit, whatever the sizes", () => {
    const sizes = [900, 50, 2000, 10, 10, 3990, 1, 700, 3000, 3000, 2999].map((size) => size * MB);
    const files = sizes.map((size, index) => ({ name: `f${index}.mov`, size }));
    const parts = planParts(files, 4000 * MB);
    for (const part of parts) expect(part.bytes).toBeLessThanOrEqual(4000 * MB);
    expect(parts.reduce((sum, part) => sum + part.to - part.from, 0)).toBe(files.length);
  });

  it("refuse a file that cannot fit in any part", () => {
    expect(() => planParts([{ name: "huge.mov", size: 10 * MB }], 10 * MB)).toThrow(/does not fit/);
    expect(() =>
      planParts([{ name: "a.mov", size: 10 * MB - entryCost("a.mov", 0) - 22 }], 10 * MB),
    ).not.toThrow();
  });

  it("are named after the download, numbered only when there are several", () => {
    expect(partFileName("Anna & Tom", 1, 1)).toBe("Anna & Tom.zip");
    expect(partFileName("Anna & Tom - Ceremony", 2, 5)).toBe("Anna & Tom - Ceremony - part 2 of 5.zip");
  });
});
