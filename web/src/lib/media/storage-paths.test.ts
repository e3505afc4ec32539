import { describe, expect, it } from "vitest";
import { originalsFolder, parseOriginalPath, POSTER_ORIGINAL_NAME } from "@folio/domain";
import { newUploadSetId, originalPath, safeBaseName } from "./storage-paths";

describe("storage paths", () => {
  it("keeps an upload's original in a folder of its own under originals/gallery/<id>/", () => {
    const folder = originalsFolder({ kind: "gallery", itemId: "abc123" }, "k3x9");
    expect(folder).toBe("originals/gallery/abc123/k3x9");
    const path = originalPath(folder, { name: "Sunset.jpg", type: "image/jpeg" });
    expect(path).toBe("originals/gallery/abc123/k3x9/sunset.jpg");
    expect(parseOriginalPath(path)).toEqual({
      scope: { kind: "gallery", itemId: "abc123" },
      setId: "k3x9",
      fileName: "sunset.jpg",
    });
  });

  it("never names an original like the poster frame beside it, which the pipeline skips", () => {
    const folder = originalsFolder({ kind: "gallery", itemId: "a" }, "s");
    expect(originalPath(folder, { name: "_poster.jpg", type: "image/jpeg" })).toBe(`${folder}/poster.jpg`);
    expect(parseOriginalPath(`${folder}/${POSTER_ORIGINAL_NAME}`)).toBeNull();
  });

  it("gives every upload a different set id of 8 URL-safe characters", () => {
    const ids = new Set(Array.from({ length: 200 }, () => newUploadSetId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]{8}$/);
  });

  it("makes names safe for URLs and paths, accents and all", () => {
    expect(safeBaseName("Été à Québec (final) #2.JPG")).toBe("ete-a-quebec-final-2");
    expect(safeBaseName("../../etc/passwd.png")).toBe("passwd");
    expect(safeBaseName("日本.png")).toBe("media");
    expect(safeBaseName(`${"x".repeat(100)}.png`)).toHaveLength(60);
  });

  it("takes the extension from the content type, not from the name", () => {
    expect(originalPath("originals/site/s", { name: "clip.mp4", type: "video/webm" })).toBe(
      "originals/site/s/clip.webm",
    );
    expect(originalPath("originals/site/s", { name: "IMG_1.HEIC", type: "" })).toBe(
      "originals/site/s/img-1.bin",
    );
  });
});
