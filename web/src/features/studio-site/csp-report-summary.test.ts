import { describe, expect, it } from "vitest";
import { summariseCspReports } from "./csp-report-summary";

const entry = (blocked: string, count: number) => ({
  directive: "script-src-elem",
  blocked,
  page: "/item",
  browser: "Chrome (mobile)",
  count,
});

describe("summariseCspReports", () => {
  it("adds a violation's counts over the days, most reported first, with its last day", () => {
    const summary = summariseCspReports(
      [
        { day: "2026-11-28", total: 3, dropped: 0, entries: { a: entry("https://a.example", 3) } },
        {
          day: "2026-11-27",
          total: 5,
          dropped: 0,
          entries: { a: entry("https://a.example", 1), b: entry("https://b.example", 4) },
        },
      ],
      1000,
    );
    expect(summary.total).toBe(8);
    expect(summary.rows).toEqual([
      { ...entry("https://a.example", 4), lastDay: "2026-11-28" },
      { ...entry("https://b.example", 4), lastDay: "2026-11-27" },
    ]);
    expect(summary.cappedDays).toEqual([]);
  });

  it("names the days whose counting stopped", () => {
    const summary = summariseCspReports(
      [
        { day: "2026-11-28", total: 1000, dropped: 0, entries: {} },
        { day: "2026-11-27", total: 60, dropped: 10, entries: {} },
      ],
      1000,
    );
    expect(summary.cappedDays).toEqual(["2026-11-27", "2026-11-28"]);
  });
});
