const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC calendar date of an instant as `YYYY-MM-DD`: the id of a daily counter. */
export function utcDateKey(at: Date | number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** Parses a `YYYY-MM-DD` key to the instant its UTC day starts; throws on a malformed key. */
export function parseDateKey(key: string): Date {
  const match = DATE_KEY.exec(key);
  if (!match) throw new Error(`Not a YYYY-MM-DD date key: ${key}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (utcDateKey(date) !== key) throw new Error(`Not a calendar date: ${key}`);
  return date;
}

/** Whether `key` is a real calendar date as `YYYY-MM-DD`. */
export function isDateKey(key: unknown): key is string {
  if (typeof key !== "string") return false;
  try {
    parseDateKey(key);
    return true;
  } catch {
    return false;
  }
}

/** Adds whole UTC days to a date key. */
export function addDays(key: string, days: number): string {
  return utcDateKey(parseDateKey(key).getTime() + days * DAY_MS);
}

/** Every date key from `from` to `to`, both included; empty when `from` is after `to`. */
export function dateKeysBetween(from: string, to: string): string[] {
  const keys: string[] = [];
  for (let key = from; key <= to; key = addDays(key, 1)) keys.push(key);
  return keys;
}
