import { describe, expect, it } from "vitest";
import { importedFileName } from "./portfolio-import";

describe("an imported work's file name", () => {
  it("is the original's name when its job still knows it", () => {
    expect(importedFileName("DSC_0042.NEF.jpg", "Harbour", "media/a/s/download.jpg")).toBe(
      "DSC_0042.NEF.jpg",
    );
  });

  it("else the title with the full-size file's extension, made safe", () => {
    expect(importedFileName(undefined, "Harbour at dawn", "media/a/s/download.jpg")).toBe(
      "Harbour at dawn.jpg",
    );
    expect(importedFileName("", "a/b: c", "media/a/s/video.mov")).toBe("a_b_ c.mov");
    expect(importedFileName(null, 42, "media/a/s/download.jpg")).toBe("work.jpg");
  });

  it("never goes over the contract's length", () => {
    expect(importedFileName("x".repeat(300), "", "d.jpg")).toHaveLength(200);
  });
});
