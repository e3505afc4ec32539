import { describe, expect, it } from "vitest";
import { thumbnailOf } from "./thumbnail";

const media = (fields: Partial<Parameters<typeof thumbnailOf>[0]["media"]>) => ({
  url: "/o.jpg",
  storagePath: null,
  sizes: [],
  posterUrl: null,
  contentType: "image/jpeg",
  ...fields,
});

describe("thumbnailOf", () => {
  it("picks the smallest display size that is still sharp in a tile", () => {
    const sizes = [
      { url: "/960.webp", width: 960, height: 640 },
      { url: "/320.webp", width: 320, height: 213 },
      { url: "/480.webp", width: 480, height: 320 },
    ];
    expect(thumbnailOf({ type: "image", media: media({ sizes }) })).toEqual({
      kind: "image",
      src: "/480.webp",
    });
    expect(thumbnailOf({ type: "image", media: media({ sizes: [sizes[1]!] }) })).toEqual({
      kind: "image",
      src: "/320.webp",
    });
    expect(thumbnailOf({ type: "image", media: media({}) })).toEqual({ kind: "image", src: "/o.jpg" });
  });

  it("shows a video's poster, or the video's first frame without one", () => {
    expect(thumbnailOf({ type: "video", media: media({ url: "/v.mp4", posterUrl: "/p.jpg" }) })).toEqual({
      kind: "image",
      src: "/p.jpg",
    });
    expect(thumbnailOf({ type: "video", media: media({ url: "/v.mp4" }) })).toEqual({
      kind: "video",
      src: "/v.mp4",
    });
  });
});
