import { addDays, utcDateKey, type ClientActivity } from "@folio/domain";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", then the date. */
export function formatRelative(at: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return days === 1 ? "yesterday" : `${days} days ago`;
  return at.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });
}

/** "1 heart", "3 hearts". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** "Opened 5 times on 2 devices"; "Not opened yet". */
export function opensLine(activity: Pick<ClientActivity, "opens" | "devices">): string {
  if (activity.opens === 0) return "Not opened yet";
  return `Opened ${plural(activity.opens, "time")} on ${plural(activity.devices, "device")}`;
}

/** One device class's share of the opens. */
export interface DeviceShare {
  device: "phone" | "tablet" | "desktop";
  label: string;
  count: number;
  /** Whole percent of all opens counted by class. */
  percent: number;
}

const DEVICE_LABELS = { phone: "Phone", tablet: "Tablet", desktop: "Desktop" } as const;

export function deviceSplit(byDevice: ClientActivity["byDevice"]): DeviceShare[] {
  const devices = ["phone", "tablet", "desktop"] as const;
  const total = devices.reduce((sum, device) => sum + (byDevice[device] ?? 0), 0);
  return devices.map((device) => {
    const count = byDevice[device] ?? 0;
    return {
      device,
      label: DEVICE_LABELS[device],
      count,
      percent: total ? Math.round((count / total) * 100) : 0,
    };
  });
}

/** A work's count in a ranking, with the name the owner knows it by. */
export interface RankedWork {
  workId: string;
  fileName: string;
  count: number;
}

/**
 * The works with the highest counts, most first (ties by file name), at most `max`; a work
 * deleted since shows as "(removed)".
 */
export function topWorks(
  counts: Readonly<Record<string, number>>,
  fileNames: ReadonlyMap<string, string>,
  max = 10,
): RankedWork[] {
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([workId, count]) => ({ workId, count, fileName: fileNames.get(workId) ?? "(removed)" }))
    .sort((a, b) => b.count - a.count || a.fileName.localeCompare(b.fileName))
    .slice(0, max);
}

/** Whether there is anything to show at all. */
export function hasActivity(activity: ClientActivity | null): activity is ClientActivity {
  return (
    activity !== null &&
    (activity.opens > 0 ||
      activity.selections > 0 ||
      activity.downloads.works + activity.downloads.zips > 0 ||
      Object.values(activity.favourites).some((count) => count > 0) ||
      activity.failedAttempts.lastAt !== null)
  );
}

/** "2 works and 1 ZIP downloaded in all." */
export function downloadsLine(downloads: ClientActivity["downloads"]): string {
  return `${plural(downloads.works, "work")} and ${plural(downloads.zips, "ZIP")} downloaded in all.`;
}

/** What the Activity tab says of wrong passwords. */
export interface FailedAttemptsSummary {
  /** Wrong passwords today (UTC), from how many networks, and of them with the link key. */
  today: number;
  networksToday: number;
  withLinkToday: number;
  /** Today and the 6 days before; today and the 13 before. */
  week: number;
  fortnight: number;
  lastAt: Date | null;
  /** Until when a new device without the emailed link waits; null when it need not. */
  pausedUntil: Date | null;
}

/** Sums the stored days (UTC) into the periods the Activity tab shows. */
export function failedAttemptsSummary(
  failed: ClientActivity["failedAttempts"],
  now: Date = new Date(),
): FailedAttemptsSummary {
  const today = utcDateKey(now);
  const sumSince = (days: number) => {
    const from = addDays(today, 1 - days);
    return Object.entries(failed.byDay)
      .filter(([day]) => day >= from && day <= today)
      .reduce((sum, [, counts]) => sum + counts.failures, 0);
  };
  const day = failed.byDay[today];
  return {
    today: day?.failures ?? 0,
    networksToday: day?.networks ?? 0,
    withLinkToday: day?.withLink ?? 0,
    week: sumSince(7),
    fortnight: sumSince(14),
    lastAt: failed.lastAt,
    pausedUntil: failed.pausedUntil && failed.pausedUntil > now ? failed.pausedUntil : null,
  };
}
