import { describe, expect, it } from "vitest";
import { DEFAULT_RETENTION_MONTHS, expiresAt, parseRetentionMonths, rawDataKept } from "./retention";

describe("retention of the raw analytics records", () => {
  it("expires a record the same UTC time so many calendar months later", () => {
    expect(expiresAt(new Date("2026-11-25T10:30:00Z"), 13).toISOString()).toBe("2027-12-25T10:30:00.000Z");
    // 31 January + 1 month: no 31 February, so it rolls over and is kept a little longer.
    expect(expiresAt(new Date("2026-01-31T00:00:00Z"), 1).toISOString()).toBe("2026-03-03T00:00:00.000Z");
  });

  it("keeps a day's raw data whole until its first moment expires", () => {
    const now = new Date("2027-12-25T10:30:00Z");
    expect(rawDataKept("2026-11-26", now, 13)).toBe(true);
    expect(rawDataKept("2026-11-25", now, 13)).toBe(false);
    expect(rawDataKept("2026-01-01", now, 13)).toBe(false);
  });

  it("reads the owner's setting, 13 months when it is missing or out of range", () => {
    expect(parseRetentionMonths("24")).toBe(24);
    expect(DEFAULT_RETENTION_MONTHS).toBe(13);
    for (const bad of [undefined, "", "0", "-3", "1.5", "121", "thirteen"])
      expect(parseRetentionMonths(bad)).toBe(DEFAULT_RETENTION_MONTHS);
  });
});
