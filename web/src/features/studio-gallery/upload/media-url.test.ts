import { describe, expect, it } from "vitest";
import { checkMediaUrl, fallbackContentType, guessFromUrl } from "./media-url";

describe("checkMediaUrl", () => {
  it("accepts full web addresses and paths on this site", () => {
    expect(checkMediaUrl("  https://cdn.example.com/a.jpg ")).toEqual({
      ok: true,
      url: "https://cdn.example.com/a.jpg",
    });
    expect(checkMediaUrl("/demo/alpine-dawn-960.webp")).toEqual({
      ok: true,
      url: "/demo/alpine-dawn-960.webp",
    });
  });

  it("refuses what a browser could not load as media, saying what works", () => {
    const reason = "Enter a full address starting with https://, or a path on this site starting with /";
    expect(checkMediaUrl("javascript:alert(1)")).toEqual({ ok: false, reason });
    expect(checkMediaUrl("//evil.example.com/x.jpg")).toEqual({ ok: false, reason });
    expect(checkMediaUrl("photo.jpg")).toEqual({ ok: false, reason });
    expect(checkMediaUrl("")).toEqual({ ok: false, reason: "Enter the address of an image or a video" });
    expect(checkMediaUrl(`https://x.com/${"a".repeat(2100)}`)).toMatchObject({ ok: false });
  });
});

describe("guessFromUrl", () => {
  it("reads the extension, ignoring query and fragment", () => {
    expect(guessFromUrl("https://x.com/clip.webm?token=1#t=2")).toEqual({
      type: "video",
      contentType: "video/webm",
    });
    expect(guessFromUrl("/demo/a.webp")).toEqual({ type: "image", contentType: "image/webp" });
    expect(guessFromUrl("https://x.com/media/12345")).toBeNull();
  });

  it("has a MIME type for each media type when the address says nothing", () => {
    expect(fallbackContentType("image")).toBe("image/jpeg");
    expect(fallbackContentType("video")).toBe("video/mp4");
  });
});
