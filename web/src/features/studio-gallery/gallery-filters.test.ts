import type { GalleryItem } from "@folio/domain";
import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS, filterItems, isFiltered } from "./gallery-filters";

function item(id: string, fields: Partial<GalleryItem> = {}): GalleryItem {
  return {
    id,
    createdAt: new Date(Date.UTC(2026, 0, Number(id.replace(/\D/g, "")) || 1)),
    updatedAt: new Date(0),
    category: "landscape",
    tags: [],
    views: 0,
    likes: 0,
    title: id,
    description: "",
    type: "image",
    media: {
      url: `/demo/${id}.webp`,
      storagePath: null,
      sizes: [],
      posterUrl: null,
      contentType: "image/webp",
    },
    width: 100,
    height: 100,
    alt: "",
    published: true,
    featured: false,
    order: 0,
    downloadable: false,
    ...fields,
  };
}

const items = [
  item("i1", { title: "Été au lac", tags: ["Summer", "Water"], views: 5 }),
  item("i2", { title: "Harbour", category: "city", type: "video", published: false, views: 50 }),
  item("i3", { title: "Old town", category: "city", tags: ["summer"], featured: true, views: 20, order: 1 }),
];
const ids = (list: GalleryItem[]) => list.map((entry) => entry.id);

describe("filterItems", () => {
  it("lists everything newest first by default", () => {
    expect(ids(filterItems(items, DEFAULT_FILTERS))).toEqual(["i3", "i2", "i1"]);
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
  });

  it("searches every word, ignoring case and accents, in titles and tags", () => {
    expect(ids(filterItems(items, { ...DEFAULT_FILTERS, search: "ete LAC" }))).toEqual(["i1"]);
    expect(ids(filterItems(items, { ...DEFAULT_FILTERS, search: "water" }))).toEqual(["i1"]);
    expect(filterItems(items, { ...DEFAULT_FILTERS, search: "harbour summer" })).toEqual([]);
  });

  it("filters by category, tag (any case), type and status", () => {
    expect(ids(filterItems(items, { ...DEFAULT_FILTERS, category: "city" }))).toEqual(["i3", "i2"]);
    expect(ids(filterItems(items, { ...DEFAULT_FILTERS, tag: "SUMMER" }))).toEqual(["i3", "i1"]);
    expect(ids(filterItems(items, { ...DEFAULT_FILTERS, type: "video" }))).toEqual(["i2"]);
    expect(ids(filterItems(items, { ...DEFAULT_FILTERS, status: "draft" }))).toEqual(["i2"]);
    expect(ids(filterItems(items, { ...DEFAULT_FILTERS, status: "featured" }))).toEqual(["i3"]);
    expect(isFiltered({ ...DEFAULT_FILTERS, type: "video" })).toBe(true);
  });

  it("sorts by views and by the manual order", () => {
    expect(ids(filterItems(items, { ...DEFAULT_FILTERS, sort: "most-viewed" }))).toEqual(["i2", "i3", "i1"]);
    expect(ids(filterItems(items, { ...DEFAULT_FILTERS, sort: "manual" }))).toEqual(["i2", "i1", "i3"]);
  });
});
