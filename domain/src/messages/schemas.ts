import { z } from "../zod";
import { MESSAGE_FIELD_ERRORS as E, MESSAGE_LIMITS as L, SHOOT_KINDS } from "./limits";
import { MESSAGE_PATTERNS as P } from "./patterns";

/**
 * Each field twice: as stored (what the rules accept and the studio parses, no trimming) and
 * as typed (trimmed first, then the very same checks). So a form refuses exactly what the
 * rules would, and the studio can open every message the rules let in.
 */

/**
 * At most `max` UTF-16 code units, as the rules' `size()` counts (an emoji is 2). zod's own
 * `.max()` counts code points, which would let the studio parse what the rules refuse.
 */
const atMost = (max: number) => (value: string) => value.length <= max;

function text(max: number, required: string, tooLong: string, trim: boolean) {
  const base = trim ? z.string().trim() : z.string();
  return base.min(1, required).refine(atMost(max), tooLong).regex(P.text, required);
}
function email(trim: boolean) {
  const base = trim ? z.string().trim() : z.string();
  return base.refine(atMost(L.emailMax), E.emailInvalid).regex(P.email, E.emailInvalid);
}
function phone(trim: boolean) {
  const base = trim ? z.string().trim() : z.string();
  return base.refine(atMost(L.phoneMax), E.phoneInvalid).regex(P.phone, E.phoneInvalid);
}
const isoDay = z.string().regex(P.day, E.dateInvalid);

/** The item an inquiry is about: its id and title when it was sent from an item, else null. */
const itemRef = {
  itemId: z.string().min(1).refine(atMost(L.itemIdMax)).nullable(),
  itemTitle: z.string().min(1).refine(atMost(L.itemTitleMax)).nullable(),
};

/**
 * The tracker's daily visitor id, sent with a message so flood control can budget per visitor;
 * optional (a browser that refuses storage, or an older client, has none).
 */
const visitorId = z.string().regex(P.visitorId).optional();

/**
 * The tracker's current session id (the same pattern), so the owner sees which traffic source
 * and campaign brought the message; optional as `visitorId`. The server uses it only when the
 * session is the same visitor's.
 */
const sessionId = z.string().regex(P.visitorId).optional();

/** The work a booking request was started from: optional keys (older clients send neither), else as an inquiry's. */
const bookingItemRef = {
  itemId: itemRef.itemId.optional(),
  itemTitle: itemRef.itemTitle.optional(),
};

function inquiryFields(trim: boolean) {
  return {
    name: text(L.nameMax, E.nameRequired, E.nameTooLong, trim),
    email: email(trim),
    message: text(L.messageMax, E.messageRequired, E.messageTooLong, trim),
    ...itemRef,
    visitorId,
    sessionId,
  };
}

function bookingFields(trim: boolean) {
  return {
    name: text(L.nameMax, E.nameRequired, E.nameTooLong, trim),
    email: email(trim),
    phone: phone(trim),
    date: isoDay,
    shootKind: z.enum(SHOOT_KINDS, E.shootKindRequired),
    message: text(L.messageMax, E.messageRequired, E.messageTooLong, trim),
    ...bookingItemRef,
    visitorId,
    sessionId,
  };
}

/** What a visitor sends with the inquiry form (trimmed and validated in the browser, again by the rules). */
export const inquiryInputSchema = z.object(inquiryFields(true));
export type InquiryInput = z.infer<typeof inquiryInputSchema>;

/** What a visitor sends with the booking request form. */
export const bookingInputSchema = z.object(bookingFields(true));
export type BookingInput = z.infer<typeof bookingInputSchema>;

/** An inquiry's visitor fields as stored: exactly what the rules accept (nothing is trimmed here). */
export const storedInquiryFieldsSchema = z.object(inquiryFields(false));

/** A booking request's visitor fields as stored. */
export const storedBookingFieldsSchema = z.object(bookingFields(false));

/**
 * The booking form's schema for a visitor whose calendar says `today` (YYYY-MM-DD): the
 * shoot cannot be in the past. ISO days compare correctly as strings. The check sits on
 * the field, so it is reported together with every other problem.
 */
export function bookingRequestSchema(today: string) {
  return bookingInputSchema.extend({
    // A malformed day has its own message already; only a well-formed one can be "in the past".
    date: isoDay.refine((day) => !P.day.test(day) || day >= today, E.dateInPast),
  });
}
