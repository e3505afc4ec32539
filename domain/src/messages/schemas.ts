import { z } from "zod";
import { MESSAGE_FIELD_ERRORS as E, MESSAGE_LIMITS as L, SHOOT_KINDS } from "./limits";

const name = z.string().trim().min(1, E.nameRequired).max(L.nameMax, E.nameTooLong);
const email = z.string().trim().max(L.emailMax, E.emailInvalid).pipe(z.email(E.emailInvalid));
const message = z.string().trim().min(1, E.messageRequired).max(L.messageMax, E.messageTooLong);
/** Digits, spaces and the usual phone punctuation; empty means "not given". */
const phone = z
  .string()
  .trim()
  .max(L.phoneMax, E.phoneInvalid)
  .regex(/^$|^\+?[0-9 ()./-]{5,}$/, E.phoneInvalid);
/** A calendar day as YYYY-MM-DD (the day the visitor has in mind, not an instant). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isoDay = z.string().regex(ISO_DAY, E.dateInvalid);

/** The item an inquiry is about: its id and title when it was sent from an item, else null. */
const itemRef = {
  itemId: z.string().min(1).max(L.itemIdMax).nullable(),
  itemTitle: z.string().max(L.itemTitleMax).nullable(),
};

/** What a visitor sends with the inquiry form (validated in the browser, again by the rules). */
export const inquiryInputSchema = z.object({ name, email, message, ...itemRef });
export type InquiryInput = z.infer<typeof inquiryInputSchema>;

/** What a visitor sends with the booking request form. */
export const bookingInputSchema = z.object({
  name,
  email,
  phone,
  date: isoDay,
  shootKind: z.enum(SHOOT_KINDS, E.shootKindRequired),
  message,
});
export type BookingInput = z.infer<typeof bookingInputSchema>;

/**
 * The booking form's schema for a visitor whose calendar says `today` (YYYY-MM-DD): the
 * shoot cannot be in the past. ISO days compare correctly as strings. The check sits on
 * the field, so it is reported together with every other problem.
 */
export function bookingRequestSchema(today: string) {
  return bookingInputSchema.extend({
    // A malformed day has its own message already; only a well-formed one can be "in the past".
    date: isoDay.refine((day) => !ISO_DAY.test(day) || day >= today, E.dateInPast),
  });
}
