import { describe, expect, it } from "vitest";
import { addDays, dateKeysBetween, parseDateKey, utcDateKey } from "./date-key";

describe("utcDateKey", () => {
  it("uses the UTC day, not the local one", () => {
    expect(utcDateKey(new Date("2026-03-01T23:30:00-05:00"))).toBe("2026-03-02");
    expect(utcDateKey(Date.UTC(2026, 0, 1, 0, 0, 0))).toBe("2026-01-01");
  });
});

describe("parseDateKey", () => {
  it("rejects malformed and impossible dates", () => {
    expect(() => parseDateKey("2026-2-1")).toThrow();
    expect(() => parseDateKey("2026-02-30")).toThrow();
    expect(parseDateKey("2024-02-29").toISOString()).toBe("2024-02-29T00:00:00.000Z");
  });
});

describe("date ranges", () => {
  it("walks across month and year ends", () => {
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(dateKeysBetween("2025-12-30", "2026-01-02")).toEqual([
      "2025-12-30",
      "2025-12-31",
      "2026-01-01",
      "2026-01-02",
    ]);
    expect(dateKeysBetween("2026-01-02", "2026-01-01")).toEqual([]);
  });
});
