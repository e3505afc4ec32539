// Wiring only: flood control of visitor messages, then the owner's email; the logic lives in
// screen-message.ts and notify-owner.ts.
import {
  COLLECTIONS,
  InvalidInputError,
  resendEmailRequestSchema,
  type ResendEmailResult,
} from "@folio/domain";
import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { ownerCallable } from "../content/owner-callable";
import { db } from "../lib/admin";
import { mailSecrets } from "../mail/config";
import { liveOwnerMailConfig } from "../mail/owner-mail";
import { notifyOwner, notifyOwnerSafely } from "./notify-owner";
import type { MessageKind } from "./owner-email";
import { screenMessageSafely } from "./screen-message";

/** Screens a new message, then emails the owner unless it was flagged; both steps are idempotent. */
async function onNewMessage(kind: MessageKind, collection: string, id: string, time: string): Promise<void> {
  await screenMessageSafely(db(), `${collection}/${id}`, new Date(time));
  await notifyOwnerSafely(db(), kind, id, liveOwnerMailConfig());
}

/** Each new inquiry; retried on transient failure, which the send state makes safe. */
export const screenInquiryFn = onDocumentCreated(
  { document: `${COLLECTIONS.inquiries}/{messageId}`, retry: true, secrets: mailSecrets },
  (event) => onNewMessage("inquiry", COLLECTIONS.inquiries, event.params.messageId, event.time),
);

/** Each new booking request. */
export const screenBookingFn = onDocumentCreated(
  { document: `${COLLECTIONS.bookings}/{messageId}`, retry: true, secrets: mailSecrets },
  (event) => onNewMessage("booking", COLLECTIONS.bookings, event.params.messageId, event.time),
);

/**
 * The owner's "Send again" in the inbox: claims and sends like the trigger, but also after a
 * permanent failure or an unconfirmed attempt. Answers what happened; a failed send is an
 * answer (with its reason), not an error.
 */
export const resendMessageEmailFn = ownerCallable(
  "resendMessageEmail",
  resendEmailRequestSchema,
  async (input): Promise<ResendEmailResult> => {
    const result = await notifyOwner(db(), input.kind, input.id, "owner", liveOwnerMailConfig());
    if (result.outcome === "gone") throw new InvalidInputError("The message no longer exists");
    return result.outcome === "failed"
      ? { outcome: result.outcome, reason: result.failure.reason, detail: result.failure.detail }
      : { outcome: result.outcome };
  },
  { secrets: mailSecrets },
);
