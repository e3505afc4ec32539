import type { GalleryItem } from "@folio/domain";
import { describe, expect, it } from "vitest";
import {
  cameraFormValues,
  cameraFromForm,
  cameraToSave,
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

describe("camera details in the form", () => {
  const details = {
    camera: "Canon EOS R5",
    lens: "RF24-70mm F2.8 L IS USM",
    focalLength: 35,
    aperture: 2.8,
    exposureTime: 0.004,
    iso: 400,
    takenAt: "2026-06-14T19:42:07",
  };

  it("go to text fields and back unchanged", () => {
    const fields = cameraFormValues(details);
    expect(fields).toMatchObject({ exposure: "1/250", focalLength: "35", aperture: "2.8", iso: "400" });
    expect(cameraFromForm(fields)).toEqual({ details, errors: {} });
  });

  it("are none when every field is empty, and say which field is not understood", () => {
    expect(cameraFromForm(cameraFormValues(null))).toEqual({ details: null, errors: {} });
    const { errors } = cameraFromForm({
      ...cameraFormValues(details),
      focalLength: "wide",
      iso: "400.5",
      exposure: "fast",
    });
    expect(Object.keys(errors).sort()).toEqual(["exposure", "focalLength", "iso"]);
  });

  it("are saved only when they changed, and removed when cleared", () => {
    const values = { ...valuesFromItem(item, details) };
    expect(cameraToSave(details, values)).toBeUndefined();
    expect(cameraToSave(details, { ...values, camera: { ...values.camera, iso: "800" } })).toEqual({
      ...details,
      iso: 800,
    });
    expect(cameraToSave(details, { ...values, camera: cameraFormValues(null) })).toBeNull();
    expect(cameraToSave(null, { ...values, camera: cameraFormValues(null) })).toBeUndefined();
  });
});
