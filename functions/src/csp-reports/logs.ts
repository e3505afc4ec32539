import { logger } from "firebase-functions";

/** One function per log event of the CSP reports; messages are stable for log-based alerts. */
export const cspLogs = {
  dayFull(day: string): void {
    logger.warn("csp: the day's reports reached their cap; more are not counted", { day });
  },
  storeFailed(day: string, error: unknown): void {
    logger.warn("csp: reports could not be stored", { day, error: String(error) });
  },
};
