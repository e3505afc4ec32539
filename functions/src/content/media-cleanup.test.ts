import { describe, expect, it } from "vitest";
import { ORPHAN_GRACE_MS, orphanFiles, replacedUploadFolder, uploadFolderOf } from "./media-cleanup";

const item = (storagePath: string | null) => ({ media: { storagePath } });

describe("upload folders", () => {
  it("is the folder of the item's original, set layout or the older flat one", () => {
    expect(uploadFolderOf("a", item("media/a/k3x9/dawn.jpg"))).toBe("media/a/k3x9");
    expect(uploadFolderOf("a", item("media/a/dawn.jpg"))).toBe("media/a");
  });

  it("is none for media by URL, and never another item's folder", () => {
    expect(uploadFolderOf("a", item(null))).toBeNull();
    expect(uploadFolderOf("a", undefined)).toBeNull();
    expect(uploadFolderOf("a", item("media/b/s/x.jpg"))).toBeNull();
    expect(uploadFolderOf("a", item("media/a/../b/x.jpg"))).toBeNull();
    expect(uploadFolderOf("a", item("media/ab/s/x.jpg"))).toBeNull();
  });

  it("names the folder a replacement left behind, and none when the upload stayed", () => {
    expect(replacedUploadFolder("a", item("media/a/old/x.jpg"), item("media/a/new/y.jpg"))).toBe(
      "media/a/old",
    );
    expect(replacedUploadFolder("a", item("media/a/old/x.jpg"), item(null))).toBe("media/a/old");
    expect(replacedUploadFolder("a", item("media/a/x.jpg"), item("media/a/new/y.jpg"))).toBe("media/a");
    expect(replacedUploadFolder("a", item("media/a/s/x.jpg"), item("media/a/s/x.jpg"))).toBeNull();
    expect(replacedUploadFolder("a", item(null), item("media/a/s/x.jpg"))).toBeNull();
  });
});

describe("orphan files", () => {
  const now = Date.UTC(2026, 10, 24);
  const old = now - ORPHAN_GRACE_MS - 1;
  const fresh = now - 60_000;

  it("deletes old files outside the current upload's folder, and of items that are gone", () => {
    const files = [
      { name: "media/a/cur/x.jpg", createdMs: old },
      { name: "media/a/cur/w960.webp", createdMs: old },
      { name: "media/a/prev/x.jpg", createdMs: old },
      { name: "media/gone/s/x.jpg", createdMs: old },
      { name: "media/url/s/x.jpg", createdMs: old },
      { name: "media/flat/x.jpg", createdMs: old },
      { name: "media/flat/w480.webp", createdMs: old },
    ];
    const current = new Map<string, string | null>([
      ["a", "media/a/cur"],
      ["url", null],
      ["flat", "media/flat"],
    ]);
    expect(orphanFiles(files, current, now)).toEqual([
      "media/a/prev/x.jpg",
      "media/gone/s/x.jpg",
      "media/url/s/x.jpg",
    ]);
  });

  it("leaves a fresh upload alone: its item may not be saved yet", () => {
    expect(orphanFiles([{ name: "media/new/s/x.jpg", createdMs: fresh }], new Map(), now)).toEqual([]);
  });

  it("ignores anything outside media/", () => {
    expect(orphanFiles([{ name: "other/x.jpg", createdMs: old }], new Map(), now)).toEqual([]);
  });
});
