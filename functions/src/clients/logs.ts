import { logger } from "firebase-functions";
import type { SendResult } from "../mail/send-once";

/** One function per log event of client galleries; messages are stable for log-based alerts. */
export const clientLogs = {
  openRefused(galleryId: string, reason: string): void {
    logger.info("clients: gallery not opened", { galleryId, reason });
  },
  /** Never the caller's address: it is used for rate limiting only. */
  openRetried(galleryId: string, attempt: number, error: unknown): void {
    logger.info("clients: open's transaction ended uncommitted; run again", {
      galleryId,
      attempt,
      error: String(error),
    });
  },
  attemptsExceeded(galleryId: string, scope: string, retryAt: number): void {
    logger.warn("clients: too many wrong passwords; attempts paused", { galleryId, scope, retryAt });
  },
  granted(galleryId: string, device: string, newDevice: boolean): void {
    logger.info("clients: gallery opened", { galleryId, device, newDevice });
  },
  passwordChanged(galleryId: string, hasPassword: boolean, revokedGrants: number): void {
    logger.info("clients: gallery password changed; grants revoked", {
      galleryId,
      hasPassword,
      revokedGrants,
    });
  },
  galleryEmailed(galleryId: string): void {
    logger.info("clients: gallery link emailed to the client", { galleryId });
  },
  selectionInvalid(selectionId: string, reason: string): void {
    logger.warn("clients: selection not valid; marked and left", { selectionId, reason });
  },
  selectionNotEmailed(selectionId: string, mail: string): void {
    logger.info("clients: selection listed in the studio, not emailed", { selectionId, mail });
  },
  selectionDuplicate(selectionId: string): void {
    logger.info("clients: selection already counted (redelivery)", { selectionId });
  },
  selectionEmailOutcome(selectionId: string, result: SendResult): void {
    if (result.outcome === "failed")
      logger.warn("clients: selection email to the owner not sent", {
        selectionId,
        attempt: result.attempt,
        ...result.failure,
      });
    else logger.info(`clients: selection email to the owner ${result.outcome}`, { selectionId });
  },
  selectionFailed(selectionId: string, error: unknown): void {
    logger.error("clients: selection not handled; it stays in the inbox", {
      selectionId,
      error: String(error),
    });
  },
  favouritesDuplicate(eventId: string): void {
    logger.info("clients: favourites event already counted (redelivery)", { eventId });
  },
  favouritesCounted(galleryId: string, changes: number): void {
    logger.info("clients: favourites counted", { galleryId, changes });
  },
  favouritesFailed(galleryId: string, error: unknown): void {
    logger.error("clients: favourites not counted", { galleryId, error: String(error) });
  },
};
