import { parseDateKey } from "../date-key";

/**
 * Months the raw analytics records (events, sessions and what the server keeps per session or
 * visitor) are kept before Firestore's TTL policies delete them: the owner's
 * ANALYTICS_RETENTION_MONTHS (functions/.env), this by default. The day counters and rollups
 * that the dashboard reads are kept for good.
 */
export const DEFAULT_RETENTION_MONTHS = 13;
/** The longest retention the owner may set (and the shortest is 1 month). */
export const MAX_RETENTION_MONTHS = 120;

/** The field Firestore's TTL policies delete by (firestore.indexes.json, `ttl: true`). */
export const EXPIRES_AT_FIELD = "expiresAt";

/**
 * When a raw record made at `time` expires: the same UTC time `months` calendar months later
 * (a day missing from the later month rolls over into the next, keeping it a little longer).
 */
export function expiresAt(time: Date, months: number): Date {
  return new Date(
    Date.UTC(
      time.getUTCFullYear(),
      time.getUTCMonth() + months,
      time.getUTCDate(),
      time.getUTCHours(),
      time.getUTCMinutes(),
      time.getUTCSeconds(),
      time.getUTCMilliseconds(),
    ),
  );
}

/**
 * Whether UTC day `date` still has all of its raw records at `now`: its first moment has not
 * expired. A rebuild may recount only such a day; an older one keeps its counter and rollup.
 */
export function rawDataKept(date: string, now: Date, months: number): boolean {
  return expiresAt(parseDateKey(date), months).getTime() > now.getTime();
}

/** A retention in months from its text (an env value), or the default when it is missing or out of range. */
export function parseRetentionMonths(value: string | undefined): number {
  const months = Number(value);
  return Number.isInteger(months) && months >= 1 && months <= MAX_RETENTION_MONTHS
    ? months
    : DEFAULT_RETENTION_MONTHS;
}
