import {
  ANALYTICS_ID_PATTERN,
  ANALYTICS_LIMITS as L,
  addVisibleTime,
  applyEvent,
  DIMENSION_LIMITS,
  durationSeconds,
  entryPageLabel,
  hostOf,
  isSessionAlive,
  outboundLabel,
  resolveVisitorId,
  startSession,
  TIME_ZONE_PATTERN,
  utcDateKey,
  utmOf,
  type SessionState,
  type TrackedContent,
  type VisitorId,
} from "@folio/domain";
import { logEventDropped, logTrackerWriteFailed } from "./logs";
import type {
  EventWrite,
  SessionCreate,
  SessionUpdate,
  Tracker,
  TrackerEnvironment,
  TrackerSink,
} from "./tracker-types";

export type {
  EventWrite,
  SessionCreate,
  SessionUpdate,
  SessionUpdateOptions,
  Tracker,
  TrackerEnvironment,
  TrackerSink,
} from "./tracker-types";

/** Shared between tabs: the visit and whether its session document exists. */
interface StoredSession extends SessionState {
  created: boolean;
  /** Duration and bounce last written, to skip writes that change nothing. */
  written: SessionUpdate | null;
  writtenAt: number;
  /** Outbound links clicked in this session (absent in sessions stored before they were). */
  outbound?: string[];
}

/** localStorage key of the daily visitor id ({ day, id }); visitor messages send it too. */
export const VISITOR_KEY = "folio-visitor";
/** localStorage key of the running session (StoredSession); visitor messages send its id too. */
export const SESSION_KEY = "folio-session";
/**
 * A heartbeat every 3 minutes of visible time. Each session write costs the visitor's write, a
 * trigger and two server writes (issue 18), so the session is written seldom: the flush as the
 * tab hides records the exact duration and the bounce, and goes out with `keepalive`, so it
 * survives the tab being closed. The heartbeats keep a visible visitor's endTime inside the
 * dashboard's 5-minute "active" window and bound what a tab that dies without hiding loses (at
 * most 3 minutes of visible time). On the seed's visits: 2.5 session writes a visit instead of
 * 4.7 with beats at 10 s, 60 s and every 2 minutes and the bounce's end written at once.
 */
export const HEARTBEAT_EVERY_MS = 180_000;
/**
 * An event writes the session (refreshing its endTime) only when nothing was written for this
 * long, as after the tab was hidden a while. The end of a bounce waits for the next heartbeat or
 * the flush: it needs no write of its own.
 */
const ACTIVITY_FLUSH_MS = HEARTBEAT_EVERY_MS;

/** Content fields that the rules accept, or null when the item id cannot be stored. */
function contentFields(content: TrackedContent): Partial<EventWrite> | null {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(content.id)) return null;
  return {
    contentId: content.id,
    contentTitle: content.title.slice(0, L.contentTitleMax),
    contentType: content.type,
    category: content.category.slice(0, L.categoryMax),
  };
}

function storablePath(path: string): string {
  const absolute = path.startsWith("/") ? path : `/${path}`;
  return absolute.slice(0, L.pathMax);
}

/** The dimensions a session is created with: its landing URL's UTM parameters, time zone and entry page. */
function sessionDimensions(env: TrackerEnvironment, entryPath: string): Partial<SessionCreate> {
  const utm = utmOf(env.url());
  const timeZone = env.timeZone();
  const entryPage = entryPageLabel(entryPath);
  return {
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
    // The rules refuse a name outside the pattern: better no time zone than no session.
    ...(timeZone && TIME_ZONE_PATTERN.test(timeZone) ? { timeZone } : {}),
    ...(entryPage ? { entryPage } : {}),
  };
}

/**
 * The session clock and event recorder. Writes are fire-and-forget: failures are logged and
 * swallowed. Session writes are chained so the create lands before its updates.
 */
