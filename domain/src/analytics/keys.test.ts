import { describe, expect, it } from "vitest";
import { emptyDayStats, addDayStats, dayStatsFields, parseDayStats } from "./day-stats";
import { decodeSourceKey, encodeSourceKey, isAnalyticsKey, isDocumentIdSafe } from "./keys";
import { parseStoredEvent } from "./schemas";

describe("analytics key patterns", () => {
  it("accept the tracker's ids and refuse reserved, dotted, slashed, empty, long and invisible ones", () => {
    expect(isAnalyticsKey("visitorId", "Ab3_-x9ZqW1e2r3t4y5u6i")).toBe(true);
    expect(isAnalyticsKey("visitorId", "constructor")).toBe(true);
    for (const bad of [
      "__abcdef__",
      "_abcdefgh",
      "-abcdefgh",
      "a.bcdefgh",
      "a/bcdefgh",
      "",
      "short",
      "a".repeat(129),
      "abcdefg\u200bh",
    ])
      expect(isAnalyticsKey("visitorId", bad)).toBe(false);
    expect(isAnalyticsKey("contentId", "item000")).toBe(true);
    for (const bad of ["__x__", "a/b", ".", "..", "", "x".repeat(129), 42])
      expect(isAnalyticsKey("contentId", bad)).toBe(false);
  });
  it("take any printable source label and refuse control and zero-width characters", () => {
    for (const label of ["constructor", "__proto__", "__x__", "a.b/c", "news.ycombinator.com", ""])
      expect(isAnalyticsKey("source", label)).toBe(true);
    for (const bad of ["a\u0000b", "a\nb", "a\u200bb", "a\u2028b", "x".repeat(101)])
      expect(isAnalyticsKey("source", bad)).toBe(false);
  });
  it("encode source labels as keys that round-trip, and read unprefixed keys as they are", () => {
    expect(decodeSourceKey(encodeSourceKey("constructor"))).toBe("constructor");
    expect(decodeSourceKey("google.com")).toBe("google.com");
  });
  it("tell document ids a tag name can be", () => {
    expect(isDocumentIdSafe("portrait")).toBe(true);
    for (const bad of ["", "a/b", ".", "..", "__x__", "x".repeat(501)])
      expect(isDocumentIdSafe(bad)).toBe(false);
  });
});

describe("prototype names are data", () => {
  it("count a source named constructor or __proto__ under that label", () => {
    const day = emptyDayStats("2026-03-01");
    day.sources["constructor"] = 2;
    day.sources.__proto__ = 1;
    const total = addDayStats(emptyDayStats("2026-03-01"), parseDayStats("2026-03-01", dayStatsFields(day)));
    expect(Object.entries(total.sources)).toEqual([
      ["constructor", 2],
      ["__proto__", 1],
    ]);
  });
  it("count an event with any contentType, category or title; ignore only what the spec cannot count", () => {
    const at = new Date("2026-03-01T10:00:00Z");
    expect(
      parseStoredEvent({
        type: "page_view",
        contentType: "page",
        category: "x".repeat(500),
        contentTitle: 7,
        timestamp: at,
      }),
    ).toMatchObject({
      ok: true,
      event: { contentType: "other", category: "x".repeat(100), contentTitle: null },
    });
    expect(parseStoredEvent({ type: "image_view", contentId: "__x__", timestamp: at })).toMatchObject({
      ok: false,
      reason: "invalid-content-id",
    });
    expect(
      parseStoredEvent({ type: "share", contentId: "a/b", userId: "__abcdef__", timestamp: at }),
    ).toMatchObject({
      ok: true,
      event: { contentId: null, userId: null },
    });
    expect(parseStoredEvent({ type: "page_view" })).toMatchObject({ ok: false, reason: "malformed" });
  });
});
