import { z } from "zod";
import { bookingInputSchema, inquiryInputSchema } from "./schemas";

/** Fields the server adds to every stored visitor message. */
const stored = {
  id: z.string(),
  /** Server time of the create; null only while a local write is pending. */
  createdAt: z.date().nullable(),
  /** Set by the owner in the studio inbox. */
  handled: z.boolean(),
};

/** An inquiry as the owner reads it from `inquiries` (timestamps converted to Date). */
export const storedInquirySchema = inquiryInputSchema.extend(stored);
export type StoredInquiry = z.infer<typeof storedInquirySchema>;

/** A booking request as the owner reads it from `bookings`. */
export const storedBookingSchema = bookingInputSchema.extend(stored);
export type StoredBooking = z.infer<typeof storedBookingSchema>;
