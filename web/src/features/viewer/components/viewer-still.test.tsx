import { describe, expect, it } from "vitest";
import { galleryItem } from "@/testing/gallery-fixtures";
import { render, screen } from "@/testing/render";
import { ViewerStill } from "./viewer-still";

describe("ViewerStill", () => {
  it("shows the image with every rendition, at the lightbox's size, with title, caption and a way back", () => {
    render(<ViewerStill item={galleryItem()} categoryName="Landscape" />);
    const image = screen.getByRole("img", { name: "Boats in a harbour under a pale sky" });
    // The lightbox's own sources (toSlide): the rendition, then the original it lacks.
    expect(image).toHaveAttribute("srcset", "/demo/item-1-800.webp 800w, /demo/item-1.jpg 1600w");
    expect(image).toHaveAttribute(
      "sizes",
      "(min-aspect-ratio: 1600/1067) calc((100vh - 32px) * 1.4995), calc(100vw - 32px)",
    );
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(screen.getByText("Harbour at dawn")).toBeInTheDocument();
    expect(screen.getByText("Fishing boats leave before the light.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Landscape" })).toHaveAttribute("href", "/c/landscape");
    expect(screen.getByRole("link", { name: "Close" })).toHaveAttribute("href", "/");
  });

  it("shows a video's poster", () => {
    const video = galleryItem({
      type: "video",
      alt: "",
      media: {
        url: "/demo/clip.webm",
        storagePath: null,
        sizes: [],
        posterUrl: "/demo/clip-poster.webp",
        contentType: "video/webm",
      },
    });
    render(<ViewerStill item={video} categoryName={null} />);
    const poster = screen.getByRole("img", { name: "Harbour at dawn" });
    expect(poster).toHaveAttribute("src", "/demo/clip-poster.webp");
    expect(poster).not.toHaveAttribute("srcset");
  });
});
