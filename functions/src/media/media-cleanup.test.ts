import { describe, expect, it } from "vitest";
import { currentUploadOf, ORPHAN_GRACE_MS, orphanFiles, portraitSetOf, uploadOfPath } from "./media-cleanup";

const item = (storagePath: string | null) => ({ media: { storagePath } });

describe("uploads named by stored paths", () => {
  it("finds a work's upload in its public files and in its originals alike", () => {
    expect(uploadOfPath("media/a/k3x9/w960.webp")).toEqual({ kind: "gallery", itemId: "a", setId: "k3x9" });
    expect(uploadOfPath("originals/gallery/a/k3x9/dawn.jpg")).toEqual({
      kind: "gallery",
      itemId: "a",
      setId: "k3x9",
    });
    expect(uploadOfPath("media/a/dawn.jpg")).toEqual({ kind: "gallery", itemId: "a", setId: null });
  });

  it("finds the portrait's upload, and nothing outside the upload folders", () => {
    expect(uploadOfPath("site/p1/w1600.webp")).toEqual({ kind: "site", setId: "p1" });
    expect(uploadOfPath("originals/site/p1/me.jpg")).toEqual({ kind: "site", setId: "p1" });
    expect(uploadOfPath("other/x.jpg")).toBeNull();
    expect(uploadOfPath("media/a/b/c/d.jpg")).toBeNull();
    expect(uploadOfPath("media/../x/y.jpg")).toBeNull();
  });

  it("is a work's current upload from its stored path, never another work's", () => {
    expect(currentUploadOf("a", item("media/a/k3x9/w1600.webp"))).toBe("set:k3x9");
    expect(currentUploadOf("a", item("media/a/dawn.jpg"))).toBe("flat");
    expect(currentUploadOf("a", item(null))).toBeNull();
    expect(currentUploadOf("a", undefined)).toBeNull();
    expect(currentUploadOf("a", item("media/b/s/x.jpg"))).toBeNull();
    expect(currentUploadOf("a", item("originals/gallery/a/s/x.jpg"))).toBeNull();
  });

  it("reads the portrait's set from its address, emulator or production", () => {
    const upload = (url: string) => ({ portraitUpload: { url, width: 1, height: 1 } });
    expect(
      portraitSetOf(upload("http://127.0.0.1:9199/v0/b/x.appspot.com/o/site%2Fp1%2Fw1600.webp?alt=media")),
    ).toBe("p1");
    expect(
      portraitSetOf(
        upload("https://firebasestorage.googleapis.com/v0/b/x/o/site%2Fq2%2Fw900.webp?alt=media"),
      ),
    ).toBe("q2");
    expect(portraitSetOf(upload("https://example.com/me.jpg"))).toBeNull();
    expect(portraitSetOf({ portraitUpload: null })).toBeNull();
  });
});

describe("orphan files", () => {
  const now = Date.UTC(2026, 10, 24);
  const old = now - ORPHAN_GRACE_MS - 1;
  const fresh = now - 60_000;

  it("deletes old files of uploads nothing uses: replaced, never saved, of works gone, originals too", () => {
    const files = [
      { name: "media/a/cur/w960.webp", createdMs: old },
      { name: "originals/gallery/a/cur/dawn.jpg", createdMs: old },
      { name: "media/a/prev/w960.webp", createdMs: old },
      { name: "originals/gallery/a/prev/dawn.jpg", createdMs: old },
      { name: "media/gone/s/w480.webp", createdMs: old },
      { name: "originals/gallery/url/s/x.jpg", createdMs: old },
      { name: "media/flat/x.jpg", createdMs: old },
      { name: "site/me/w1600.webp", createdMs: old },
      { name: "originals/site/me/me.jpg", createdMs: old },
      { name: "site/old/w1600.webp", createdMs: old },
    ];
    const used = {
      works: new Map<string, string | null>([
        ["a", "set:cur"],
        ["url", null],
        ["flat", "flat"],
      ]),
      portraitSet: "me",
    };
    expect(orphanFiles(files, used, now)).toEqual([
      "media/a/prev/w960.webp",
      "originals/gallery/a/prev/dawn.jpg",
      "media/gone/s/w480.webp",
      "originals/gallery/url/s/x.jpg",
      "site/old/w1600.webp",
    ]);
  });

  it("leaves a fresh upload alone: its work may not be saved yet", () => {
    const used = { works: new Map(), portraitSet: null };
    expect(orphanFiles([{ name: "originals/gallery/new/s/x.jpg", createdMs: fresh }], used, now)).toEqual([]);
  });

  it("ignores anything outside the upload folders", () => {
    const used = { works: new Map(), portraitSet: null };
    expect(orphanFiles([{ name: "other/x.jpg", createdMs: old }], used, now)).toEqual([]);
  });
});
