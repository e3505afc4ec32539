import { messageSessionId } from "./message-session-id";
import { messageVisitorId } from "./message-visitor-id";

/**
 * A message with the tracker's ids it may carry, unless it has its own: today's visitor id (flood
 * control budgets per visitor) and the running session's id (the owner sees which source and
 * campaign brought it). An id the tracker does not have is left out, not sent empty.
 */
export function withTrackerIds<T extends { visitorId?: string; sessionId?: string }>(input: T): T {
  const visitorId = input.visitorId ?? messageVisitorId();
  const sessionId = input.sessionId ?? messageSessionId(visitorId);
  return { ...input, ...(visitorId ? { visitorId } : {}), ...(sessionId ? { sessionId } : {}) };
}
