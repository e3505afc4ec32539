import { describe, expect, it } from "vitest";
import { lightroomFilter } from "./lightroom";

describe("lightroomFilter", () => {
  it("lists file names without extensions, once each", () => {
    expect(lightroomFilter(["DSC_0012.jpg", "DSC_0040.JPG", "IMG 7.heic", "DSC_0012.jpeg"])).toBe(
      "DSC_0012, DSC_0040, IMG 7",
    );
  });
  it("keeps a name without an extension", () => {
    expect(lightroomFilter(["portrait-final"])).toBe("portrait-final");
  });
});
