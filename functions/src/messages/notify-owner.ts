import { COLLECTIONS, EMAIL_AUTO_ATTEMPTS } from "@folio/domain";
import type { Firestore } from "firebase-admin/firestore";
import type { OwnerMailConfig } from "../mail/owner-mail";
import { sendOnce, type SendResult } from "../mail/send-once";
import type { SendMode } from "../mail/send-state";
import { isTransient } from "../lib/firestore-errors";
import { messageLogs } from "./logs";
import { composeOwnerEmail, type MessageKind } from "./owner-email";

const COLLECTION_OF: Record<MessageKind, string> = {
  inquiry: COLLECTIONS.inquiries,
  booking: COLLECTIONS.bookings,
};

/** Emails the owner about one message, once (see sendOnce); the result says what happened. */
export function notifyOwner(
  db: Firestore,
  kind: MessageKind,
  id: string,
  mode: SendMode,
  config: OwnerMailConfig,
): Promise<SendResult> {
  const ref = db.collection(COLLECTION_OF[kind]).doc(id);
  return sendOnce(db, ref, mode, (data) => composeOwnerEmail(kind, id, data, config), config);
}

/** A failed send that the Functions retry policy should run again. */
export class RetryableSendError extends Error {
  constructor(path: string, reason: string) {
    super(`email about ${path} not sent (${reason}); the event is retried`);
    this.name = "RetryableSendError";
  }
}

/**
 * The trigger's step after screening: emails the owner and logs the outcome. A transient
 * failure (network, 4xx) within EMAIL_AUTO_ATTEMPTS is thrown, so the event is delivered
 * again and the next delivery claims the next attempt; anything else stays recorded on the
 * message for the inbox. Firestore's transient errors are thrown too; other errors are logged
 * (the message stays in the inbox, unmailed, never lost).
 */
export async function notifyOwnerSafely(
  db: Firestore,
  kind: MessageKind,
  id: string,
  config: OwnerMailConfig,
): Promise<void> {
  const path = `${COLLECTION_OF[kind]}/${id}`;
  let result: SendResult;
  try {
    result = await notifyOwner(db, kind, id, "automatic", config);
  } catch (error) {
    if (isTransient(error)) throw error;
    messageLogs.emailFailed(path, error);
    return;
  }
  messageLogs.emailOutcome(path, result);
  if (result.outcome === "failed" && result.retryable && result.attempt < EMAIL_AUTO_ATTEMPTS)
    throw new RetryableSendError(path, result.failure.reason);
}
