import type { GalleryItem } from "@folio/domain";
import { describe, expect, it } from "vitest";
import {
  dedupeTags,
  emptyValues,
  inputFromValues,
  patchFromValues,
  valuesFromItem,
} from "./item-form-values";

const item: GalleryItem = {
  id: "i1",
  createdAt: new Date(0),
  updatedAt: new Date(0),
  category: "city",
  tags: ["Night", "Harbour"],
  views: 12,
  likes: 3,
  title: "Harbour",
  description: "Boats at rest",
  type: "image",
  media: { url: "/h.webp", storagePath: null, sizes: [], posterUrl: null, contentType: "image/webp" },
  width: 1600,
  height: 900,
  alt: "Boats",
  published: true,
  featured: false,
  order: 4,
  downloadable: false,
  camera: null,
};

describe("patchFromValues", () => {
  it("is empty when nothing changed", () => {
    expect(patchFromValues(item, valuesFromItem(item))).toEqual({});
  });

  it("holds only the changed fields, text trimmed", () => {
    const values = { ...valuesFromItem(item), title: " Harbour at night ", tags: ["Night"], featured: true };
    expect(patchFromValues(item, values)).toEqual({
      title: "Harbour at night",
      tags: ["Night"],
      featured: true,
    });
  });

  it("sends the media with its type and size together when the media changed", () => {
    const media = {
      type: "video" as const,
      media: { ...item.media, url: "/v.mp4", contentType: "video/mp4" },
      width: 1280,
      height: 720,
    };
    expect(patchFromValues(item, { ...valuesFromItem(item), media })).toEqual({
      type: "video",
      media: media.media,
      width: 1280,
      height: 720,
    });
  });
});

describe("inputFromValues", () => {
  it("builds a complete item input with the given order", () => {
    const values = { ...emptyValues(), title: "New", media: valuesFromItem(item).media };
    expect(inputFromValues(values, 9)).toMatchObject({
      title: "New",
      order: 9,
      type: "image",
      width: 1600,
      category: "all",
    });
  });

  it("refuses to build an item without media", () => {
    expect(() => inputFromValues({ ...emptyValues(), title: "x" }, 1)).toThrow(
      "Add an image or a video first",
    );
  });
});

describe("dedupeTags", () => {
  it("keeps the first spelling of each tag", () => {
    expect(dedupeTags(["Sunset", "sunset ", "Beach", ""])).toEqual(["Sunset", "Beach"]);
  });
});
