import { describe, expect, it } from "vitest";
import { formatCount, formatDuration, formatPercent } from "./format";

describe("dashboard formats", () => {
  it("formats counts, percentages and durations", () => {
    expect(formatCount(12345.4)).toBe("12,345");
    expect(formatPercent(12.345)).toBe("12.3%");
    expect(formatPercent(40)).toBe("40%");
    expect(formatDuration(0)).toBe("0s");
    expect(formatDuration(45.4)).toBe("45s");
    expect(formatDuration(125)).toBe("2m 05s");
    expect(formatDuration(3720)).toBe("1h 02m");
  });
});
