import { describe, expect, it } from "vitest";
import { backgroundFilter, filterFromLocation, filterHref, galleryReferrer } from "./gallery-filter";

describe("filterFromLocation", () => {
  it("reads the home page, a category, a tag and the order", () => {
    expect(filterFromLocation("/", "")).toEqual({ category: null, tag: null, sort: "newest" });
    expect(filterFromLocation("/c/portraits", "?sort=most-viewed")).toEqual({
      category: "portraits",
      tag: null,
      sort: "most-viewed",
    });
    expect(filterFromLocation("/t/golden%20hour", "")).toEqual({
      category: null,
      tag: "golden hour",
      sort: "newest",
    });
  });

  it("treats the All category as no filter, and an unknown order as newest", () => {
    expect(filterFromLocation("/c/all", "?sort=random")).toEqual({ category: null, tag: null, sort: "newest" });
  });

  it("is null for addresses that are not a gallery, or are malformed", () => {
    expect(filterFromLocation("/contact", "")).toBeNull();
    expect(filterFromLocation("/item/abc", "")).toBeNull();
    expect(filterFromLocation("/t/%E0%A4%A", "")).toBeNull();
  });
});

describe("filterHref", () => {
  it("round-trips through filterFromLocation", () => {
    for (const filter of [
      { category: null, tag: null, sort: "newest" },
      { category: "street", tag: null, sort: "most-viewed" },
      { category: null, tag: "black & white", sort: "newest" },
    ] as const) {
      const url = new URL(filterHref(filter), "https://folio.test");
      expect(filterFromLocation(url.pathname, url.search)).toEqual(filter);
    }
  });
});

describe("backgroundFilter", () => {
  it("is the page's own filter on gallery pages", () => {
    expect(backgroundFilter("/t/dawn", "", null)).toEqual({ category: null, tag: "dawn", sort: "newest" });
  });

  it("is the gallery an item was opened from, or all work after a deep link", () => {
    expect(backgroundFilter("/item/a1", "", { from: "/c/street?sort=most-viewed" })).toEqual({
      category: "street",
      tag: null,
      sort: "most-viewed",
    });
    expect(backgroundFilter("/item/a1", "", null)).toEqual({ category: null, tag: null, sort: "newest" });
    expect(backgroundFilter("/item/a1", "", { from: "https://evil.example/" })).toEqual({
      category: null,
      tag: null,
      sort: "newest",
    });
  });
});

describe("galleryReferrer", () => {
  const origin = "https://folio.example";
  it("returns a gallery page of this site, with its order", () => {
    expect(galleryReferrer(`${origin}/c/film?sort=most-viewed`, origin)).toBe("/c/film?sort=most-viewed");
    expect(galleryReferrer(`${origin}/`, origin)).toBe("/");
    expect(galleryReferrer(`${origin}/t/night`, origin)).toBe("/t/night");
  });

  it("ignores other sites, other pages and no referrer at all", () => {
    expect(galleryReferrer("https://elsewhere.example/c/film", origin)).toBeNull();
    expect(galleryReferrer(`${origin}/studio/gallery`, origin)).toBeNull();
    expect(galleryReferrer(`${origin}/item/abc`, origin)).toBeNull();
    expect(galleryReferrer("", origin)).toBeNull();
  });
});
