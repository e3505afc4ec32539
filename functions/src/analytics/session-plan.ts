import {
  emptyDayStats,
  sanitizeSourceLabel,
  sourceLabel,
  utcDateKey,
  type CountedSession,
  type DayStats,
  type StoredSession,
} from "@folio/domain";
import { subtractDayStats } from "./stats-delta";

/** What a session contributes to its day's stats, in a given counted state. */
export function sessionContribution(session: StoredSession, state: CountedSession | null): DayStats {
  const stats = emptyDayStats(utcDateKey(session.startTime));
  if (!state) return stats;
  stats.sessions = 1;
  stats.bounces = state.bounced ? 1 : 0;
  stats.durationSum = state.duration;
  stats.devices[session.device] = 1;
  // Whatever the document holds, the label is printable and bounded; as a key it is encoded.
  stats.sources[sourceLabel(sanitizeSourceLabel(session.referrer))] = 1;
  return stats;
}

/** The session's current state, as it should be counted. */
export function countableState(session: StoredSession): CountedSession {
  return { duration: session.duration, bounced: session.bounced };
}

/** What to add to the day so it counts the session's current state instead of what it counted before. */
export interface SessionPlan {
  date: string;
  delta: DayStats;
  /** The new `counted` stamp of the session document. */
  counted: CountedSession;
}

/** Null when the session is counted as it is (for example the trigger of the stamp write itself). */
export function planSession(session: StoredSession): SessionPlan | null {
  const target = countableState(session);
  const before = session.counted;
  if (before && before.duration === target.duration && before.bounced === target.bounced) return null;
  return {
    date: utcDateKey(session.startTime),
    delta: subtractDayStats(sessionContribution(session, target), sessionContribution(session, before)),
    counted: target,
  };
}
