import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from "firebase/firestore";
import { db } from "@/lib/firebase/firestore";
import { MESSAGE_COLLECTIONS, parseInboxEntry, type InboxEntry, type MessageKind } from "./inbox-message";

/** Messages read per kind and page: a screenful, with no cap on how many pages. */
const INBOX_PAGE_SIZE = 25;

/** Which messages a list shows: the inbox by handled state, or what flood control flagged. */
export type MessageView = { box: "inbox"; status: "open" | "handled" | "all" } | { box: "spam" };

/** Where a kind's next page starts; opaque. */
export interface MessageCursor {
  readonly last: QueryDocumentSnapshot;
}

/** One page of one kind, newest first. */
export interface MessagePage {
  entries: InboxEntry[];
  next: MessageCursor | null;
}

/**
 * The server-side filters of a view. The inbox lists every message of the status and leaves
 * likely spam out on the client: a message not yet screened (or stored before flood control)
 * has no `likelySpam` and must still show, and an equality filter would drop it. The unread
 * count subtracts the same spam (count-unhandled-messages.ts), so both agree.
 */
export function viewConstraints(view: MessageView): QueryConstraint[] {
  if (view.box === "spam") return [where("likelySpam", "==", true)];
  return view.status === "all" ? [] : [where("handled", "==", view.status === "handled")];
}

/** Reads one page of one kind of message for a view, newest first. Throws on a failed read. */
export async function fetchMessagePage(
  kind: MessageKind,
  view: MessageView,
  cursor: MessageCursor | null,
  size = INBOX_PAGE_SIZE,
): Promise<MessagePage> {
  const snapshot = await getDocs(
    query(
      collection(db(), MESSAGE_COLLECTIONS[kind]),
      ...viewConstraints(view),
      orderBy("createdAt", "desc"),
      ...(cursor ? [startAfter(cursor.last)] : []),
      limit(size + 1),
    ),
  );
  const docs = snapshot.docs.slice(0, size);
  const last = docs.at(-1);
  return {
    entries: docs.map((doc) => parseInboxEntry(kind, doc.id, doc.data())),
    next: snapshot.size > size && last ? { last } : null,
  };
}
