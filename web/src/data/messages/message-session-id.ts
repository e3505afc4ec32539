import { isSessionAlive, MESSAGE_PATTERNS, type SessionState } from "@folio/domain";
import { SESSION_KEY } from "@/data/analytics/tracker/tracker-engine";

/**
 * The tracker's running session id, sent with a message so the owner sees which traffic
 * source and campaign brought it. Only a session of `visitorId` (the id the message carries)
 * that is still alive and whose document was written: the server ignores any other, so
 * sending one would only cost it a read. Undefined when there is none.
 */
export function messageSessionId(
  visitorId: string | undefined,
  read: () => string | null = () => localStorage.getItem(SESSION_KEY),
  now: number = Date.now(),
): string | undefined {
  if (!visitorId) return undefined;
  try {
    const stored = JSON.parse(read() ?? "null") as (SessionState & { created?: unknown }) | null;
    if (stored?.created !== true || !isSessionAlive(stored, now, visitorId)) return undefined;
    return typeof stored.sessionId === "string" && MESSAGE_PATTERNS.visitorId.test(stored.sessionId)
      ? stored.sessionId
      : undefined;
  } catch {
    return undefined;
  }
}
