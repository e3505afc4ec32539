import { COLLECTIONS, inquiryInputSchema, type InquiryInput } from "@folio/domain";
import { addDoc, collection, serverTimestamp } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { sending } from "./send-message-error";
import { withTrackerIds } from "./tracker-ids";

/**
 * Stores a visitor's inquiry in the owner-only `inquiries` collection (visitors may create,
 * never read), with today's visitor id for flood control and the running session's id for attribution when there are. The input is parsed again here, at the edge; the server stamps the time.
 * Resolves to the new document's id; rejects with SendMessageError.
 */
export async function createInquiry(input: InquiryInput): Promise<string> {
  const data = inquiryInputSchema.parse(withTrackerIds(input));
  const ref = await sending(
    addDoc(collection(liteDb(), COLLECTIONS.inquiries), {
      ...data,
      createdAt: serverTimestamp(),
      handled: false,
    }),
  );
  return ref.id;
}
