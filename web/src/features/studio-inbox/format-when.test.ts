import { describe, expect, it } from "vitest";
import { formatAgo, formatShootDay } from "./format-when";

describe("inbox times", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it("says how long ago a message came", () => {
    expect(formatAgo(null, now)).toBe("just now");
    expect(formatAgo(new Date("2026-03-10T11:55:00Z"), now)).toBe("5 min ago");
    expect(formatAgo(new Date("2026-03-10T09:00:00Z"), now)).toBe("3 h ago");
    expect(formatAgo(new Date("2026-03-09T10:00:00Z"), now)).toBe("yesterday");
    expect(formatAgo(new Date("2026-03-06T12:00:00Z"), now)).toBe("4 days ago");
  });

  it("reads a requested shoot day as a calendar day, whatever the time zone", () => {
    expect(formatShootDay("2030-06-01")).toContain("2030");
    // 1 June in every zone, never 31 May (the day is not shifted by the local offset).
    expect(formatShootDay("2030-06-01")).toMatch(/\b1\b/);
    expect(formatShootDay("2030-06-01")).not.toMatch(/31/);
    expect(formatShootDay("not-a-day")).toBe("not-a-day");
  });
});
