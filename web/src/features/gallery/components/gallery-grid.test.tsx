import { describe, expect, it } from "vitest";
import { galleryItem } from "@/testing/gallery-fixtures";
import { render, screen } from "@/testing/render";
import { GalleryGrid } from "./gallery-grid";

// jsdom has no layout: give the album a width, as a browser would.
Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 1200 });

describe("GalleryGrid", () => {
  it("links every tile to its item, names it, and lets the browser pick a rendition lazily", () => {
    render(
      <GalleryGrid
        items={[
          galleryItem({ id: "harbour", title: "Harbour at dawn", alt: "Boats in a harbour" }),
          galleryItem({
            id: "tide",
            title: "Tide",
            type: "video",
            alt: "Waves",
            media: { ...galleryItem().media, posterUrl: "/demo/tide.jpg" },
          }),
        ]}
      />,
      { route: "/c/sea" },
    );
    const harbour = screen.getByRole("link", { name: "Harbour at dawn" });
    expect(harbour).toHaveAttribute("href", "/item/harbour");
    expect(screen.getByRole("link", { name: "Tide (video)" })).toHaveAttribute("href", "/item/tide");
    const image = screen.getByAltText("Boats in a harbour");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image.getAttribute("srcset")).toContain("/demo/harbour-800.webp 800w");
    expect(image).toHaveAttribute("sizes");
  });
});
