import { describe, expect, it } from "vitest";
import { parseMessageCounts, sumMessageCounts } from "./message-counts";

describe("message counts", () => {
  it("reads a stored day liberally: missing or broken fields are zeros", () => {
    expect(parseMessageCounts("2026-11-27", undefined)).toEqual({
      date: "2026-11-27",
      inquiries: 0,
      bookings: 0,
      items: {},
    });
    const day = parseMessageCounts("2026-11-27", {
      inquiries: 3,
      bookings: "x",
      items: { alpine: { inquiries: 2 }, harbour: "broken" },
    });
    expect(day.inquiries).toBe(3);
    expect(day.bookings).toBe(0);
    expect(day.items.alpine).toEqual({ inquiries: 2, bookings: 0 });
    expect(day.items.harbour).toEqual({ inquiries: 0, bookings: 0 });
  });

  it("sums days per work and in total", () => {
    const total = sumMessageCounts([
      parseMessageCounts("2026-11-26", { inquiries: 2, items: { alpine: { inquiries: 1 } } }),
      parseMessageCounts("2026-11-27", {
        inquiries: 1,
        bookings: 1,
        items: { alpine: { inquiries: 1, bookings: 1 } },
      }),
    ]);
    expect(total).toEqual({ inquiries: 3, bookings: 1, items: { alpine: { inquiries: 2, bookings: 1 } } });
  });
});
