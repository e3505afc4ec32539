import { addDays, dateKeysBetween, parseDateKey, utcDateKey } from "@folio/domain";

/** Days from `from` to `to`, both included, as UTC `YYYY-MM-DD` keys. */
export interface DateRange {
  from: string;
  to: string;
}

/** Today's UTC date key: the id of today's counter. */
export function todayKey(now: number = Date.now()): string {
  return utcDateKey(now);
}

/** The last `days` days up to and including today (UTC). */
export function lastDays(days: number, now: number = Date.now()): DateRange {
  const to = todayKey(now);
  return { from: addDays(to, -(Math.max(1, Math.floor(days)) - 1)), to };
}

/** The range of the same length just before `range`: what the dashboard compares against. */
export function previousRange(range: DateRange): DateRange {
  const length = dateKeysBetween(range.from, range.to).length;
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** Whether a range is well-formed (valid keys, from ≤ to). */
export function isValidRange(range: DateRange): boolean {
  try {
    parseDateKey(range.from);
    parseDateKey(range.to);
    return range.from <= range.to;
  } catch {
    return false;
  }
}
