import { describe, expect, it } from "vitest";
import { renderSitemap } from "./sitemap";

describe("renderSitemap", () => {
  it("lists the front page, the about page, each category but All, and each published item, encoded and escaped", () => {
    const xml = renderSitemap("https://folio.example", {
      items: [
        { id: "alpine-dawn", updatedAt: new Date("2026-03-02T10:00:00Z") },
        { id: "a&b <c>", updatedAt: new Date("2026-01-01T00:00:00Z") },
      ],
      categories: ["all", "landscapes"],
      settingsUpdatedAt: new Date("2026-02-01T00:00:00Z"),
    });
    expect(xml.split("\n")).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      "  <url><loc>https://folio.example/</loc><lastmod>2026-03-02T10:00:00.000Z</lastmod></url>",
      "  <url><loc>https://folio.example/about</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod></url>",
      "  <url><loc>https://folio.example/c/landscapes</loc></url>",
      "  <url><loc>https://folio.example/item/alpine-dawn</loc><lastmod>2026-03-02T10:00:00.000Z</lastmod></url>",
      "  <url><loc>https://folio.example/item/a%26b%20%3Cc%3E</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></url>",
      "</urlset>",
      "",
    ]);
  });

  it("is a valid empty site when nothing is published", () => {
    expect(
      renderSitemap("https://folio.example", { items: [], categories: [], settingsUpdatedAt: null }),
    ).toContain("<url><loc>https://folio.example/</loc></url>");
  });
});
