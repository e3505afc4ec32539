import { describe, expect, it } from "vitest";
import { visibilityChanges, visibilityMayChange } from "./visibility";

const published = { published: true, downloadable: false };
const draft = { published: false, downloadable: false };

describe("visibility of a work's files", () => {
  it("opens display sizes of a published work, and its download only when downloadable", () => {
    const files = [
      { name: "w480.webp", metadata: { role: "display" } },
      { name: "download.jpg", metadata: { role: "download" } },
    ];
    expect(visibilityChanges(files, published)).toEqual([
      { name: "w480.webp", metadata: { public: "true" } },
      { name: "download.jpg", metadata: { public: "false" } },
    ]);
    expect(visibilityChanges(files, { published: true, downloadable: true })).toEqual([
      { name: "w480.webp", metadata: { public: "true" } },
      { name: "download.jpg", metadata: { public: "true" } },
    ]);
  });

  it("takes every download token from a file that turns private, so no address skips the rules", () => {
    const files = [
      {
        name: "w480.webp",
        metadata: { role: "display", public: "true", firebaseStorageDownloadTokens: "t1" },
      },
      {
        name: "download.jpg",
        metadata: { role: "download", public: "false", firebaseStorageDownloadTokens: "t2" },
      },
    ];
    expect(visibilityChanges(files, draft)).toEqual([
      { name: "w480.webp", metadata: { public: "false", firebaseStorageDownloadTokens: null } },
      { name: "download.jpg", metadata: { firebaseStorageDownloadTokens: null } },
    ]);
  });

  it("changes nothing when every file already says what the work does (a redelivered event)", () => {
    const files = [
      {
        name: "w480.webp",
        metadata: { role: "display", public: "true", firebaseStorageDownloadTokens: "t1" },
      },
      { name: "download.jpg", metadata: { role: "download", public: "false" } },
    ];
    expect(visibilityChanges(files, published)).toEqual([]);
  });

  it("looks again only when publishing, the download switch or the upload changed", () => {
    const item = {
      published: true,
      downloadable: false,
      media: { storagePath: "media/a/s/w1.webp" },
      views: 1,
    };
    expect(visibilityMayChange(item, { ...item, views: 2 })).toBe(false);
    expect(visibilityMayChange(item, { ...item, published: false })).toBe(true);
    expect(visibilityMayChange(item, { ...item, downloadable: true })).toBe(true);
    expect(visibilityMayChange(item, { ...item, media: { storagePath: "media/a/t/w1.webp" } })).toBe(true);
    expect(visibilityMayChange(undefined, item)).toBe(true);
    expect(visibilityMayChange(item, undefined)).toBe(false);
  });
});
