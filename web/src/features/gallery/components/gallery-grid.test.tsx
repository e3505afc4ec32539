import { describe, expect, it } from "vitest";
import { galleryItem } from "@/testing/gallery-fixtures";
import { render, screen } from "@/testing/render";
import { EAGER_SIZES, EAGER_TILES, PRIORITY_TILES } from "../lib/first-paint";
import { GalleryGrid } from "./gallery-grid";

// jsdom has no layout: give the album a width, as a browser would.
Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 1200 });

describe("GalleryGrid", () => {
  it("links every tile to its item, names it, and lets the browser pick a rendition", () => {
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
    expect(image.getAttribute("srcset")).toContain("/demo/harbour-800.webp 800w");
    expect(image).toHaveAttribute("sizes");
  });

  it("loads the first tiles at once, the very first with high priority, and the rest lazily", () => {
    const items = Array.from({ length: EAGER_TILES + 2 }, (_, index) =>
      galleryItem({ id: `item-${index}`, title: `Work ${index}`, alt: `Work ${index}` }),
    );
    render(<GalleryGrid items={items} />);
    const image = (index: number) => screen.getByAltText(`Work ${index}`);
    expect(image(0)).toHaveAttribute("loading", "eager");
    expect(image(0)).toHaveAttribute("fetchpriority", "high");
    expect(image(0)).toHaveAttribute("sizes", EAGER_SIZES);
    expect(image(PRIORITY_TILES)).toHaveAttribute("loading", "eager");
    expect(image(PRIORITY_TILES)).not.toHaveAttribute("fetchpriority");
    expect(image(EAGER_TILES)).toHaveAttribute("loading", "lazy");
    expect(image(EAGER_TILES)).not.toHaveAttribute("fetchpriority");
  });
});
