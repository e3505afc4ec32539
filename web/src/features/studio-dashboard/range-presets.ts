import { dateKeysBetween } from "@folio/domain";
import { lastDays, type DateRange } from "./api/date-range";

/** The dashboard's quick choices of period. */
export type RangePreset = "today" | "7d" | "30d" | "90d" | "custom";

const DAYS: Record<Exclude<RangePreset, "custom">, number> = { today: 1, "7d": 7, "30d": 30, "90d": 90 };

/** Labels of the presets, in the order they are offered. */
export const PRESET_LABELS: readonly { value: RangePreset; label: string }[] = [
  { value: "today", label: "Today" },
  { value: "7d", label: "7 days" },
  { value: "30d", label: "30 days" },
  { value: "90d", label: "90 days" },
  { value: "custom", label: "Custom" },
];

/** The UTC days a preset covers, ending today. */
export function presetRange(preset: Exclude<RangePreset, "custom">, now: number = Date.now()): DateRange {
  return lastDays(DAYS[preset], now);
}

/** Number of days in a range, both ends included. */
export function rangeLength(range: DateRange): number {
  return dateKeysBetween(range.from, range.to).length;
}

function formatDay(key: string, withYear: boolean): string {
  const [year, month, day] = key.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  });
}

/** "3 Mar – 1 Apr 2026", or one day: "1 Apr 2026". */
export function describeRange(range: DateRange): string {
  if (range.from === range.to) return formatDay(range.to, true);
  const sameYear = range.from.slice(0, 4) === range.to.slice(0, 4);
  return `${formatDay(range.from, !sameYear)} – ${formatDay(range.to, true)}`;
}

/** A short axis label for a day: "3 Mar". */
export function shortDay(key: string): string {
  return formatDay(key, false);
}
