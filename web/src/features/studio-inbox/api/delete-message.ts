import { deleteDoc, doc } from "firebase/firestore";
import { db } from "@/lib/firebase/firestore";
import { MESSAGE_COLLECTIONS, type MessageKind } from "./inbox-message";

/** Deletes one message (spam, or a document the inbox cannot read); only the owner may. */
export async function deleteMessage(kind: MessageKind, id: string): Promise<void> {
  await deleteDoc(doc(db(), MESSAGE_COLLECTIONS[kind], id));
}
