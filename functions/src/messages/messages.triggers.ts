// Wiring only: flood control of visitor messages; the logic lives in screen-message.ts.
import { COLLECTIONS } from "@folio/domain";
import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { db } from "../lib/admin";
import { screenMessageSafely } from "./screen-message";

/** Screens each new inquiry; idempotent, so retried on transient failure. */
export const screenInquiryFn = onDocumentCreated(
  { document: `${COLLECTIONS.inquiries}/{messageId}`, retry: true },
  (event) =>
    screenMessageSafely(db(), `${COLLECTIONS.inquiries}/${event.params.messageId}`, new Date(event.time)),
);

/** Screens each new booking request. */
export const screenBookingFn = onDocumentCreated(
  { document: `${COLLECTIONS.bookings}/{messageId}`, retry: true },
  (event) =>
    screenMessageSafely(db(), `${COLLECTIONS.bookings}/${event.params.messageId}`, new Date(event.time)),
);
