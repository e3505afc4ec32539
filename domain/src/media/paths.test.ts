import { describe, expect, it } from "vitest";
import {
  mediaJobId,
  originalsFolder,
  parseOriginalPath,
  publicFolder,
  storageObjectUrl,
  uploadSetOf,
} from "./paths";

describe("media paths", () => {
  it("keep a work's original and its public files in trees of their own", () => {
    const scope = { kind: "gallery", itemId: "abc" } as const;
    expect(originalsFolder(scope, "s1")).toBe("originals/gallery/abc/s1");
    expect(publicFolder(scope, "s1")).toBe("media/abc/s1");
    expect(originalsFolder({ kind: "site" }, "s1")).toBe("originals/site/s1");
    expect(publicFolder({ kind: "site" }, "s1")).toBe("site/s1");
    expect(mediaJobId(scope, "s1")).toBe("gallery-abc-s1");
    expect(mediaJobId({ kind: "site" }, "s1")).toBe("site-s1");
  });

  it("read back only originals: never a poster frame, a public file or a malformed id", () => {
    expect(parseOriginalPath("originals/site/s1/me.jpg")).toEqual({
      scope: { kind: "site" },
      setId: "s1",
      fileName: "me.jpg",
    });
    for (const path of [
      "originals/gallery/abc/s1/_poster.jpg",
      "media/abc/s1/w480.webp",
      "originals/gallery/a b/s1/x.jpg",
      "originals/gallery/abc/s1/nested/x.jpg",
      "originals/gallery/abc/x.jpg",
      "originals/site/../x.jpg",
    ])
      expect(parseOriginalPath(path), path).toBeNull();
  });

  it("name a work's upload set from its stored path, never another work's", () => {
    expect(uploadSetOf("abc", "media/abc/s1/w1600.webp")).toBe("s1");
    expect(uploadSetOf("abc", "media/other/s1/w1600.webp")).toBeNull();
    expect(uploadSetOf("abc", "media/abc/w1600.webp")).toBeNull();
    expect(uploadSetOf("abc", null)).toBeNull();
  });

  it("address a file without a download token, so the Storage rules decide", () => {
    expect(storageObjectUrl("b.appspot.com", "media/a/s/w480.webp")).toBe(
      "https://firebasestorage.googleapis.com/v0/b/b.appspot.com/o/media%2Fa%2Fs%2Fw480.webp?alt=media",
    );
    expect(storageObjectUrl("b", "site/s/x.webp", "http://127.0.0.1:9199")).toBe(
      "http://127.0.0.1:9199/v0/b/b/o/site%2Fs%2Fx.webp?alt=media",
    );
  });
});
