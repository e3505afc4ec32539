import { z } from "../zod";
import { SPAM_REASONS } from "./flood";
import { storedBookingFieldsSchema, storedInquiryFieldsSchema } from "./schemas";

/** Fields the server adds to every stored visitor message. */
const stored = {
  id: z.string(),
  /** Server time of the create; null only while a local write is pending. */
  createdAt: z.date().nullable(),
  /** Set by the owner in the studio inbox. */
  handled: z.boolean(),
  /** Set by flood control; absent until the message is screened (then it counts as not spam). */
  likelySpam: z.boolean().optional(),
  /** Why flood control flagged it. */
  spamReason: z.enum(SPAM_REASONS).optional(),
};

/** An inquiry as the owner reads it from `inquiries` (timestamps converted to Date). */
export const storedInquirySchema = storedInquiryFieldsSchema.extend(stored);
export type StoredInquiry = z.infer<typeof storedInquirySchema>;

/** A booking request as the owner reads it from `bookings`. */
export const storedBookingSchema = storedBookingFieldsSchema.extend(stored);
export type StoredBooking = z.infer<typeof storedBookingSchema>;
