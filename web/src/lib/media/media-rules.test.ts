import { describe, expect, it } from "vitest";
import {
  checkFile,
  contentTypeOf,
  formatBytes,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  titleFromFileName,
} from "./media-rules";

const MB = 1024 * 1024;

describe("checkFile", () => {
  it("accepts supported images and videos within their limits", () => {
    expect(checkFile({ name: "a.jpg", type: "image/jpeg", size: 5 * MB })).toEqual({
      ok: true,
      mediaType: "image",
    });
    expect(checkFile({ name: "b.webm", type: "video/webm", size: 200 * MB })).toEqual({
      ok: true,
      mediaType: "video",
    });
    expect(checkFile({ name: "c.png", type: "image/png", size: MAX_IMAGE_BYTES })).toEqual({
      ok: true,
      mediaType: "image",
    });
  });

  it("refuses other file types with a sentence naming the file and the formats that work", () => {
    expect(checkFile({ name: "notes.pdf", type: "application/pdf", size: 1000 })).toEqual({
      ok: false,
      reason:
        "notes.pdf is a application/pdf file. Use JPEG, PNG, WebP, AVIF or GIF images, or MP4, WebM or MOV videos.",
    });
    expect(checkFile({ name: "mystery", type: "", size: 1000 })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("mystery is not a recognised image or video"),
    });
  });

  it("refuses files over the limit, saying how big they are and what the limit is", () => {
    expect(checkFile({ name: "huge.jpg", type: "image/jpeg", size: 31 * MB })).toEqual({
      ok: false,
      reason: "huge.jpg is 31.0 MB; images can be at most 30.0 MB.",
    });
    expect(checkFile({ name: "edge.jpg", type: "image/jpeg", size: MAX_IMAGE_BYTES + 1 })).toMatchObject({
      ok: false,
    });
    expect(checkFile({ name: "long.mp4", type: "video/mp4", size: MAX_VIDEO_BYTES + 10 * MB })).toEqual({
      ok: false,
      reason: "long.mp4 is 510 MB; videos can be at most 500 MB.",
    });
  });

  it("refuses empty files", () => {
    expect(checkFile({ name: "zero.png", type: "image/png", size: 0 })).toEqual({
      ok: false,
      reason: "zero.png is empty.",
    });
  });

  it("falls back to the extension when the browser gives no type", () => {
    expect(contentTypeOf({ name: "Clip.MOV", type: "" })).toBe("video/quicktime");
    expect(checkFile({ name: "photo.JPEG", type: "", size: 10 })).toEqual({ ok: true, mediaType: "image" });
  });
});

describe("formatBytes and titleFromFileName", () => {
  it("formats sizes for people", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(820 * 1024)).toBe("820 KB");
    expect(formatBytes(1.5 * MB)).toBe("1.5 MB");
  });

  it("derives a readable title from a file name", () => {
    expect(titleFromFileName("golden-hour_02.jpg")).toBe("Golden hour 02");
    expect(titleFromFileName(".jpg")).toBe("Untitled");
  });
});
