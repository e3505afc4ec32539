import { emptyDayStats } from "@folio/domain";
import { describe, expect, it } from "vitest";
import { isValidRange, lastDays, previousRange, todayKey } from "./date-range";
import { csvRow, CSV_COLUMNS } from "./get-analytics-csv";

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

describe("CSV export rows", () => {
  it("hold one day's figures in the header's order, with formulas neutralised", () => {
    const day = emptyDayStats("2026-03-01");
    day.counters.pageViews = 4;
    day.counters.inquiries = 1;
    day.sessions = 2;
    day.bounces = 1;
    day.sources = { "=HYPERLINK(evil)": 2 };
    const cells = csvRow(day).split(",");
    expect(cells).toHaveLength(CSV_COLUMNS.length);
    const row = Object.fromEntries(CSV_COLUMNS.map((column, index) => [column, cells[index]]));
    expect(row).toMatchObject({
      date: "2026-03-01",
      pageViews: "4",
      bounceRate: "50",
      conversionRate: "25",
      topSource: "'=HYPERLINK(evil)",
    });
  });
});
