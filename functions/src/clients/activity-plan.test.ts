import { CLIENT_LIMITS } from "@folio/domain";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import {
  favouriteChanges,
  parseOpenCounts,
  planFailedAttempts,
  planFavourites,
  planOpen,
} from "./activity-plan";

const at = (ms: number) => Timestamp.fromMillis(ms);

describe("planOpen", () => {
  it("counts every open, a device once, by class, with the newest opens first", () => {
    const first = planOpen(parseOpenCounts(undefined), { at: at(1), device: "phone", newDevice: true });
    expect(first).toEqual({
      opens: 1,
      devices: 1,
      byDevice: { phone: 1, tablet: 0, desktop: 0 },
      firstOpenedAt: at(1),
      lastOpenedAt: at(1),
      recentOpens: [{ at: at(1), device: "phone" }],
    });
    const second = planOpen(first, { at: at(2), device: "desktop", newDevice: false });
    expect(second).toMatchObject({ opens: 2, devices: 1, firstOpenedAt: at(1), lastOpenedAt: at(2) });
    expect(second.recentOpens.map((open) => open.device)).toEqual(["desktop", "phone"]);
  });

  it("keeps only the latest opens in full", () => {
    let counts = parseOpenCounts({});
    for (let ms = 0; ms < CLIENT_LIMITS.recentOpensMax + 5; ms += 1)
      counts = planOpen(counts, { at: at(ms), device: "tablet", newDevice: false });
    expect(counts.recentOpens).toHaveLength(CLIENT_LIMITS.recentOpensMax);
    expect(counts.recentOpens[0]!.at).toEqual(at(CLIENT_LIMITS.recentOpensMax + 4));
    expect(counts.opens).toBe(CLIENT_LIMITS.recentOpensMax + 5);
  });

  it("reads malformed counts as zero and skips malformed recent opens", () => {
    expect(
      parseOpenCounts({
        opens: -3,
        devices: "2",
        byDevice: { phone: 1.5 },
        recentOpens: [{ at: 1, device: "phone" }],
      }),
    ).toMatchObject({ opens: 0, devices: 0, byDevice: { phone: 0 }, recentOpens: [] });
  });
});

describe("favourites", () => {
  it("moves each work by the difference between a device's lists, counting repeats once", () => {
    expect(Object.fromEntries(favouriteChanges(["a", "b", "b"], ["b", "c", 7]))).toEqual({ c: 1, a: -1 });
    expect(favouriteChanges(undefined, "nope").size).toBe(0);
  });

  it("counts only works of the gallery, drops keys at zero, and bounds the map", () => {
    const changes = new Map([
      ["a", 1],
      ["b", -1],
      ["ghost", 1],
      ["c", 1],
    ]);
    expect(Object.fromEntries(planFavourites({ a: 2, b: 1 }, changes, new Set(["a", "b", "c"]), 3))).toEqual({
      a: 3,
      b: null,
      c: 1,
    });
    // Full map: a new key is not added, an existing one still moves.
    expect(Object.fromEntries(planFavourites({ a: 1, b: 1 }, changes, new Set(["a", "c"]), 2))).toEqual({
      a: 2,
    });
    expect(planFavourites({}, new Map([["a", -1]]), new Set(["a"])).size).toBe(0);
  });
});

describe("planFailedAttempts", () => {
  const day = (key: string) => Date.parse(`${key}T12:00:00Z`);

  it("counts each wrong password on its UTC day, with the link key and new networks apart", () => {
    const first = planFailedAttempts(undefined, {
      at: day("2026-11-29"),
      withLink: false,
      newNetworkToday: true,
      pausedUntil: null,
    });
    expect(first).toEqual({
      byDay: { "2026-11-29": { failures: 1, withLink: 0, networks: 1 } },
      lastAt: at(day("2026-11-29")),
      pausedUntil: null,
    });
    const second = planFailedAttempts(first, {
      at: day("2026-11-29") + 1,
      withLink: true,
      newNetworkToday: false,
      pausedUntil: day("2026-11-29") + 60_000,
    });
    expect(second.byDay).toEqual({ "2026-11-29": { failures: 2, withLink: 1, networks: 1 } });
    expect(second.pausedUntil).toEqual(at(day("2026-11-29") + 60_000));
    // A failure with the link key leaves the plain link's pause as it was.
    const third = planFailedAttempts(second, {
      at: day("2026-11-29") + 2,
      withLink: true,
      newNetworkToday: false,
    });
    expect(third.pausedUntil).toEqual(at(day("2026-11-29") + 60_000));
  });

  it("keeps the last days only, and reads anything malformed as nothing", () => {
    const stored = {
      byDay: {
        "2026-11-01": { failures: 9 },
        "2026-11-20": { failures: 3, withLink: "x", networks: -1 },
        __proto__: { failures: 1 },
        "not-a-day": { failures: 1 },
      },
    };
    const plan = planFailedAttempts(stored, {
      at: day("2026-11-29"),
      withLink: false,
      newNetworkToday: false,
      pausedUntil: null,
    });
    expect(Object.keys(plan.byDay).sort()).toEqual(["2026-11-20", "2026-11-29"]);
    expect(plan.byDay["2026-11-20"]).toEqual({ failures: 3, withLink: 0, networks: 0 });
    expect(Object.keys(plan.byDay).length).toBeLessThanOrEqual(CLIENT_LIMITS.failedDaysKept);
  });
});
