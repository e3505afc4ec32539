import { emptyDayStats, parseDayStats, type DayStats } from "@folio/domain";
import { describe, expect, it } from "vitest";
import { breakdownTotals, dimensionRows } from "./get-dimension-rows";

/** A day with `sessions` visits and these campaigns and sources. */
function day(
  date: string,
  sessions: number,
  campaigns: Record<string, number>,
  sources: Record<string, number> = {},
): DayStats {
  const stats = emptyDayStats(date);
  stats.sessions = sessions;
  Object.assign(stats.dimensions.campaigns, campaigns);
  Object.assign(stats.sources, sources);
  return stats;
}

describe("dimension rows", () => {
  it("sum each label over the range's days, prototype names included", () => {
    // As stored: encoded keys, which parseDayStats reads into prototype-free maps.
    const days = [
      parseDayStats("2026-03-01", { campaigns: { "s:autumn": 3, "s:constructor": 1 } }),
      parseDayStats("2026-03-02", { campaigns: { "s:autumn": 2, "s:__proto__": 4 } }),
    ];
    expect(Object.fromEntries(breakdownTotals(days, "campaigns"))).toEqual({
      autumn: 5,
      constructor: 1,
      ["__proto__"]: 4,
    });
  });

  it("read a source without a referrer as Direct and merge it with Direct", () => {
    const days = [day("2026-03-01", 4, {}, { "": 1, Direct: 2, "instagram.com": 1 })];
    expect(dimensionRows(days, [], "sources").map(({ label, sessions }) => [label, sessions])).toEqual([
      ["Direct", 3],
      ["instagram.com", 1],
    ]);
  });

  it("put each label beside its previous period, with its share of the range's visits, Other last", () => {
    const days = [
      day("2026-03-08", 20, { autumn: 6, Other: 9, spring: 2 }),
      day("2026-03-09", 20, { autumn: 4, winter: 2, gone: 0 }),
    ];
    const before = [day("2026-03-01", 30, { autumn: 5, spring: 4, gone: 7 })];
    expect(dimensionRows(days, before, "campaigns")).toEqual([
      { label: "autumn", sessions: 10, previous: 5, share: 25 },
      { label: "spring", sessions: 2, previous: 4, share: 5 },
      { label: "winter", sessions: 2, previous: 0, share: 5 },
      { label: "Other", sessions: 9, previous: 0, share: 22.5 },
    ]);
  });

  it("are empty for a range without the dimension, and give no share without visits", () => {
    expect(dimensionRows([day("2026-03-01", 5, {})], [], "campaigns")).toEqual([]);
    expect(dimensionRows([day("2026-03-01", 0, { autumn: 1 })], [], "campaigns")).toEqual([
      { label: "autumn", sessions: 1, previous: 0, share: 0 },
    ]);
  });
});
