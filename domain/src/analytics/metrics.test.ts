import { describe, expect, it } from "vitest";
import { emptyDayStats, sumDayStats } from "./day-stats";
import { computeMetrics, deviceShares, percent, rankContent, rankSources, sourceLabel } from "./metrics";

describe("percent", () => {
  it("gives 0, never NaN or Infinity, for a zero denominator", () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(5, 0)).toBe(0);
    expect(percent(1, 3)).toBe(33.33);
    expect(percent(2, 3)).toBe(66.67);
  });
});

describe("computeMetrics", () => {
  it("is all zeros for a day without visits", () => {
    const metrics = computeMetrics(emptyDayStats("2026-03-01"));
    expect(metrics).toMatchObject({
      date: "2026-03-01",
      totalViews: 0,
      uniqueVisitors: 0,
      sessionDuration: 0,
      bounceRate: 0,
      conversionRate: 0,
      topContent: [],
      trafficSources: [],
      deviceStats: { mobile: 0, desktop: 0, tablet: 0 },
    });
    expect(
      Object.values(metrics).filter((value) => typeof value === "number" && Number.isNaN(value)),
    ).toEqual([]);
  });

  it("applies the spec's formulas", () => {
    const day = emptyDayStats("2026-03-01");
    day.counters = {
      pageViews: 200,
      contentViews: 50,
      downloads: 3,
      likes: 7,
      shares: 2,
      inquiries: 4,
      bookings: 1,
    };
    day.sessions = 80;
    day.bounces = 20;
    day.durationSum = 80 * 95;
    day.uniqueVisitors = 60;
    day.devices = { mobile: 40, desktop: 30, tablet: 10 };
    day.sources = { "": 3, Direct: 27, "google.com": 50 };
    const metrics = computeMetrics(day);
    expect(metrics.totalViews).toBe(250);
    expect(metrics.bounceRate).toBe(25);
    expect(metrics.conversionRate).toBe(2.5);
    expect(metrics.sessionDuration).toBe(95);
    expect(metrics.deviceStats).toEqual({ mobile: 50, desktop: 37.5, tablet: 12.5 });
    expect(metrics.trafficSources).toEqual([
      { source: "google.com", sessions: 50, percent: 62.5 },
      { source: "Direct", sessions: 30, percent: 37.5 },
    ]);
    expect(metrics).toMatchObject({
      inquiries: 4,
      bookings: 1,
      downloads: 3,
      likes: 7,
      shares: 2,
      uniqueVisitors: 60,
    });
  });

  it("has a conversion rate of 0 when inquiries come without page views", () => {
    const day = emptyDayStats("2026-03-01");
    day.counters.inquiries = 3;
    expect(computeMetrics(day).conversionRate).toBe(0);
  });

  it("sums a range day by day, so rates are not averages of daily rates", () => {
    const a = emptyDayStats("2026-03-01");
    a.sessions = 1;
    a.bounces = 1;
    const b = emptyDayStats("2026-03-02");
    b.sessions = 3;
    b.bounces = 0;
    const metrics = computeMetrics(sumDayStats("2026-03-02", [a, b]), "2026-03-01");
    expect(metrics.bounceRate).toBe(25);
    expect(metrics).toMatchObject({ from: "2026-03-01", date: "2026-03-02" });
  });
});

describe("rankContent", () => {
  it("keeps 10 entries, by views, then likes, then id", () => {
    const items = Object.fromEntries(
      Array.from({ length: 14 }, (_, index) => [
        `item${String(index).padStart(2, "0")}`,
        { views: index % 5, likes: index, downloads: 0, shares: 0 },
      ]),
    );
    const ranked = rankContent(items);
    expect(ranked).toHaveLength(10);
    expect(ranked[0]).toEqual({ contentId: "item09", views: 4, likes: 9 });
    expect(ranked[1]).toEqual({ contentId: "item04", views: 4, likes: 4 });
    expect(ranked.map((entry) => entry.views)).toEqual([4, 4, 3, 3, 3, 2, 2, 2, 1, 1]);
  });

  it("leaves out items with neither views nor likes", () => {
    expect(rankContent({ a: { views: 0, likes: 0, downloads: 2, shares: 0 } })).toEqual([]);
  });
});

describe("sources and devices", () => {
  it("labels a missing referrer Direct", () => {
    expect(sourceLabel("")).toBe("Direct");
    expect(sourceLabel("   ")).toBe("Direct");
    expect(sourceLabel(null)).toBe("Direct");
    expect(sourceLabel("news.ycombinator.com")).toBe("news.ycombinator.com");
    expect(rankSources({ "": 1 })).toEqual([{ source: "Direct", sessions: 1, percent: 100 }]);
  });

  it("gives device shares of sessions, zeros when there are none", () => {
    expect(deviceShares({ mobile: 0, desktop: 0, tablet: 0 })).toEqual({ mobile: 0, desktop: 0, tablet: 0 });
    expect(deviceShares({ mobile: 1, desktop: 1, tablet: 1 })).toEqual({
      mobile: 33.33,
      desktop: 33.33,
      tablet: 33.33,
    });
  });
});
