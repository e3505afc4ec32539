import { bookingInputSchema, COLLECTIONS, type BookingInput } from "@folio/domain";
import { addDoc, collection, serverTimestamp } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { sending } from "./send-message-error";

/**
 * Stores a booking request in the owner-only `bookings` collection, with the server's
 * time. Resolves to the new document's id; rejects with SendMessageError.
 */
export async function createBooking(input: BookingInput): Promise<string> {
  const data = bookingInputSchema.parse(input);
  const ref = await sending(
    addDoc(collection(liteDb(), COLLECTIONS.bookings), {
      ...data,
      createdAt: serverTimestamp(),
      handled: false,
    }),
  );
  return ref.id;
}
