import { describe, expect, it } from "vitest";
import { summariseRebuild } from "./rebuild-summary";

const day = (
  date: string,
  fields: Partial<{
    repaired: boolean;
    claimedEvents: number;
    settledSessions: number;
    expired: boolean;
    failed: string;
  }> = {},
) => ({
  date,
  events: 10,
  claimedEvents: 0,
  settledSessions: 0,
  repaired: false,
  rolledUp: true,
  ...fields,
});

describe("summariseRebuild", () => {
  it("adds up what was repaired", () => {
    const report = {
      from: "2026-03-01",
      to: "2026-03-03",
      days: [
        day("2026-03-01", { repaired: true, claimedEvents: 4 }),
        day("2026-03-02", { settledSessions: 2 }),
        day("2026-03-03"),
      ],
      itemsRepaired: 1,
      itemsLeft: 0,
    };
    expect(summariseRebuild(report)).toEqual({
      days: 3,
      repairedDays: 1,
      claimedEvents: 4,
      settledSessions: 2,
      itemsRepaired: 1,
      itemsLeft: 0,
      expiredDays: 0,
      failedDays: [],
      clean: false,
    });
  });

  it("names the days that failed, which are neither checked nor clean", () => {
    const report = {
      from: "2026-03-01",
      to: "2026-03-02",
      days: [day("2026-03-01"), day("2026-03-02", { failed: "Error: deadline exceeded" })],
      itemsRepaired: 0,
      itemsLeft: 0,
    };
    expect(summariseRebuild(report)).toMatchObject({ days: 1, failedDays: ["2026-03-02"], clean: false });
  });

  it("recognises a run that found nothing to fix", () => {
    const report = { from: "a", to: "b", days: [day("2026-03-01")], itemsRepaired: 0, itemsLeft: 0 };
    expect(summariseRebuild(report).clean).toBe(true);
  });

  it("is not clean while items were left for the next run", () => {
    const report = { from: "a", to: "b", days: [day("2026-03-01")], itemsRepaired: 0, itemsLeft: 2 };
    expect(summariseRebuild(report)).toMatchObject({ itemsLeft: 2, clean: false });
  });

  it("counts apart the days older than the raw data kept, which the rebuild left as they were", () => {
    const report = {
      from: "2025-01-01",
      to: "2025-01-03",
      days: [day("2025-01-01", { expired: true }), day("2025-01-02", { expired: true }), day("2025-01-03")],
      itemsRepaired: 0,
      itemsLeft: 0,
    };
    expect(summariseRebuild(report)).toMatchObject({ days: 1, expiredDays: 2, clean: true });
  });
});
