import { describe, expect, it, vi } from "vitest";
import {
  capturePoster,
  loadVideo,
  MediaReadError,
  readImageSize,
  waitFor,
  type CanvasLike,
  type ImageElementLike,
  type VideoElementLike,
} from "./read-media";

/** An element stand-in whose `src` setter decides what the "browser" does next. */
class FakeImage extends EventTarget implements ImageElementLike {
  naturalWidth = 0;
  naturalHeight = 0;
  constructor(private readonly outcome: { width: number; height: number } | "error") {
    super();
  }
  set src(_value: string) {
    queueMicrotask(() => {
      if (this.outcome === "error") return this.dispatchEvent(new Event("error"));
      this.naturalWidth = this.outcome.width;
      this.naturalHeight = this.outcome.height;
      this.dispatchEvent(new Event("load"));
    });
  }
}

class FakeVideo extends EventTarget implements VideoElementLike {
  preload = "";
  muted = false;
  playsInline = false;
  videoWidth = 0;
  videoHeight = 0;
  duration = Number.NaN;
  readyState = 0;
  seekedTo: number | null = null;
  constructor(private readonly meta: { width: number; height: number; duration: number } | "error") {
    super();
  }
  set src(_value: string) {
    queueMicrotask(() => {
      if (this.meta === "error") return this.dispatchEvent(new Event("error"));
      Object.assign(this, {
        videoWidth: this.meta.width,
        videoHeight: this.meta.height,
        duration: this.meta.duration,
      });
      this.readyState = 1;
      this.dispatchEvent(new Event("loadedmetadata"));
    });
  }
  get currentTime() {
    return this.seekedTo ?? 0;
  }
  set currentTime(value: number) {
    this.seekedTo = value;
    queueMicrotask(() => {
      this.readyState = 4;
      this.dispatchEvent(new Event("seeked"));
    });
  }
}

function fakeCanvas(blob: Blob | null) {
  const drawn: number[][] = [];
  const canvas: CanvasLike = {
    width: 0,
    height: 0,
    getContext: () => ({ drawImage: (_source, x, y, w, h) => drawn.push([x, y, w, h]) }),
    toBlob: (callback, type, quality) => {
      drawn.push([quality]);
      expect(type).toBe("image/jpeg");
      callback(blob);
    },
  };
  return { canvas, drawn };
}

describe("readImageSize", () => {
  it("reads the intrinsic width and height", async () => {
    await expect(
      readImageSize("blob:x", () => new FakeImage({ width: 4000, height: 3000 })),
    ).resolves.toEqual({
      width: 4000,
      height: 3000,
    });
  });

  it("explains a file or address the browser cannot decode", async () => {
    await expect(readImageSize("https://example.com/page", () => new FakeImage("error"))).rejects.toThrow(
      MediaReadError,
    );
    await expect(readImageSize("x", () => new FakeImage({ width: 0, height: 0 }))).rejects.toThrow(
      "This image could not be read.",
    );
  });
});

describe("loadVideo", () => {
  it("reads the picture size once metadata has loaded", async () => {
    const video = await loadVideo("blob:v", () => new FakeVideo({ width: 1920, height: 1080, duration: 12 }));
    expect([video.videoWidth, video.videoHeight, video.muted]).toEqual([1920, 1080, true]);
  });

  it("refuses audio-only files and undecodable ones with a sentence", async () => {
    await expect(loadVideo("a", () => new FakeVideo({ width: 0, height: 0, duration: 3 }))).rejects.toThrow(
      "This file has no picture track the browser can show.",
    );
    await expect(loadVideo("b", () => new FakeVideo("error"))).rejects.toThrow(
      "This video could not be read.",
    );
  });
});

describe("capturePoster", () => {
  it("seeks a second in and draws the frame scaled to the poster limit", async () => {
    const video = await loadVideo("v", () => new FakeVideo({ width: 3840, height: 2160, duration: 20 }));
    const jpeg = new Blob(["jpeg"], { type: "image/jpeg" });
    const { canvas, drawn } = fakeCanvas(jpeg);
    await expect(capturePoster(video, () => canvas)).resolves.toBe(jpeg);
    expect((video as FakeVideo).seekedTo).toBe(1);
    expect([canvas.width, canvas.height]).toEqual([1920, 1080]);
    expect(drawn).toEqual([[0, 0, 1920, 1080], [0.85]]);
  });

  it("gives null instead of failing when the frame cannot be encoded (tainted canvas)", async () => {
    const video = await loadVideo("v", () => new FakeVideo({ width: 640, height: 360, duration: 2 }));
    const tainted: CanvasLike = {
      ...fakeCanvas(null).canvas,
      toBlob: () => {
        throw new DOMException("Tainted canvases may not be exported.", "SecurityError");
      },
    };
    await expect(capturePoster(video, () => tainted)).resolves.toBeNull();
    expect((video as FakeVideo).seekedTo).toBe(0.5);
  });
});

describe("waitFor", () => {
  it("rejects after the timeout and stops listening", async () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const remove = vi.spyOn(target, "removeEventListener");
    const waiting = waitFor(target, "load", 1000);
    vi.advanceTimersByTime(1000);
    await expect(waiting).rejects.toThrow("load timed out");
    expect(remove).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
