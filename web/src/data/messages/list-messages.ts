import { collection, limit, onSnapshot, orderBy, query, type Unsubscribe } from "firebase/firestore";
import { useEffect, useState } from "react";
import { db } from "@/lib/firebase/firestore";
import {
  MESSAGE_COLLECTIONS,
  newestFirst,
  parseInboxMessage,
  type InboxMessage,
  type MessageKind,
} from "./inbox-message";

/** How many of each kind the inbox follows live. */
export const INBOX_LIMIT = 200;

/** The inbox's state: messages newest first; `failed` when a read was refused or broke. */
export interface MessagesState {
  messages: InboxMessage[];
  loading: boolean;
  failed: boolean;
}

const KINDS = Object.keys(MESSAGE_COLLECTIONS) as MessageKind[];

/**
 * Follows inquiries and booking requests live, merged newest first. A read failure yields
 * an empty list (spec section 8) with `failed` set, so the screen can say so calmly.
 */
export function subscribeMessages(onChange: (state: MessagesState) => void, max = INBOX_LIMIT): Unsubscribe {
  const byKind = new Map<MessageKind, InboxMessage[]>();
  const failedKinds = new Set<MessageKind>();
  const publish = () => {
    const messages = KINDS.flatMap((kind) => byKind.get(kind) ?? []).sort(newestFirst);
    const loading = KINDS.some((kind) => !byKind.has(kind) && !failedKinds.has(kind));
    onChange({ messages, loading, failed: failedKinds.size > 0 });
  };
  const unsubscribes = KINDS.map((kind) =>
    onSnapshot(
      query(collection(db(), MESSAGE_COLLECTIONS[kind]), orderBy("createdAt", "desc"), limit(max)),
      (snapshot) => {
        failedKinds.delete(kind);
        byKind.set(
          kind,
          snapshot.docs.flatMap((doc) => parseInboxMessage(kind, doc.id, doc.data()) ?? []),
        );
        publish();
      },
      () => {
        failedKinds.add(kind);
        byKind.set(kind, []);
        publish();
      },
    ),
  );
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}

/** The inbox, live. */
export function useMessages(): MessagesState {
  const [state, setState] = useState<MessagesState>({ messages: [], loading: true, failed: false });
  useEffect(() => subscribeMessages(setState), []);
  return state;
}
