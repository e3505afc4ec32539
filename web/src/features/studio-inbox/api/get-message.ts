import { useQuery } from "@tanstack/react-query";
import { doc, getDoc } from "firebase/firestore";
import { INBOX_KEYS, messageKey } from "./inbox-cache";
import {
  MESSAGE_COLLECTIONS,
  MESSAGE_KINDS,
  parseInboxEntry,
  type InboxEntry,
  type MessageKind,
} from "./inbox-message";
import { db } from "@/lib/firebase/firestore";

/** One message the inbox opens by address. */
export interface MessageTarget {
  kind: MessageKind;
  id: string;
}

/** Reads one message (Firestore by default; tests pass their own); null when it does not exist. */
export type FetchMessage = (kind: MessageKind, id: string) => Promise<InboxEntry | null>;

/**
 * The `?message=` of the inbox's address, `inquiry/{id}` or `booking/{id}`, as the owner's email
 * links it (functions/src/messages/owner-email.ts); null for anything else.
 */
export function parseMessageParam(value: string | null): MessageTarget | null {
  const match = value ? /^([a-z]+)\/([^/]{1,128})$/.exec(value) : null;
  const kind = MESSAGE_KINDS.find((known) => known === match?.[1]);
  return kind && match ? { kind, id: match[2]! } : null;
}

/** Reads one message by id. Throws on a failed read. */
export async function fetchInboxMessage(kind: MessageKind, id: string): Promise<InboxEntry | null> {
  const snapshot = await getDoc(doc(db(), MESSAGE_COLLECTIONS[kind], id));
  return snapshot.exists() ? parseInboxEntry(kind, id, snapshot.data()) : null;
}

/** The message the inbox was opened on (from the owner's email); idle without a target. */
export function useInboxMessage(target: MessageTarget | null, fetchOne: FetchMessage = fetchInboxMessage) {
  return useQuery({
    queryKey: target ? messageKey(target) : INBOX_KEYS.message,
    queryFn: () => fetchOne(target!.kind, target!.id),
    enabled: target !== null,
  });
}
