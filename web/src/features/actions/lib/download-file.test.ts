import { describe, expect, it } from "vitest";
import { downloadName } from "./download-file";

describe("downloadName", () => {
  const media = { url: "/x", storagePath: null, sizes: [], posterUrl: null, contentType: "image/jpeg" };

  it("names the file after the title, with the extension of its type", () => {
    expect(downloadName({ id: "a1", title: "Café au lait — morning", media })).toBe("cafe-au-lait-morning.jpg");
    expect(downloadName({ id: "a1", title: "Tide", media: { ...media, contentType: "video/webm" } })).toBe(
      "tide.webm",
    );
  });

  it("falls back to the id when the title has no usable characters", () => {
    expect(downloadName({ id: "a1", title: "★★★", media })).toBe("a1.jpg");
  });
});
