import { describe, expect, it } from "vitest";
import { parseJavaMajor } from "./java";

describe("parseJavaMajor", () => {
  it("reads modern and legacy version strings", () => {
    expect(parseJavaMajor('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaMajor('openjdk version "25" 2025-09-16')).toBe(25);
    expect(parseJavaMajor('java version "1.8.0_392"')).toBe(8);
    expect(parseJavaMajor("no java here")).toBeNull();
  });
});
