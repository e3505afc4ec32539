import type { CspReportDay, CspViolation } from "@folio/domain";

/** One kind of violation over the days read, for the studio's list. */
export interface CspViolationRow extends CspViolation {
  /** The last day it was reported (`YYYY-MM-DD`). */
  lastDay: string;
}

/** The days' reports, summed by kind (most reported first), and the days whose counting stopped. */
export interface CspReportSummary {
  rows: CspViolationRow[];
  total: number;
  /** Days that reached their cap of reports, or of kinds (some were only counted). */
  cappedDays: string[];
}

/**
 * Folds the days' documents into one list: the same violation on several days is one row with
 * the counts added and its last day. A day that dropped kinds or hit the day's cap is named,
 * so the owner knows the list is not the whole of it.
 */
export function summariseCspReports(days: readonly CspReportDay[], reportsPerDay: number): CspReportSummary {
  const rows = new Map<string, CspViolationRow>();
  let total = 0;
  const cappedDays: string[] = [];
  for (const day of [...days].sort((a, b) => a.day.localeCompare(b.day))) {
    total += day.total;
    if (day.dropped > 0 || day.total >= reportsPerDay) cappedDays.push(day.day);
    for (const entry of Object.values(day.entries)) {
      const key = JSON.stringify([entry.directive, entry.blocked, entry.page, entry.browser]);
      const row = rows.get(key);
      rows.set(key, { ...entry, count: (row?.count ?? 0) + entry.count, lastDay: day.day });
    }
  }
  return {
    rows: [...rows.values()].sort((a, b) => b.count - a.count || b.lastDay.localeCompare(a.lastDay)),
    total,
    cappedDays,
  };
}
