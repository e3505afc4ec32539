// Wiring only: the weekly report email; the logic lives in weekly-report.ts.
import { onSchedule } from "firebase-functions/v2/scheduler";
import { db } from "../lib/admin";
import { mailSecrets } from "../mail/config";
import { liveOwnerMailConfig } from "../mail/owner-mail";
import { reportLogs } from "./logs";
import { sendWeeklyReport } from "./weekly-report";

/**
 * Monday 08:00 UTC: last week's report to the owner. A transient SMTP failure throws, and the
 * scheduler retries (the send state on the week's marker makes that safe).
 */
export const weeklyReportFn = onSchedule(
  { schedule: "0 8 * * 1", timeZone: "UTC", retryCount: 3, secrets: mailSecrets },
  async () => {
    const result = await sendWeeklyReport(db(), new Date(), liveOwnerMailConfig());
    reportLogs.weeklyOutcome(result);
    if (result.outcome === "failed" && result.retryable)
      throw new Error(`reports: weekly report not sent (${result.failure.reason}); the scheduler retries`);
  },
);
