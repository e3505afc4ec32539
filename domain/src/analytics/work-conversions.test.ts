import { describe, expect, it } from "vitest";
import { dict } from "./keys";
import { parseMessageCounts } from "./message-counts";
import { workConversions } from "./work-conversions";

const counts = (views: number, likes = 0, downloads = 0, shares = 0) => ({ views, likes, downloads, shares });

describe("workConversions", () => {
  it("joins views and messages per work, most messages first, then most views", () => {
    const rows = workConversions(
      { alpine: counts(200, 4), harbour: counts(40), dunes: counts(500), quiet: counts(0) },
      {
        alpine: { inquiries: 1, bookings: 0 },
        harbour: { inquiries: 2, bookings: 1 },
        quiet: { inquiries: 0, bookings: 0 },
      },
    );
    expect(rows.map((row) => row.contentId)).toEqual(["harbour", "alpine", "dunes"]);
    expect(rows[0]).toEqual({
      contentId: "harbour",
      views: 40,
      likes: 0,
      downloads: 0,
      shares: 0,
      inquiries: 2,
      bookings: 1,
      conversionRate: 7.5,
    });
    expect(rows[1]!.conversionRate).toBe(0.5);
    expect(rows[2]!.conversionRate).toBe(0);
  });

  it("keeps a work with messages and no views, with no conversion rate rather than an infinite one", () => {
    const [row] = workConversions({}, { portrait: { inquiries: 0, bookings: 2 } });
    expect(row).toMatchObject({ contentId: "portrait", views: 0, bookings: 2, conversionRate: null });
  });

  it("keeps a work with only likes, downloads or shares, and drops works with nothing", () => {
    const rows = workConversions(
      { a: counts(0, 1), b: counts(0, 0, 1), c: counts(0, 0, 0, 1), d: counts(0) },
      {},
    );
    expect(rows.map((row) => row.contentId)).toEqual(["a", "b", "c"]);
  });

  it("treats stored keys such as __proto__ and constructor as works", () => {
    const items = dict<ReturnType<typeof counts>>();
    items.__proto__ = counts(3);
    const messages = parseMessageCounts("2026-11-27", { items: { constructor: { inquiries: 1 } } }).items;
    expect(workConversions(items, messages).map((row) => row.contentId)).toEqual([
      "constructor",
      "__proto__",
    ]);
    expect(workConversions({}, { toString: { inquiries: 0, bookings: 0 } })).toEqual([]);
  });
});
