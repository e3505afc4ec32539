import { describe, expect, it } from "vitest";
import { categoryWireSchema, tagToWire } from "./callables";
import { withDefaultCategory } from "./category-schema";
import {
  galleryItemInputSchema,
  galleryItemPatchSchema,
  parseGalleryItem,
  safeParseGalleryItem,
} from "./gallery-schema";

const input = {
  title: "Dune at dusk",
  description: "",
  type: "image" as const,
  media: {
    url: "https://example.com/a.webp",
    storagePath: null,
    sizes: [],
    posterUrl: null,
    contentType: "image/webp",
  },
  width: 1600,
  height: 1067,
  alt: "Sand dune",
  category: "landscapes",
  tags: ["Sunset", " sunset", "Desert "],
  published: true,
  featured: false,
  order: 0,
  downloadable: false,
};

describe("gallery item input", () => {
  it("accepts a valid item and tidies its tags", () => {
    expect(galleryItemInputSchema.parse(input).tags).toEqual(["Sunset", "Desert"]);
  });

  it.each([
    ["an unknown key", { ...input, views: 10 }],
    ["an empty title", { ...input, title: "  " }],
    ["a long title", { ...input, title: "x".repeat(201) }],
    ["a bad type", { ...input, type: "audio" }],
    ["a zero width", { ...input, width: 0 }],
    ["a fractional height", { ...input, height: 10.5 }],
    ["a category that is not a slug", { ...input, category: "Land Scapes" }],
    ["too many tags", { ...input, tags: Array.from({ length: 31 }, (_, i) => `t${i}`) }],
    ["a tag with a slash", { ...input, tags: ["a/b"] }],
    ["a non-media content type", { ...input, media: { ...input.media, contentType: "text/html" } }],
  ])("refuses %s", (_label, value) => {
    expect(galleryItemInputSchema.safeParse(value).success).toBe(false);
  });

  it("takes partial patches but not empty ones", () => {
    expect(galleryItemPatchSchema.parse({ title: "New" })).toEqual({ title: "New" });
    expect(galleryItemPatchSchema.safeParse({}).success).toBe(false);
    expect(galleryItemPatchSchema.safeParse({ likes: 3 }).success).toBe(false);
  });
});

describe("gallery documents", () => {
  const stored = {
    ...input,
    views: 3,
    likes: 1,
    createdAt: { toDate: () => new Date(5) },
    updatedAt: new Date(6),
  };

  it("converts timestamps to dates", () => {
    const item = parseGalleryItem("x", stored);
    expect(item.id).toBe("x");
    expect(item.createdAt).toEqual(new Date(5));
    expect(item.updatedAt).toEqual(new Date(6));
  });

  it("returns null for a malformed document", () => {
    expect(safeParseGalleryItem("x", { ...stored, views: "many" })).toBeNull();
    expect(safeParseGalleryItem("x", undefined)).toBeNull();
  });
});

describe("categories and wire shapes", () => {
  it("adds All first when missing and sorts by order", () => {
    const created = new Date(1);
    const list = withDefaultCategory([
      { id: "b", name: "B", type: "gallery", order: 2, createdAt: created, isDefault: false },
      { id: "a", name: "A", type: "gallery", order: 1, createdAt: created, isDefault: false },
    ]);
    expect(list.map((category) => category.id)).toEqual(["all", "a", "b"]);
    expect(list[0]).toMatchObject({ name: "All", order: 0, isDefault: true });
  });

  it("round-trips times as epoch milliseconds", () => {
    const wire = tagToWire({
      id: "t",
      name: "Sunset",
      createdAt: new Date(10),
      updatedAt: new Date(20),
      usageCount: 5,
      isPopular: true,
    });
    expect(wire.createdAt).toBe(10);
    expect(
      categoryWireSchema.parse({
        id: "c",
        name: "C",
        type: "gallery",
        order: 1,
        createdAt: 7,
        isDefault: false,
      }).createdAt,
    ).toEqual(new Date(7));
  });
});
