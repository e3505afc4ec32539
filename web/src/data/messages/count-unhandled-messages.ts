import { collection, getCountFromServer, query, where } from "firebase/firestore";
import { useEffect, useState } from "react";
import { db } from "@/lib/firebase/firestore";
import { MESSAGE_COLLECTIONS, MESSAGE_KINDS, type MessageKind } from "./inbox-message";

/** The badge is refreshed this often, besides after every change the inbox makes. */
const UNHANDLED_REFRESH_MS = 60_000;

const listeners = new Set<() => void>();

/** Tells the unread count to read again (after the inbox marks or deletes messages). */
export function notifyInboxChanged(): void {
  for (const listener of listeners) listener();
}

/**
 * Open messages of one kind that the inbox's Open list shows: every unhandled document, less
 * those flagged as likely spam (listed apart). Two aggregation queries over the very filters
 * the inbox lists with, so the badge and the inbox cannot disagree, and no cap.
 */
export async function countOpenMessages(kind: MessageKind): Promise<number> {
  const open = query(collection(db(), MESSAGE_COLLECTIONS[kind]), where("handled", "==", false));
  const [all, spam] = await Promise.all([
    getCountFromServer(open),
    getCountFromServer(query(open, where("likelySpam", "==", true))),
  ]);
  return all.data().count - spam.data().count;
}

/** Open messages across both kinds (the inbox badge); 0 until known or when it cannot be read. */
export function useUnhandledMessageCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let alive = true;
    const refresh = () => {
      Promise.all(MESSAGE_KINDS.map(countOpenMessages)).then(
        (counts) => alive && setCount(counts.reduce((sum, value) => sum + value, 0)),
        () => alive && setCount(0),
      );
    };
    refresh();
    listeners.add(refresh);
    const timer = setInterval(refresh, UNHANDLED_REFRESH_MS);
    return () => {
      alive = false;
      listeners.delete(refresh);
      clearInterval(timer);
    };
  }, []);
  return count;
}
