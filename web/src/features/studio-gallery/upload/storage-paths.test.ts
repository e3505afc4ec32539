import { describe, expect, it } from "vitest";
import {
  itemMediaFolder,
  newUploadSetId,
  originalPath,
  posterPath,
  renditionPath,
  safeBaseName,
  uploadSetFolder,
} from "./storage-paths";

describe("storage paths", () => {
  it("keeps every file of an upload in a folder of its own under media/<id>/", () => {
    expect(itemMediaFolder("abc123")).toBe("media/abc123");
    const folder = uploadSetFolder("abc123", "k3x9");
    expect(folder).toBe("media/abc123/k3x9");
    expect(originalPath(folder, { name: "Sunset.jpg", type: "image/jpeg" })).toBe(
      "media/abc123/k3x9/sunset.jpg",
    );
    expect(renditionPath(folder, 960)).toBe("media/abc123/k3x9/w960.webp");
    expect(posterPath(folder)).toBe("media/abc123/k3x9/poster.jpg");
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
    expect(originalPath("media/i/s", { name: "clip.mp4", type: "video/webm" })).toBe("media/i/s/clip.webm");
    expect(originalPath("media/i/s", { name: "IMG_1.HEIC", type: "" })).toBe("media/i/s/img-1.bin");
  });
});