export function createTracker(sink: TrackerSink, env: TrackerEnvironment): Tracker {
  let sessionWrites: Promise<void> = Promise.resolve();
  let visibleSince: number | null = null;
  let heartbeat: unknown = null;
  let unsubscribe: (() => void) | null = null;

  const visitorId = (now: number): string => {
    const visitor = resolveVisitorId(env.load<VisitorId>(VISITOR_KEY), utcDateKey(now), env.newId);
    env.save(VISITOR_KEY, visitor);
    return visitor.id;
  };

  const loadSession = (): StoredSession | null => env.load<StoredSession>(SESSION_KEY);
  const saveSession = (session: StoredSession) => env.save(SESSION_KEY, session);

  const chain = (what: string, write: () => Promise<void>) => {
    sessionWrites = sessionWrites.then(write).catch((error: unknown) => logTrackerWriteFailed(what, error));
  };

  /** Adds the visible time since the last mark to the shared session. */
  const accrue = (now: number): StoredSession | null => {
    const session = loadSession();
    if (session && visibleSince !== null) {
      const next = { ...session, ...addVisibleTime(session, visibleSince, now) };
      saveSession(next);
      visibleSince = env.isVisible() ? now : null;
      return next;
    }
    visibleSince = env.isVisible() ? now : null;
    return session;
  };

  /**
   * Writes the session's duration, bounce and endTime when they changed (or `force`), and
   * `outbound`, the session's outbound links, when given.
   */
  const flush = (
    session: StoredSession,
    now: number,
    {
      force = false,
      keepalive = false,
      outbound,
    }: { force?: boolean; keepalive?: boolean; outbound?: string[] } = {},
  ) => {
    if (!session.created) return;
    const progress: SessionUpdate = { duration: durationSeconds(session), bounced: session.bounced };
    const changed =
      !session.written ||
      progress.duration !== session.written.duration ||
      progress.bounced !== session.written.bounced;
    if (!changed && !force) return;
    saveSession({ ...session, written: progress, writtenAt: now });
    const update: SessionUpdate = outbound ? { ...progress, outbound } : progress;
    chain("session update", () =>
      keepalive
        ? sink.updateSession(session.sessionId, update, { keepalive })
        : sink.updateSession(session.sessionId, update),
    );
  };

  /** The running session, or a new one (whose document is created now). */
  const currentSession = (now: number): StoredSession => {
    const userId = visitorId(now);
    const stored = loadSession();
    if (isSessionAlive(stored, now, userId)) return stored;
    const fresh: StoredSession = {
      ...startSession(env.newId(), userId, now),
      created: false,
      written: null,
      writtenAt: now,
    };
    visibleSince = env.isVisible() ? now : null;
    saveSession(fresh);
    return fresh;
  };

  const scheduleHeartbeat = () => {
    if (heartbeat !== null) env.clearTimer(heartbeat);
    heartbeat = null;
    if (!env.isVisible()) return;
    heartbeat = env.setTimer(() => {
      const now = env.now();
      const session = accrue(now);
      if (session) flush(session, now);
      scheduleHeartbeat();
    }, HEARTBEAT_EVERY_MS);
  };

  const onVisibility = () => {
    const now = env.now();
    const session = accrue(now);
    if (env.isVisible()) {
      visibleSince = now;
      scheduleHeartbeat();
    } else {
      // Often the page's last act (the tab is being closed): sent so that it outlives the page.
      if (session) flush(session, now, { keepalive: true });
      scheduleHeartbeat();
    }
  };

  /**
   * A link to another site (or the contact email) adds its label to the running session's
   * outbound links, once, up to DIMENSION_LIMITS.outboundPerSession, written at once with
   * keepalive: following the link is often the page's last act. The whole list goes out each
   * time (added, never replacing), so a lost earlier write is made good by the next.
   */
  const onLinkClick = (href: string) => {
    const label = outboundLabel(href, hostOf(env.url()));
    if (!label) return;
    const now = env.now();
    const session = accrue(now);
    // No session to add it to (none recorded yet, or it timed out): a click is not a visit.
    if (!session?.created || !isSessionAlive(session, now, session.userId)) return;
    const outbound = session.outbound ?? [];
    if (outbound.includes(label) || outbound.length >= DIMENSION_LIMITS.outboundPerSession) return;
    const next: StoredSession = { ...session, outbound: [...outbound, label] };
    saveSession(next);
    flush(next, now, { force: true, keepalive: true, outbound: next.outbound });
  };

  const tracker: Tracker = {
    start() {
      if (unsubscribe) return;
      visibleSince = env.isVisible() ? env.now() : null;
      const offVisibility = env.onVisibilityChange(onVisibility);
      const offClicks = env.onLinkClick(onLinkClick);
      unsubscribe = () => {
        offVisibility();
        offClicks();
      };
      scheduleHeartbeat();
    },
    stop() {
      unsubscribe?.();
      unsubscribe = null;
      if (heartbeat !== null) env.clearTimer(heartbeat);
      heartbeat = null;
    },
    record(type, content, path, uid) {
      tracker.start();
      const now = env.now();
      accrue(now);
      const before = currentSession(now);
      const session: StoredSession = { ...before, ...applyEvent(before, type, now) };
      let fields: Partial<EventWrite> = {};
      if (content) {
        const parsed = contentFields(content);
        if (!parsed) {
          logEventDropped(type, `content id ${JSON.stringify(content.id)} is not storable`);
          return;
        }
        fields = parsed;
      }
      if (!ANALYTICS_ID_PATTERN.test(session.sessionId) || !ANALYTICS_ID_PATTERN.test(session.userId)) {
        logEventDropped(type, "visitor or session id is not storable");
        return;
      }
      const eventPath = storablePath(path ?? env.path());
      if (!session.created) {
        const create: SessionCreate = {
          userId: session.userId,
          sessionId: session.sessionId,
          duration: 0,
          bounced: session.bounced,
          referrer: env.source(),
          device: env.device(),
          ...sessionDimensions(env, eventPath),
        };
        saveSession({
          ...session,
          created: true,
          written: { duration: 0, bounced: session.bounced },
          writtenAt: now,
        });
        chain("session", () => sink.createSession(create));
      } else {
        saveSession(session);
        // Neither visible time nor the end of a bounce calls for a write here: the heartbeats
        // and the flush as the tab hides record them.
        if (now - session.writtenAt >= ACTIVITY_FLUSH_MS) flush(session, now, { force: true });
      }
      const event: EventWrite = {
        type,
        sessionId: session.sessionId,
        userId: session.userId,
        path: eventPath,
        ...fields,
        ...(uid ? { uid } : {}),
      };
      sink.createEvent(event).catch((error: unknown) => logTrackerWriteFailed(`${type} event`, error));
    },
  };
  return tracker;
}
