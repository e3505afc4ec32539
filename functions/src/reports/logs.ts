import { logger } from "firebase-functions";
import type { SpikeOutcome } from "./spike-alert";
import type { WeeklyOutcome } from "./weekly-report";

/** One function per log event of the reports; messages are stable for log-based alerts. */
export const reportLogs = {
  weeklyOutcome(result: WeeklyOutcome): void {
    if (result.outcome === "failed")
      logger.warn("reports: weekly report not sent", { attempt: result.attempt, ...result.failure });
    else if (result.outcome === "unconfirmed")
      logger.warn("reports: an earlier weekly report attempt ended unconfirmed; not resent automatically");
    else logger.info(`reports: weekly report ${result.outcome}`);
  },
  spikeOutcome(result: SpikeOutcome): void {
    if (result.outcome === "failed")
      logger.warn("reports: spike alert not sent", { attempt: result.attempt, ...result.failure });
    else if (result.outcome === "sent") logger.info("reports: spike alert sent");
  },
};
