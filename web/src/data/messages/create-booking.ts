import { bookingInputSchema, COLLECTIONS, type BookingInput } from "@folio/domain";
import { addDoc, collection, serverTimestamp } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { messageVisitorId } from "./message-visitor-id";
import { sending } from "./send-message-error";

/**
 * Stores a booking request in the owner-only `bookings` collection, with the server's
 * time, and today's visitor id for flood control when there is one. Resolves to the new document's id; rejects with SendMessageError.
 */
export async function createBooking(input: BookingInput): Promise<string> {
  const visitorId = input.visitorId ?? messageVisitorId();
  const data = bookingInputSchema.parse(visitorId ? { ...input, visitorId } : input);
  const ref = await sending(
    addDoc(collection(liteDb(), COLLECTIONS.bookings), {
      ...data,
      createdAt: serverTimestamp(),
      handled: false,
    }),
  );
  return ref.id;
}
