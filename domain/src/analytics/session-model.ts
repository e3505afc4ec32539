import { SESSION_TIMEOUT_MS } from "../constants";
import type { EventType } from "../event-types";
import { INTERACTION_TYPES } from "./schemas";

/** A visit as the tracker keeps it between page loads. Times are epoch milliseconds. */
export interface SessionState {
  sessionId: string;
  userId: string;
  startedAt: number;
  /** Last event; the session ends SESSION_TIMEOUT_MS after it. */
  lastActivityAt: number;
  pageViews: number;
  /** True until the second page view or the first interaction. */
  bounced: boolean;
  /** Time the page was visible during the session. */
  visibleMs: number;
}

/** A visitor id and the UTC day it belongs to; ids rotate every day. */
export interface VisitorId {
  day: string;
  id: string;
}

/** Keeps today's visitor id, or makes a new one when the stored one is from another day. */
export function resolveVisitorId(stored: VisitorId | null, today: string, newId: () => string): VisitorId {
  return stored && stored.day === today ? stored : { day: today, id: newId() };
}

/** Whether a stored session is still running at `now` for this visitor. */
export function isSessionAlive(
  state: SessionState | null,
  now: number,
  userId: string,
): state is SessionState {
  return (
    state !== null &&
    state.userId === userId &&
    now >= state.startedAt &&
    now - state.lastActivityAt < SESSION_TIMEOUT_MS
  );
}

/** A new session starting at `now`. */
export function startSession(sessionId: string, userId: string, now: number): SessionState {
  return {
    sessionId,
    userId,
    startedAt: now,
    lastActivityAt: now,
    pageViews: 0,
    bounced: true,
    visibleMs: 0,
  };
}

/** The session after an event of `type` at `now`. */
export function applyEvent(state: SessionState, type: EventType, now: number): SessionState {
  const pageViews = state.pageViews + (type === "page_view" ? 1 : 0);
  const interacted = INTERACTION_TYPES.includes(type);
  return {
    ...state,
    lastActivityAt: Math.max(state.lastActivityAt, now),
    pageViews,
    bounced: state.bounced && !interacted && pageViews < 2,
  };
}

/**
 * Adds the time the page was visible from `from` to `to`. Time after the session timed out
 * does not count: a tab left open overnight is not an eight-hour visit.
 */
export function addVisibleTime(state: SessionState, from: number, to: number): SessionState {
  const end = Math.min(to, state.lastActivityAt + SESSION_TIMEOUT_MS);
  const start = Math.max(from, state.startedAt);
  return end > start ? { ...state, visibleMs: state.visibleMs + (end - start) } : state;
}

/** The session's `duration` field: visible seconds, rounded. */
export function durationSeconds(state: SessionState): number {
  return Math.round(state.visibleMs / 1000);
}
