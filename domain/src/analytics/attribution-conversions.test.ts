import { describe, expect, it } from "vitest";
import { attributionConversions, NOT_TRACKED, untrackedMessages, workDays } from "./attribution-conversions";
import { emptyDayStats } from "./day-stats";
import { dict } from "./keys";
import { parseMessageCounts } from "./message-counts";

describe("attributionConversions", () => {
  it("puts each label's sessions beside its messages, most messages first, with a rate only where there were sessions", () => {
    const rows = attributionConversions(
      { "google.com": 400, Direct: 100, "instagram.com": 50, quiet: 0 },
      {
        "instagram.com": { inquiries: 2, bookings: 1 },
        Direct: { inquiries: 1, bookings: 0 },
        "kept-as-other-in-stats": { inquiries: 1, bookings: 0 },
      },
    );
    expect(
      rows.map((row) => [row.label, row.sessions, row.inquiries, row.bookings, row.conversionRate]),
    ).toEqual([
      ["instagram.com", 50, 2, 1, 6],
      ["Direct", 100, 1, 0, 1],
      ["kept-as-other-in-stats", 0, 1, 0, null],
      ["google.com", 400, 0, 0, 0],
    ]);
  });

  it("adds the untracked messages as the last row, and only when there are some", () => {
    const rows = attributionConversions(
      { Direct: 10 },
      { Direct: { inquiries: 1, bookings: 0 } },
      {
        inquiries: 3,
        bookings: 1,
      },
    );
    expect(rows.at(-1)).toEqual({
      label: NOT_TRACKED,
      sessions: 0,
      inquiries: 3,
      bookings: 1,
      conversionRate: null,
      untracked: true,
    });
    expect(attributionConversions({ Direct: 10 }, {}, { inquiries: 0, bookings: 0 })).toHaveLength(1);
  });

  it("reads prototype names as labels", () => {
    const sessions = dict<number>();
    sessions["constructor"] = 4;
    const rows = attributionConversions(sessions, { toString: { inquiries: 1, bookings: 0 } });
    expect(rows.map((row) => row.label).sort()).toEqual(["constructor", "toString"]);
  });
});

describe("untrackedMessages", () => {
  it("is the total minus every label's messages, never below zero", () => {
    expect(
      untrackedMessages(
        { inquiries: 5, bookings: 2 },
        { a: { inquiries: 2, bookings: 1 }, b: { inquiries: 1, bookings: 0 } },
      ),
    ).toEqual({ inquiries: 2, bookings: 1 });
    expect(untrackedMessages({ inquiries: 0, bookings: 0 }, { a: { inquiries: 2, bookings: 1 } })).toEqual({
      inquiries: 0,
      bookings: 0,
    });
  });
});

describe("workDays", () => {
  it("lists a work's figures on each day, oldest first, zeros where it had none", () => {
    const first = emptyDayStats("2026-03-01");
    first.items.alpine = { views: 10, likes: 2, downloads: 1, shares: 0 };
    first.items.other = { views: 99, likes: 0, downloads: 0, shares: 0 };
    const second = emptyDayStats("2026-03-02");
    const messages = [
      parseMessageCounts("2026-03-01", {}),
      parseMessageCounts("2026-03-02", { items: { alpine: { bookings: 1 } } }),
    ];
    expect(workDays("alpine", [second, first], messages)).toEqual([
      { date: "2026-03-01", views: 10, likes: 2, downloads: 1, shares: 0, inquiries: 0, bookings: 0 },
      { date: "2026-03-02", views: 0, likes: 0, downloads: 0, shares: 0, inquiries: 0, bookings: 1 },
    ]);
    expect(workDays("constructor", [first], [])).toEqual([
      { date: "2026-03-01", views: 0, likes: 0, downloads: 0, shares: 0, inquiries: 0, bookings: 0 },
    ]);
  });
});
