import { describe, expect, it } from "vitest";
import { reportChoices, reportSettingsSchema, weeklyEmailEnabled } from "./settings";

describe("reportChoices", () => {
  it("turns both emails on, with the automatic threshold, when nothing is set", () => {
    expect(reportChoices(undefined)).toEqual({ weeklyEmail: true, spikeAlert: true, spikeVisitors: null });
  });

  it("reads each field on its own: a malformed one takes its default and leaves the others", () => {
    expect(reportChoices({ weeklyEmail: false, spikeAlert: "no", spikeVisitors: 2.5 })).toEqual({
      weeklyEmail: false,
      spikeAlert: true,
      spikeVisitors: null,
    });
    expect(reportChoices({ weeklyEmail: "x", spikeAlert: false, spikeVisitors: 40 })).toEqual({
      weeklyEmail: true,
      spikeAlert: false,
      spikeVisitors: 40,
    });
    expect(weeklyEmailEnabled({ weeklyEmail: false, spikeVisitors: 0 })).toBe(false);
  });

  it("accepts a threshold of 1 to a million whole visitors, or none (automatic)", () => {
    expect(reportSettingsSchema.safeParse({ weeklyEmail: true, spikeAlert: false }).success).toBe(true);
    expect(reportSettingsSchema.safeParse({ weeklyEmail: true, spikeVisitors: 50 }).success).toBe(true);
    for (const spikeVisitors of [0, 2.5, 1_000_001, "50"])
      expect(reportSettingsSchema.safeParse({ weeklyEmail: true, spikeVisitors }).success).toBe(false);
  });
});
