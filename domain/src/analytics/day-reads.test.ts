import { describe, expect, it } from "vitest";
import { planCounterReads } from "./day-reads";

describe("planCounterReads", () => {
  const days = ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05"];
  it("reads nothing more when every day is rolled up", () => {
    expect(planCounterReads(days, new Set(days))).toEqual({ single: [], range: null });
  });
  it("reads today's counter alone", () => {
    expect(planCounterReads(days, new Set(days.slice(0, 4)))).toEqual({
      single: ["2026-03-05"],
      range: null,
    });
  });
  it("reads many missing days with one range query", () => {
    expect(planCounterReads(days, new Set(["2026-03-03"]))).toEqual({
      single: [],
      range: { from: "2026-03-01", to: "2026-03-05" },
    });
  });
});
