import { describe, expect, it } from "vitest";
import { reportWeeks, weeklyRunId } from "./week";

describe("reportWeeks", () => {
  it("covers the Monday-to-Sunday week that just ended, and the one before", () => {
    const monday8 = reportWeeks(new Date("2026-11-23T08:00:00Z"));
    expect(monday8).toEqual({
      current: { from: "2026-11-16", to: "2026-11-22" },
      previous: { from: "2026-11-09", to: "2026-11-15" },
    });
    expect(weeklyRunId(monday8)).toBe("weekly-2026-11-16");
  });

  it("gives the same week to any firing up to the next Monday (a late retry sends the same report)", () => {
    for (const at of ["2026-11-23T00:00:00Z", "2026-11-25T12:00:00Z", "2026-11-29T23:59:59Z"])
      expect(reportWeeks(new Date(at)).current).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(reportWeeks(new Date("2026-11-30T00:00:00Z")).current.from).toBe("2026-11-23");
  });
});
