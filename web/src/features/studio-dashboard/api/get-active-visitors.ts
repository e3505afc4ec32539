import { ACTIVE_VISITOR_WINDOW_MS, COLLECTIONS } from "@folio/domain";
import { collection, getDocs, query, Timestamp, where } from "firebase/firestore";
import { useQuery } from "@tanstack/react-query";
import { db } from "@/lib/firebase/firestore";
import { ANALYTICS_KEY } from "./load-day-stats";

/** How often the dashboard asks again. */
export const ACTIVE_VISITORS_POLL_MS = 30_000;

/**
 * Distinct visitors whose session saw activity in the last 5 minutes (the tracker refreshes
 * a session's endTime on activity and while the page is visible). Reads only the sessions
 * active now; rejects when the read fails.
 */
export async function fetchActiveVisitors(now: number = Date.now()): Promise<number> {
  const since = Timestamp.fromMillis(now - ACTIVE_VISITOR_WINDOW_MS);
  const snapshot = await getDocs(
    query(collection(db(), COLLECTIONS.userSessions), where("endTime", ">=", since)),
  );
  return new Set(snapshot.docs.map((document) => String(document.get("userId")))).size;
}

/**
 * Visitors active in the last 5 minutes, asked again every `pollMs`; null until known or
 * while the last read failed (the live strip then shows a dash, not a zero).
 */
export function useActiveVisitors(pollMs: number = ACTIVE_VISITORS_POLL_MS): number | null {
  const active = useQuery({
    queryKey: [...ANALYTICS_KEY, "active"],
    queryFn: () => fetchActiveVisitors(),
    refetchInterval: pollMs,
    staleTime: 0,
  });
  return active.isError ? null : (active.data ?? null);
}
