import { describe, expect, it } from "vitest";
import {
  deviceSplit,
  failedAttemptsSummary,
  downloadsLine,
  formatRelative,
  hasActivity,
  opensLine,
  topWorks,
} from "./activity-format";
import { expiryLabel } from "./expiry";

const now = new Date(2030, 5, 15, 12, 0);

describe("activity formatting", () => {
  it("says how long ago", () => {
    expect(formatRelative(new Date(now.getTime() - 20_000), now)).toBe("just now");
    expect(formatRelative(new Date(now.getTime() - 5 * 60_000), now)).toBe("5 min ago");
    expect(formatRelative(new Date(now.getTime() - 3 * 3_600_000), now)).toBe("3 h ago");
    expect(formatRelative(new Date(now.getTime() - 26 * 3_600_000), now)).toBe("yesterday");
    expect(formatRelative(new Date(now.getTime() - 4 * 86_400_000), now)).toBe("4 days ago");
    expect(formatRelative(new Date(2030, 0, 2), now)).toBe("2 Jan 2030");
  });

  it("counts opens and devices in words", () => {
    expect(opensLine({ opens: 0, devices: 0 })).toBe("Not opened yet");
    expect(opensLine({ opens: 1, devices: 1 })).toBe("Opened 1 time on 1 device");
    expect(opensLine({ opens: 7, devices: 2 })).toBe("Opened 7 times on 2 devices");
  });

  it("splits opens by device class", () => {
    expect(deviceSplit({ phone: 3, desktop: 1 })).toEqual([
      { device: "phone", label: "Phone", count: 3, percent: 75 },
      { device: "tablet", label: "Tablet", count: 0, percent: 0 },
      { device: "desktop", label: "Desktop", count: 1, percent: 25 },
    ]);
    expect(deviceSplit({}).every((share) => share.percent === 0)).toBe(true);
  });

  it("ranks works by count with their file names", () => {
    const names = new Map([
      ["a", "IMG_1.jpg"],
      ["b", "IMG_2.jpg"],
      ["c", "IMG_3.jpg"],
    ]);
    expect(topWorks({ a: 1, b: 4, c: 1, gone: 2, zero: 0 }, names, 3)).toEqual([
      { workId: "b", fileName: "IMG_2.jpg", count: 4 },
      { workId: "gone", fileName: "(removed)", count: 2 },
      { workId: "a", fileName: "IMG_1.jpg", count: 1 },
    ]);
  });

  it("knows when there is nothing to show", () => {
    const none = {
      opens: 0,
      devices: 0,
      byDevice: {},
      firstOpenedAt: null,
      lastOpenedAt: null,
      recentOpens: [],
      favourites: { a: 0 },
      selections: 0,
      lastSelectionAt: null,
      downloads: { works: 0, zips: 0, perWork: {} },
      failedAttempts: { byDay: {}, lastAt: null, pausedUntil: null },
    };
    expect(hasActivity(null)).toBe(false);
    expect(hasActivity(none)).toBe(false);
    expect(hasActivity({ ...none, favourites: { a: 1 } })).toBe(true);
    const attacked = {
      byDay: { "2030-06-01": { failures: 3, withLink: 0, networks: 1 } },
      lastAt: now,
      pausedUntil: null,
    };
    expect(hasActivity({ ...none, failedAttempts: attacked })).toBe(true);
  });

  it("labels the expiry", () => {
    expect(expiryLabel(null, now)).toBe("Never expires");
    expect(expiryLabel(new Date(2030, 11, 12), now)).toBe("Expires 12 Dec");
    expect(expiryLabel(new Date(2031, 0, 3), now)).toBe("Expires 3 Jan 2031");
    expect(expiryLabel(new Date(2030, 5, 1), now)).toBe("Expired");
  });
});

describe("downloadsLine", () => {
  it("counts works and ZIPs in the singular and the plural", () => {
    expect(downloadsLine({ works: 1, zips: 0, perWork: {} })).toBe("1 work and 0 ZIPs downloaded in all.");
    expect(downloadsLine({ works: 3, zips: 1, perWork: {} })).toBe("3 works and 1 ZIP downloaded in all.");
  });
});

describe("failed password attempts", () => {
  const now = new Date(Date.UTC(2030, 5, 10, 12));
  const day = (failures: number, networks = 1, withLink = 0) => ({ failures, networks, withLink });

  it("sum today, the last 7 days and the last 14 by UTC day, and say whether the link is paused", () => {
    const summary = failedAttemptsSummary(
      {
        byDay: {
          "2030-06-10": day(40, 12, 2),
          "2030-06-09": day(5),
          "2030-06-04": day(1),
          "2030-06-03": day(7),
        },
        lastAt: new Date(now.getTime() - 5 * 60_000),
        pausedUntil: new Date(now.getTime() + 30 * 60_000),
      },
      now,
    );
    expect(summary).toEqual({
      today: 40,
      networksToday: 12,
      withLinkToday: 2,
      week: 46,
      fortnight: 53,
      lastAt: new Date(now.getTime() - 5 * 60_000),
      pausedUntil: new Date(now.getTime() + 30 * 60_000),
    });
    expect(
      failedAttemptsSummary({ byDay: {}, lastAt: null, pausedUntil: new Date(now.getTime() - 1) }, now),
    ).toMatchObject({ fortnight: 0, pausedUntil: null });
  });
});
