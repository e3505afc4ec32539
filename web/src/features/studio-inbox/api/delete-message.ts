import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteDoc, doc } from "firebase/firestore";
import { applyInboxChange } from "./inbox-cache";
import { MESSAGE_COLLECTIONS, type MessageKind } from "./inbox-message";
import { db } from "@/lib/firebase/firestore";

/** Deletes one message (spam, or a document the inbox cannot read); only the owner may. */
export async function deleteMessage(kind: MessageKind, id: string): Promise<void> {
  await deleteDoc(doc(db(), MESSAGE_COLLECTIONS[kind], id));
}

/** Its mutation key: the inbox shows which cards are saving from the pending mutations. */
export const DELETE_MESSAGE_KEY = ["inbox", "delete"] as const;

/** `deleteMessage` as a mutation; once deleted, the message leaves every list and the count. */
export function useDeleteMessage(remove = deleteMessage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: DELETE_MESSAGE_KEY,
    mutationFn: ({ kind, id }: { kind: MessageKind; id: string }) => remove(kind, id),
    onSuccess: (_, { kind, id }) => applyInboxChange(queryClient, kind, id, "deleted"),
  });
}
