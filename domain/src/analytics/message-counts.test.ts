import { describe, expect, it } from "vitest";
import { encodeSourceKey } from "./keys";
import {
  ATTRIBUTION_LABELS_PER_DAY,
  attributionKey,
  parseMessageCounts,
  sumMessageCounts,
} from "./message-counts";

describe("message counts", () => {
  it("reads a stored day liberally: missing or broken fields are zeros", () => {
    expect(parseMessageCounts("2026-11-27", undefined)).toEqual({
      date: "2026-11-27",
      inquiries: 0,
      bookings: 0,
      items: {},
      sources: {},
      campaigns: {},
    });
    const day = parseMessageCounts("2026-11-27", {
      inquiries: 3,
      bookings: "x",
      items: { alpine: { inquiries: 2 }, harbour: "broken" },
      sources: "broken",
      campaigns: { "s:spring": { bookings: 1, inquiries: -4 } },
    });
    expect(day.inquiries).toBe(3);
    expect(day.bookings).toBe(0);
    expect(day.items.alpine).toEqual({ inquiries: 2, bookings: 0 });
    expect(day.items.harbour).toEqual({ inquiries: 0, bookings: 0 });
    expect(day.sources).toEqual({});
    expect(day.campaigns.spring).toEqual({ inquiries: 0, bookings: 1 });
  });

  it("decodes source and campaign keys into prototype-free maps", () => {
    const day = parseMessageCounts("2026-11-27", {
      sources: {
        [encodeSourceKey("__proto__")]: { inquiries: 1 },
        [encodeSourceKey("constructor")]: { bookings: 2 },
        // A key written without the prefix reads as itself and merges with its encoded twin.
        Direct: { inquiries: 1 },
        [encodeSourceKey("Direct")]: { inquiries: 2 },
      },
    });
    expect(Object.getPrototypeOf(day.sources)).toBeNull();
    expect(day.sources.__proto__).toEqual({ inquiries: 1, bookings: 0 });
    expect(day.sources.constructor).toEqual({ inquiries: 0, bookings: 2 });
    expect(day.sources.Direct).toEqual({ inquiries: 3, bookings: 0 });
  });

  it("sums days per work, source and campaign, and in total", () => {
    const total = sumMessageCounts([
      parseMessageCounts("2026-11-26", {
        inquiries: 2,
        items: { alpine: { inquiries: 1 } },
        sources: { "s:google.com": { inquiries: 1 } },
      }),
      parseMessageCounts("2026-11-27", {
        inquiries: 1,
        bookings: 1,
        items: { alpine: { inquiries: 1, bookings: 1 } },
        sources: { "s:google.com": { bookings: 1 } },
        campaigns: { "s:spring": { inquiries: 1 } },
      }),
    ]);
    expect(total).toEqual({
      inquiries: 3,
      bookings: 1,
      items: { alpine: { inquiries: 2, bookings: 1 } },
      sources: { "google.com": { inquiries: 1, bookings: 1 } },
      campaigns: { spring: { inquiries: 1, bookings: 0 } },
    });
  });
});

describe("attributionKey", () => {
  const full = Object.fromEntries(
    Array.from({ length: ATTRIBUTION_LABELS_PER_DAY }, (_, index) => [encodeSourceKey(`c${index}`), {}]),
  );

  it("keeps a label's own key while the map has room, and always for a label it has", () => {
    expect(attributionKey(undefined, "spring")).toBe("s:spring");
    expect(attributionKey({ "s:autumn": {} }, "spring")).toBe("s:spring");
    expect(attributionKey(full, "c3")).toBe("s:c3");
    expect(attributionKey({ ...full, "s:Other": {} }, "c24")).toBe("s:c24");
  });

  it("sends a new label to Other once the map holds its bound, whatever Other holds", () => {
    expect(attributionKey(full, "spring")).toBe("s:Other");
    expect(attributionKey({ ...full, "s:Other": { inquiries: 9 } }, "spring")).toBe("s:Other");
    // Other itself does not take a label's place: 24 labels and Other still admit one more.
    const { "s:c0": _dropped, ...rest } = full;
    expect(attributionKey({ ...rest, "s:Other": {} }, "spring")).toBe("s:spring");
  });

  it("reads prototype names as labels, not as inherited keys", () => {
    expect(attributionKey({}, "constructor")).toBe("s:constructor");
    expect(attributionKey(full, "__proto__")).toBe("s:Other");
  });
});
