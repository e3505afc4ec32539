import { describe, expect, it } from "vitest";
import { displaySizes, fitWithin } from "./display-sizes";

describe("display sizes", () => {
  it("go up to a 2560 px long edge, landscape or portrait, never larger than the picture", () => {
    expect(displaySizes({ width: 6000, height: 4000 })).toEqual([
      { width: 480, height: 320 },
      { width: 960, height: 640 },
      { width: 1600, height: 1067 },
      { width: 2560, height: 1707 },
    ]);
    expect(displaySizes({ width: 2000, height: 3000 })).toEqual([
      { width: 480, height: 720 },
      { width: 960, height: 1440 },
      { width: 1600, height: 2400 },
      { width: 1707, height: 2560 },
    ]);
  });

  it("give a small picture one copy of its own size", () => {
    expect(displaySizes({ width: 400, height: 300 })).toEqual([{ width: 400, height: 300 }]);
    expect(displaySizes({ width: 1000, height: 500 })).toEqual([
      { width: 480, height: 240 },
      { width: 960, height: 480 },
      { width: 1000, height: 500 },
    ]);
  });

  it("stop at a smaller long edge when asked (a video's poster)", () => {
    expect(displaySizes({ width: 3840, height: 2160 }, 1920).at(-1)).toEqual({ width: 1920, height: 1080 });
  });

  it("fit within a side, keeping the aspect ratio, never scaling up", () => {
    expect(fitWithin({ width: 3840, height: 2160 }, 1920)).toEqual({ width: 1920, height: 1080 });
    expect(fitWithin({ width: 1080, height: 3840 }, 1920)).toEqual({ width: 540, height: 1920 });
    expect(fitWithin({ width: 640, height: 360 }, 1920)).toEqual({ width: 640, height: 360 });
  });
});
