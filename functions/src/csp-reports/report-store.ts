import {
  addDays,
  CSP_REPORT_LIMITS,
  CSP_REPORTS_COLLECTION,
  cspReportDaySchema,
  parseDateKey,
  utcDateKey,
} from "@folio/domain";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { foldCspReports } from "./report-fold";
import { cspLogs } from "./logs";
import type { ViolationReport } from "./report-parse";

/** The day this instance found full: its reports are then dropped without reading anything. */
let fullDay: string | null = null;

/**
 * Counts reports into the day's document. A transaction, since the caps need the document as it
 * stands; under a burst some lose the race and are dropped, which is fine for reports. Once the
 * day is full, nothing is read or written for the rest of it.
 */
export async function storeCspReports(
  db: Firestore,
  reports: readonly ViolationReport[],
  now = new Date(),
): Promise<void> {
  const day = utcDateKey(now);
  if (reports.length === 0 || fullDay === day) return;
  const ref = db.collection(CSP_REPORTS_COLLECTION).doc(day);
  const stored = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const parsed = cspReportDaySchema.safeParse(snapshot.data());
    const next = foldCspReports(parsed.success ? parsed.data : null, day, reports);
    if (!next) return false;
    transaction.set(ref, {
      ...next,
      expiresAt: Timestamp.fromDate(parseDateKey(addDays(day, CSP_REPORT_LIMITS.keepDays))),
    });
    return true;
  });
  if (!stored) {
    fullDay = day;
    cspLogs.dayFull(day);
  }
}
