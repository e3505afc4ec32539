import { describe, expect, it } from "vitest";
import { formatCount, formatDuration, formatPercent, formatRate } from "./format";

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

  it("formats a table's rates with one decimal, and a missing one as a dash", () => {
    expect(formatRate(7.5)).toBe("7.5%");
    expect(formatRate(40)).toBe("40.0%");
    expect(formatRate(0.04)).toBe("0.0%");
    expect(formatRate(1234.56)).toBe("1,234.6%");
    expect(formatRate(null)).toBe("—");
  });
});
