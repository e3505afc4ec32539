import { logger } from "firebase-functions";
import type { SendResult } from "../mail/send-once";

/** One function per log event of flood control and the owner's emails; messages are stable for log-based alerts. */
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
  emailOutcome(path: string, result: SendResult): void {
    if (result.outcome === "failed")
      logger.warn("messages: email to the owner not sent", {
        path,
        attempt: result.attempt,
        ...result.failure,
      });
    else if (result.outcome === "unconfirmed")
      logger.warn("messages: an earlier email attempt ended unconfirmed; not resent automatically", { path });
    else logger.info(`messages: email to the owner ${result.outcome}`, { path });
  },
  emailFailed(path: string, error: unknown): void {
    logger.error("messages: emailing the owner failed; the message stays unmailed", {
      path,
      error: String(error),
    });
  },
};
