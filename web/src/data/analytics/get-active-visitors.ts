import { ACTIVE_VISITOR_WINDOW_MS, COLLECTIONS } from "@folio/domain";
import { collection, getDocs, query, Timestamp, where } from "firebase/firestore";
import { useEffect, useState } from "react";
import { db } from "@/lib/firebase/firestore";

/** How often the dashboard asks again. */
export const ACTIVE_VISITORS_POLL_MS = 30_000;

/**
 * Distinct visitors whose session saw activity in the last 5 minutes (the tracker refreshes
 * a session's endTime on activity and while the page is visible). Reads only the sessions
 * active now; null when the read fails.
 */
export async function getActiveVisitors(now: number = Date.now()): Promise<number | null> {
  try {
    const since = Timestamp.fromMillis(now - ACTIVE_VISITOR_WINDOW_MS);
    const snapshot = await getDocs(
      query(collection(db(), COLLECTIONS.userSessions), where("endTime", ">=", since)),
    );
    return new Set(snapshot.docs.map((document) => String(document.get("userId")))).size;
  } catch {
    return null;
  }
}

/** Visitors active in the last 5 minutes, polled every `pollMs`; null until known or on failure. */
export function useActiveVisitors(pollMs: number = ACTIVE_VISITORS_POLL_MS): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    const load = () =>
      void getActiveVisitors().then((value) => {
        if (current) setCount(value);
      });
    load();
    const timer = setInterval(load, pollMs);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [pollMs]);
  return count;
}
