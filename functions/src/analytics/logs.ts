import type { RebuildReport } from "@folio/domain";
import { logger } from "firebase-functions";

/** One function per log event of the analytics area; messages are stable for log-based alerts. */
export const analyticsLogs = {
  eventIgnored(eventId: string, reason: string, detail: string): void {
    logger.warn("analytics: event not counted", { eventId, reason, detail });
  },
  eventDuplicate(eventId: string): void {
    logger.info("analytics: event already counted (redelivery)", { eventId });
  },
  eventGone(eventId: string): void {
    logger.info("analytics: event deleted before it was counted", { eventId });
  },
  unlikeIgnored(markId: string, reason: string): void {
    logger.warn("analytics: unlike not applied", { markId, reason });
  },
  sessionIgnored(sessionId: string, detail: string): void {
    logger.warn("analytics: session not counted (malformed)", { sessionId, detail });
  },
  sessionSuperseded(sessionId: string): void {
    logger.info("analytics: session changed again; its newer write counts it", { sessionId });
  },
  transientRetry(what: string, attempt: number, error: unknown): void {
    logger.info("analytics: transient write failure, retrying", { what, attempt, error: String(error) });
  },
  rebuildDone(report: RebuildReport, ms: number): void {
    const { days, ...rest } = report;
    const claimed = days.reduce((sum, day) => sum + day.claimedEvents, 0);
    const repairedDays = days.filter((day) => day.repaired).length;
    logger.info("analytics: rebuild done", { ...rest, days: days.length, claimed, repairedDays, ms });
  },
  rollupFailed(date: string, error: unknown): void {
    logger.error("analytics: rollup of a closed day not written (non-transient failure)", {
      date,
      error: String(error),
    });
  },
  foldFailed(date: string, error: unknown): void {
    logger.error("analytics: fold refused for good; the day's new marks are not in its counter", {
      date,
      error: String(error),
    });
  },
  rebuildDayFailed(date: string, error: unknown): void {
    logger.error("analytics: rebuild of one day failed; the other days went on", {
      date,
      error: String(error),
    });
  },
  sessionFailed(sessionId: string, error: unknown): void {
    logger.error("analytics: session not counted (non-transient failure)", {
      sessionId,
      error: String(error),
    });
  },
  callableFailed(name: string, error: unknown): void {
    logger.error("analytics: callable failed", { name, error: String(error) });
  },
};
