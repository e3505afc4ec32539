import { describe, expect, it } from "vitest";
import { itemMediaFolder, originalPath, posterPath, renditionPath, safeBaseName } from "./storage-paths";

describe("storage paths", () => {
  it("keeps every file of an item under media/<id>/", () => {
    expect(itemMediaFolder("abc123")).toBe("media/abc123");
    expect(originalPath("abc123", { name: "Sunset.jpg", type: "image/jpeg" })).toBe(
      "media/abc123/sunset.jpg",
    );
    expect(renditionPath("abc123", 960)).toBe("media/abc123/w960.webp");
    expect(posterPath("abc123")).toBe("media/abc123/poster.jpg");
  });

  it("makes names safe for URLs and paths, accents and all", () => {
    expect(safeBaseName("Été à Québec (final) #2.JPG")).toBe("ete-a-quebec-final-2");
    expect(safeBaseName("../../etc/passwd.png")).toBe("passwd");
    expect(safeBaseName("日本.png")).toBe("media");
    expect(safeBaseName(`${"x".repeat(100)}.png`)).toHaveLength(60);
  });

  it("takes the extension from the content type, not from the name", () => {
    expect(originalPath("i", { name: "clip.mp4", type: "video/webm" })).toBe("media/i/clip.webm");
    expect(originalPath("i", { name: "IMG_1.HEIC", type: "" })).toBe("media/i/img-1.bin");
  });
});
