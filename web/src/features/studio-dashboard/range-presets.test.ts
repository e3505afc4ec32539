import { describe, expect, it } from "vitest";
import { previousRange } from "./api/date-range";
import { describeRange, presetRange, rangeLength, shortDay } from "./range-presets";

const now = Date.UTC(2026, 3, 1, 23, 30); // 1 April 2026, late evening UTC

describe("presetRange", () => {
  it("ends today (UTC) and spans the preset's days", () => {
    expect(presetRange("today", now)).toEqual({ from: "2026-04-01", to: "2026-04-01" });
    expect(presetRange("7d", now)).toEqual({ from: "2026-03-26", to: "2026-04-01" });
    expect(rangeLength(presetRange("30d", now))).toBe(30);
    expect(rangeLength(presetRange("90d", now))).toBe(90);
  });

  it("compares against the period of the same length just before", () => {
    expect(previousRange(presetRange("7d", now))).toEqual({ from: "2026-03-19", to: "2026-03-25" });
  });
});

describe("describeRange", () => {
  it("names the days in words, the year once", () => {
    expect(describeRange({ from: "2026-03-03", to: "2026-04-01" })).toBe("3 Mar – 1 Apr 2026");
    expect(describeRange({ from: "2025-12-20", to: "2026-01-02" })).toBe("20 Dec 2025 – 2 Jan 2026");
    expect(describeRange({ from: "2026-04-01", to: "2026-04-01" })).toBe("1 Apr 2026");
    expect(shortDay("2026-04-01")).toBe("1 Apr");
  });
});
