import { doc, updateDoc } from "firebase/firestore";
import { db } from "@/lib/firebase/firestore";
import { MESSAGE_COLLECTIONS, type MessageKind } from "./inbox-message";

/** Marks a message handled (or not yet); the rules let the owner change `handled` and nothing else. */
export async function markMessageHandled(kind: MessageKind, id: string, handled: boolean): Promise<void> {
  await updateDoc(doc(db(), MESSAGE_COLLECTIONS[kind], id), { handled });
}
