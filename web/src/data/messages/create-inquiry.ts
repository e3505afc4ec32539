import { COLLECTIONS, inquiryInputSchema, type InquiryInput } from "@folio/domain";
import { addDoc, collection, serverTimestamp } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { messageVisitorId } from "./message-visitor-id";
import { sending } from "./send-message-error";

/**
 * Stores a visitor's inquiry in the owner-only `inquiries` collection (visitors may create,
 * never read), with today's visitor id for flood control when there is one. The input is parsed again here, at the edge; the server stamps the time.
 * Resolves to the new document's id; rejects with SendMessageError.
 */
export async function createInquiry(input: InquiryInput): Promise<string> {
  const visitorId = input.visitorId ?? messageVisitorId();
  const data = inquiryInputSchema.parse(visitorId ? { ...input, visitorId } : input);
  const ref = await sending(
    addDoc(collection(liteDb(), COLLECTIONS.inquiries), {
      ...data,
      createdAt: serverTimestamp(),
      handled: false,
    }),
  );
  return ref.id;
}
