import { describe, expect, it } from "vitest";
import { galleryItem } from "@/testing/gallery-fixtures";
import { toPhoto } from "./to-photo";

describe("toPhoto", () => {
  it("keeps the item's size and offers every rendition in srcset, largest as src", () => {
    const item = galleryItem({
      id: "harbour",
      width: 3000,
      height: 2000,
      media: {
        url: "/demo/harbour.jpg",
        storagePath: null,
        posterUrl: null,
        contentType: "image/jpeg",
        sizes: [
          { url: "/demo/harbour-1600.webp", width: 1600, height: 1067 },
          { url: "/demo/harbour-400.webp", width: 400, height: 267 },
        ],
      },
    });
    const photo = toPhoto(item);
    expect(photo).toMatchObject({ key: "harbour", width: 3000, height: 2000, href: "/item/harbour" });
    expect(photo.src).toBe("/demo/harbour-1600.webp");
    expect(photo.srcSet?.map((size) => size.width)).toEqual([400, 1600]);
  });

  it("falls back to the original when there are no renditions", () => {
    const item = galleryItem({ media: { ...galleryItem().media, sizes: [], url: "/demo/original.jpg" } });
    expect(toPhoto(item).src).toBe("/demo/original.jpg");
  });

  it("shows a video by its poster and says it is a video", () => {
    const item = galleryItem({
      type: "video",
      title: "Tide",
      media: { ...galleryItem().media, sizes: [], url: "/demo/tide.webm", posterUrl: "/demo/tide.jpg" },
    });
    expect(toPhoto(item)).toMatchObject({ src: "/demo/tide.jpg", label: "Tide (video)" });
  });

  it("uses the title as alt text when the owner wrote none", () => {
    expect(toPhoto(galleryItem({ alt: "", title: "Dunes" })).alt).toBe("Dunes");
  });
});
