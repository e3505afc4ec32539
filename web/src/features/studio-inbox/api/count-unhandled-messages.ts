import { useEffect, useState } from "react";
import { db } from "@/lib/firebase/firestore";
import { MESSAGE_KINDS } from "./inbox-message";
import { countOpenMessages } from "./message-view";

/** The badge is refreshed this often, besides after every change the inbox makes. */
const UNHANDLED_REFRESH_MS = 60_000;

const listeners = new Set<() => void>();

/** Tells the unread count to read again (after the inbox marks or deletes messages). */
export function notifyInboxChanged(): void {
  for (const listener of listeners) listener();
}

/** Open messages across both kinds (the inbox badge, `countOpenMessages`); 0 until known or when it cannot be read. */
export function useUnhandledMessageCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let alive = true;
    const refresh = () => {
      Promise.all(MESSAGE_KINDS.map((kind) => countOpenMessages(db(), kind))).then(
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
