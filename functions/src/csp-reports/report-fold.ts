// A day's reports, folded: one entry per kind of violation with a count, at most
// CSP_REPORT_LIMITS.entriesPerDay kinds and reportsPerDay reports, so however many reports
// arrive (a broken deploy, an extension, someone posting on purpose) the document stays small
// and the writes stop for the day.
import { createHash } from "node:crypto";
import { CSP_REPORT_LIMITS, type CspReportDay } from "@folio/domain";
import type { ViolationReport } from "./report-parse";

/** An entry's key: a hash of its fields, so no sender picks a document field name. */
export function violationKey(report: ViolationReport): string {
  return createHash("sha256")
    .update(JSON.stringify([report.directive, report.blocked, report.page, report.browser]))
    .digest("hex")
    .slice(0, 20);
}

/**
 * The day's document with `reports` counted in, or null when the day is full (nothing to write).
 * Reports past the day's cap are not counted; new kinds past the kinds' cap count in `dropped`.
 */
export function foldCspReports(
  current: CspReportDay | null,
  day: string,
  reports: readonly ViolationReport[],
  limits: { entriesPerDay: number; reportsPerDay: number } = CSP_REPORT_LIMITS,
): CspReportDay | null {
  const base: CspReportDay = current ?? { day, total: 0, dropped: 0, entries: {} };
  const room = limits.reportsPerDay - base.total;
  if (room <= 0 || reports.length === 0) return null;
  const entries = new Map(Object.entries(base.entries));
  let dropped = base.dropped;
  const counted = reports.slice(0, room);
  for (const report of counted) {
    const key = violationKey(report);
    const entry = entries.get(key);
    if (entry) entries.set(key, { ...entry, count: entry.count + 1 });
    else if (entries.size < limits.entriesPerDay) entries.set(key, { ...report, count: 1 });
    else dropped += 1;
  }
  return { day, total: base.total + counted.length, dropped, entries: Object.fromEntries(entries) };
}
