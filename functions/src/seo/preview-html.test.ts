import { describe, expect, it } from "vitest";
import {
  canonicalPageUrl,
  itemIdOfPath,
  previewItemOf,
  previewMeta,
  renderPreviewHtml,
} from "./preview-html";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="A portfolio of photography and film." />
    <title>Folio</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>
</html>`;

const doc = {
  title: 'Harbour "at" dawn <3',
  description: "Boats leave before the light.",
  alt: "Boats",
  type: "image",
  published: true,
  media: {
    url: "/demo/harbour.jpg",
    posterUrl: null,
    sizes: [
      { url: "/demo/harbour-1600.webp", width: 1600, height: 1000 },
      { url: "/demo/harbour-480.webp", width: 480, height: 300 },
    ],
  },
};

describe("item preview", () => {
  it("replaces the title and description and adds escaped Open Graph tags; the app still loads", () => {
    const item = previewItemOf(doc)!;
    const html = renderPreviewHtml(INDEX, previewMeta(item, "https://folio.example/item/harbour"));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<title>Harbour &quot;at&quot; dawn &lt;3 — Folio</title>");
    expect(html).toContain(
      '<meta property="og:image" content="https://folio.example/demo/harbour-1600.webp" />',
    );
    expect(html).toContain('<meta property="og:description" content="Boats leave before the light." />');
    expect(html).toContain('<link rel="canonical" href="https://folio.example/item/harbour" />');
    expect(html).not.toContain("A portfolio of photography and film.");
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it("shows a video by its poster", () => {
    const item = previewItemOf({
      ...doc,
      type: "video",
      media: { ...doc.media, posterUrl: "/demo/tide.jpg" },
    })!;
    expect(previewMeta(item, "https://folio.example/item/tide").image).toBe(
      "https://folio.example/demo/tide.jpg",
    );
  });

  it("gives no preview of drafts or malformed documents", () => {
    expect(previewItemOf({ ...doc, published: false })).toBeNull();
    expect(previewItemOf({ ...doc, media: null })).toBeNull();
    expect(previewItemOf(undefined)).toBeNull();
  });

  it("reads the item id from the path and drops tracking parameters from the canonical URL", () => {
    expect(itemIdOfPath("/item/harbour")).toBe("harbour");
    expect(itemIdOfPath("/item/a%2Fb")).toBeNull();
    expect(itemIdOfPath("/item/")).toBeNull();
    expect(itemIdOfPath("/c/street")).toBeNull();
    expect(canonicalPageUrl("https://folio.example", "/item/harbour")).toBe(
      "https://folio.example/item/harbour",
    );
  });
});
