import { describe, expect, it } from "vitest";
import { isUsableSize, posterTime } from "./frame-geometry";

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
