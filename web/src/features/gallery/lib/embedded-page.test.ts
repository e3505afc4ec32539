import { describe, expect, it } from "vitest";
import { category, galleryItem, tag } from "@/testing/gallery-fixtures";
import {
  COUNTS_FRESH_MS,
  pageTagExists,
  parseEmbeddedPage,
  serializeEmbeddedPage,
  staleCountIds,
  type EmbeddedPage,
} from "./embedded-page";

const page: EmbeddedPage = {
  filter: { category: null, tag: null, sort: "newest" },
  items: [galleryItem({ id: "a", title: "</script><!-- $& \u2028", createdAt: new Date("2026-01-02T03:04:05Z") })],
  hasMore: true,
  categories: [category("all", "All", 0)],
  tags: [tag("dawn", 2)],
  tagsInUse: 1,
  itemId: "a",
  item: galleryItem({ id: "a", updatedAt: new Date("2026-01-03T00:00:00Z") }),
};

describe("embedded page", () => {
  it("serialises without any `<` or raw line separator, and reads back with its dates", () => {
    const text = serializeEmbeddedPage(page);
    expect(text).not.toContain("<");
    expect(text).not.toContain("\u2028");
    expect(parseEmbeddedPage(text)).toEqual(page);
  });

  it("is null for anything that is not a page", () => {
    expect(parseEmbeddedPage(null)).toBeNull();
    expect(parseEmbeddedPage("{not json")).toBeNull();
    expect(parseEmbeddedPage("[]")).toBeNull();
    expect(parseEmbeddedPage("null")).toBeNull();
  });

  it("knows a tag page's tag exists when the server embedded it or works carry it", () => {
    const tagged = { ...page.filter, tag: "dawn" };
    expect(pageTagExists({ ...page, filter: tagged, items: [] })).toBe(true);
    expect(pageTagExists({ ...page, filter: { ...tagged, tag: "ghosts" } })).toBe(true);
    expect(pageTagExists({ ...page, filter: { ...tagged, tag: "ghosts" }, items: [] })).toBe(false);
    expect(pageTagExists({ ...page, items: [] })).toBe(true);
  });
});

describe("staleCountIds", () => {
  it("names the page's works when it was read over an hour ago, and none otherwise", () => {
    const read = 1_750_000_000_000;
    const old = { ...page, readAt: read };
    expect([...staleCountIds(old, read + COUNTS_FRESH_MS + 1)].sort()).toEqual(page.items.map((item) => item.id).sort());
    expect(staleCountIds(old, read + COUNTS_FRESH_MS).size).toBe(0);
    expect(staleCountIds(page, read + 10 * COUNTS_FRESH_MS).size).toBe(0);
    expect(staleCountIds(null, read).size).toBe(0);
  });
});
