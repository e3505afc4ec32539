import { describe, expect, it } from "vitest";
import { pickDisplaySize } from "./pick-size";

const sizes = [
  { url: "l", width: 1600, height: 1067 },
  { url: "s", width: 400, height: 267 },
  { url: "m", width: 800, height: 533 },
];

describe("pickDisplaySize", () => {
  it("picks the smallest copy at least as wide as the tile's device pixels", () => {
    expect(pickDisplaySize(sizes, 390)?.url).toBe("s");
    expect(pickDisplaySize(sizes, 400)?.url).toBe("s");
    expect(pickDisplaySize(sizes, 401)?.url).toBe("m");
    // A 195 px tile on a 3× phone needs 585 device pixels.
    expect(pickDisplaySize(sizes, 195 * 3)?.url).toBe("m");
  });

  it("falls back to the largest copy when none is wide enough, and to null with none", () => {
    expect(pickDisplaySize(sizes, 4000)?.url).toBe("l");
    expect(pickDisplaySize([], 100)).toBeNull();
  });
});
