import { describe, expect, it } from "vitest";
import { byteSize } from "./byte-size";

describe("byteSize", () => {
  it("reads as a file manager shows it", () => {
    expect(byteSize(3_912_345_678, "en")).toBe("3.9 GB");
    expect(byteSize(20_000_000_000, "en")).toBe("20 GB");
    expect(byteSize(412_000_000, "en")).toBe("412 MB");
    expect(byteSize(1_500, "en")).toBe("1.5 kB");
  });
});
