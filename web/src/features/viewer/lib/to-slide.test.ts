import { describe, expect, it } from "vitest";
import { galleryItem } from "@/testing/gallery-fixtures";
import { toSlide } from "./to-slide";

describe("toSlide", () => {
  it("offers the renditions and the original of an image, smallest first", () => {
    const slide = toSlide(
      galleryItem({
        width: 4000,
        height: 3000,
        media: {
          url: "/demo/a.jpg",
          storagePath: null,
          posterUrl: null,
          contentType: "image/jpeg",
          sizes: [{ url: "/demo/a-800.webp", width: 800, height: 600 }],
        },
      }),
      "caption",
    );
    expect(slide).toMatchObject({ type: "image", src: "/demo/a.jpg", width: 4000, height: 3000 });
    expect(slide.type === "image" && slide.srcSet?.map((size) => size.width)).toEqual([800, 4000]);
  });

  it("plays a video from its file with its poster", () => {
    const slide = toSlide(
      galleryItem({
        type: "video",
        media: {
          url: "/demo/tide.webm",
          storagePath: null,
          posterUrl: "/demo/tide.jpg",
          contentType: "video/webm",
          sizes: [],
        },
      }),
      null,
    );
    expect(slide).toMatchObject({
      type: "video",
      poster: "/demo/tide.jpg",
      sources: [{ src: "/demo/tide.webm", type: "video/webm" }],
    });
  });
});
