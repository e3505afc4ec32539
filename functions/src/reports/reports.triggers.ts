// Wiring only: the weekly report and the spike alert; the logic lives in weekly-report.ts and spike-alert.ts.
import { onSchedule } from "firebase-functions/v2/scheduler";
import { db } from "../lib/admin";
import { mailSecrets } from "../mail/config";
import { liveOwnerMailConfig } from "../mail/owner-mail";
import { reportLogs } from "./logs";
import { checkSpike } from "./spike-alert";
import { SPIKE_CHECK_MINUTES } from "./spike-plan";
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

/**
 * Every 15 minutes: today's visitors against the spike threshold; past it, one email that day.
 * A transient SMTP failure throws and the scheduler retries (the day's marker keeps it to one).
 */
export const spikeAlertFn = onSchedule(
  { schedule: `*/${SPIKE_CHECK_MINUTES} * * * *`, timeZone: "UTC", retryCount: 3, secrets: mailSecrets },
  async () => {
    const result = await checkSpike(db(), new Date(), liveOwnerMailConfig());
    reportLogs.spikeOutcome(result);
    if (result.outcome === "failed" && result.retryable)
      throw new Error(`reports: spike alert not sent (${result.failure.reason}); the scheduler retries`);
  },
);
