import { describe, expect, it } from "vitest";
import { isValidRange, lastDays, previousRange, todayKey } from "./date-range";

describe("date ranges", () => {
  const now = Date.UTC(2026, 2, 1, 23, 30);
  it("use UTC days", () => {
    expect(todayKey(now)).toBe("2026-03-01");
    expect(lastDays(7, now)).toEqual({ from: "2026-02-23", to: "2026-03-01" });
    expect(lastDays(1, now)).toEqual({ from: "2026-03-01", to: "2026-03-01" });
  });
  it("compare with the period of the same length just before", () => {
    expect(previousRange({ from: "2026-02-23", to: "2026-03-01" })).toEqual({
      from: "2026-02-16",
      to: "2026-02-22",
    });
  });
  it("reject malformed or backwards ranges", () => {
    expect(isValidRange({ from: "2026-03-02", to: "2026-03-01" })).toBe(false);
    expect(isValidRange({ from: "2026-02-30", to: "2026-03-01" })).toBe(false);
    expect(isValidRange({ from: "2026-03-01", to: "2026-03-01" })).toBe(true);
  });
});
