import { CSP_REPORT_LIMITS, CSP_REPORTS_COLLECTION, cspReportDaySchema } from "@folio/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { collection, getDocs, limit, query } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { summariseCspReports, type CspReportSummary } from "../csp-report-summary";

/**
 * The days' reports of what the Content-Security-Policy blocked: the collection holds a month
 * (a TTL policy removes older days), so one small read lists it all; a few days more than that
 * allow for TTL's own delay.
 */
async function readCspReports(): Promise<CspReportSummary> {
  const snapshot = await getDocs(
    query(collection(liteDb(), CSP_REPORTS_COLLECTION), limit(CSP_REPORT_LIMITS.keepDays + 5)),
  );
  const days = snapshot.docs.flatMap((doc) => {
    const parsed = cspReportDaySchema.safeParse(doc.data());
    return parsed.success ? [parsed.data] : [];
  });
  return summariseCspReports(days, CSP_REPORT_LIMITS.reportsPerDay);
}

/** The CSP reports for the studio's Site page. */
export function useCspReportsQuery() {
  return useQuery(queryOptions({ queryKey: ["csp-reports"], queryFn: readCspReports }));
}
