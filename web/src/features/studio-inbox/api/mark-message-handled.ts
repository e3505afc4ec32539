import { useMutation, useQueryClient } from "@tanstack/react-query";
import { doc, updateDoc } from "firebase/firestore";
import { applyInboxChange } from "./inbox-cache";
import { MESSAGE_COLLECTIONS, type MessageKind } from "./inbox-message";
import { db } from "@/lib/firebase/firestore";

/** Marks a message handled (or not yet); the rules let the owner change `handled` and nothing else. */
export async function markMessageHandled(kind: MessageKind, id: string, handled: boolean): Promise<void> {
  await updateDoc(doc(db(), MESSAGE_COLLECTIONS[kind], id), { handled });
}

/** What `useMarkMessageHandled` is called with. */
export interface MarkHandledVariables {
  kind: MessageKind;
  id: string;
  handled: boolean;
}

/** Its mutation key: the inbox shows which cards are saving from the pending mutations. */
export const MARK_HANDLED_KEY = ["inbox", "mark-handled"] as const;

/** `markMessageHandled` as a mutation; once saved, the lists and the open count follow. */
export function useMarkMessageHandled(save = markMessageHandled) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MARK_HANDLED_KEY,
    mutationFn: ({ kind, id, handled }: MarkHandledVariables) => save(kind, id, handled),
    onSuccess: (_, { kind, id, handled }) => applyInboxChange(queryClient, kind, id, { handled }),
  });
}
