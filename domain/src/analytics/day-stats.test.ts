import { describe, expect, it } from "vitest";
import { addDayStats, dayStatsFields, emptyDayStats, parseDayStats } from "./day-stats";
import { parseDailyCounter, zeroDailyCounter } from "./daily-counter";
import { rebuildRequestSchema } from "./callables";
import { parseStoredEvent } from "./schemas";

describe("day stats", () => {
  it("read a missing or broken document as zeros", () => {
    expect(parseDayStats("2026-03-01", undefined)).toEqual(emptyDayStats("2026-03-01"));
    expect(parseDayStats("2026-03-01", { pageViews: "lots", items: 3 }).counters.pageViews).toBe(0);
    expect(parseDailyCounter("2026-03-01", undefined)).toEqual(zeroDailyCounter("2026-03-01"));
  });

  it("round-trip through the stored form and add up", () => {
    const day = emptyDayStats("2026-03-01");
    day.counters.pageViews = 3;
    day.items = { a: { views: 2, likes: 1, downloads: 0, shares: 0 } };
    day.sources = { "google.com": 2 };
    expect(parseDayStats("2026-03-01", dayStatsFields(day))).toEqual(day);
    const total = addDayStats(emptyDayStats("2026-03-02"), day);
    addDayStats(total, day);
    expect(total.counters.pageViews).toBe(6);
    expect(total.items.a).toEqual({ views: 4, likes: 2, downloads: 0, shares: 0 });
    expect(total.sources).toEqual({ "google.com": 4 });
    expect(day.items.a?.views).toBe(2);
  });
});

describe("parseStoredEvent", () => {
  const at = new Date("2026-03-01T10:00:00Z");
  it("accepts the spec's fields alone, with nulls", () => {
    const parsed = parseStoredEvent({
      type: "page_view",
      contentId: null,
      contentTitle: null,
      timestamp: at,
    });
    expect(parsed).toMatchObject({
      ok: true,
      event: { type: "page_view", contentId: null, sessionId: null },
    });
  });
  it("tells unknown types, malformed documents and missing content apart", () => {
    expect(parseStoredEvent({ type: "teleport", timestamp: at })).toMatchObject({
      ok: false,
      reason: "unknown-type",
    });
    expect(parseStoredEvent({ type: "like", timestamp: "yesterday" })).toMatchObject({
      ok: false,
      reason: "malformed",
    });
    expect(parseStoredEvent({ type: "like", timestamp: at })).toMatchObject({
      ok: false,
      reason: "missing-content",
    });
    expect(parseStoredEvent(null)).toMatchObject({ ok: false, reason: "unknown-type" });
  });
});

describe("rebuildRequestSchema", () => {
  it("takes valid ranges and explains bad ones", () => {
    expect(rebuildRequestSchema.safeParse({ from: "2026-03-01", to: "2026-03-01" }).success).toBe(true);
    const backwards = rebuildRequestSchema.safeParse({ from: "2026-03-02", to: "2026-03-01" });
    expect(backwards.error?.issues[0]?.message).toBe("The range ends before it starts");
    const tooLong = rebuildRequestSchema.safeParse({ from: "2025-01-01", to: "2026-03-01" });
    expect(tooLong.error?.issues[0]?.message).toBe("A rebuild covers at most 92 days");
    const impossible = rebuildRequestSchema.safeParse({ from: "2026-02-30", to: "2026-03-01" });
    expect(impossible.error?.issues.map((issue) => issue.message)).toEqual(["Not a YYYY-MM-DD date"]);
    expect(rebuildRequestSchema.safeParse({ from: "2026-03-01", to: "2026-03-01", extra: 1 }).success).toBe(
      false,
    );
  });
});
