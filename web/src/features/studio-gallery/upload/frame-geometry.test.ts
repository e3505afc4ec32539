import { describe, expect, it } from "vitest";
import { fitWithin, isUsableSize, posterTime, renditionSizes } from "./frame-geometry";

describe("fitWithin", () => {
  it("scales the longest side down to the limit and keeps the aspect ratio", () => {
    expect(fitWithin({ width: 3840, height: 2160 }, 1920)).toEqual({ width: 1920, height: 1080 });
    expect(fitWithin({ width: 1080, height: 1920 * 2 }, 1920)).toEqual({ width: 540, height: 1920 });
  });

  it("never scales up", () => {
    expect(fitWithin({ width: 640, height: 360 }, 1920)).toEqual({ width: 640, height: 360 });
  });
});

describe("renditionSizes", () => {
  it("makes only the widths smaller than the original, heights in proportion", () => {
    expect(renditionSizes({ width: 1200, height: 800 })).toEqual([
      { width: 480, height: 320 },
      { width: 960, height: 640 },
    ]);
    expect(renditionSizes({ width: 400, height: 300 })).toEqual([]);
  });
});

describe("posterTime", () => {
  it("takes a second in, or a quarter of a short clip, or the start when the length is unknown", () => {
    expect(posterTime(30)).toBe(1);
    expect(posterTime(2)).toBe(0.5);
    expect(posterTime(Number.NaN)).toBe(0);
    expect(posterTime(Number.POSITIVE_INFINITY)).toBe(0);
    expect(posterTime(0)).toBe(0);
  });
});

describe("isUsableSize", () => {
  it("refuses the 0×0 a video without a decodable track reports", () => {
    expect(isUsableSize({ width: 0, height: 0 })).toBe(false);
    expect(isUsableSize({ width: 1920, height: 1080 })).toBe(true);
  });
});
