import { logger } from "firebase-functions";

/** One function per log event of flood control; messages are stable for log-based alerts. */
export const messageLogs = {
  flagged(path: string, reason: string, counts: { visitor: number | null; site: number }): void {
    logger.warn("messages: message flagged as likely spam", { path, reason, ...counts });
  },
  alreadyScreened(path: string): void {
    logger.info("messages: message already screened (redelivery)", { path });
  },
  gone(path: string): void {
    logger.info("messages: message deleted before it was screened", { path });
  },
  failed(path: string, error: unknown): void {
    logger.error("messages: screening failed; the message stays unflagged", { path, error: String(error) });
  },
};
