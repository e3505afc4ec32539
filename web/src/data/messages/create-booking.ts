import { bookingInputSchema, COLLECTIONS, type BookingInput } from "@folio/domain";
import { addDoc, collection, serverTimestamp } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { sending } from "./send-message-error";
import { withTrackerIds } from "./tracker-ids";

/**
 * Stores a booking request in the owner-only `bookings` collection, with the server's
 * time, and today's visitor id for flood control and the running session's id for attribution when there are. Resolves to the new document's id; rejects with SendMessageError.
 */
export async function createBooking(input: BookingInput): Promise<string> {
  const data = bookingInputSchema.parse(withTrackerIds(input));
  const ref = await sending(
    addDoc(collection(liteDb(), COLLECTIONS.bookings), {
      ...data,
      createdAt: serverTimestamp(),
      handled: false,
    }),
  );
  return ref.id;
}
