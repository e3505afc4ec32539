import {
  collection,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from "firebase/firestore";
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
 * likely spam out on the client (`entryVisible`): a message not yet screened (or stored before
 * flood control) has no `likelySpam` and must still show, which an equality filter would drop.
 * The unread count subtracts the same spam, so both agree.
 */
function viewConstraints(view: MessageView): QueryConstraint[] {
  if (view.box === "spam") return [where("likelySpam", "==", true)];
  return view.status === "all" ? [] : [where("handled", "==", view.status === "handled")];
}

/**
 * Whether an entry read for a view belongs in it now: the inbox leaves likely spam out (its
 * own tab lists it), and a message the owner just marked leaves the status it no longer has.
 */
export function entryVisible(entry: InboxEntry, view: MessageView): boolean {
  if (view.box === "spam") return entry.likelySpam;
  if (entry.likelySpam) return false;
  return view.status === "all" || entry.handled === (view.status === "handled");
}

/** Reads one page of one kind of message for a view, newest first. Throws on a failed read. */
export async function fetchMessagePage(
  firestore: Firestore,
  kind: MessageKind,
  view: MessageView,
  cursor: MessageCursor | null,
  size = INBOX_PAGE_SIZE,
): Promise<MessagePage> {
  const snapshot = await getDocs(
    query(
      collection(firestore, MESSAGE_COLLECTIONS[kind]),
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

/**
 * Open messages of one kind that the inbox's Open list shows: every unhandled document, less
 * those flagged as likely spam (listed apart). Two aggregation queries over the very filters
 * the inbox lists with, so the badge and the inbox cannot disagree, and no cap.
 */
export async function countOpenMessages(firestore: Firestore, kind: MessageKind): Promise<number> {
  const open = query(collection(firestore, MESSAGE_COLLECTIONS[kind]), where("handled", "==", false));
  const [all, spam] = await Promise.all([
    getCountFromServer(open),
    getCountFromServer(query(open, where("likelySpam", "==", true))),
  ]);
  return all.data().count - spam.data().count;
}
