import { emptyDayStats, parseStoredEvent, addDayStats, type DayStats, type StoredEvent } from "@folio/domain";
import { eventDelta } from "./event-delta";
import { planEvent, type EventEffects } from "./event-plan";
import { foldShards, type ShardRead } from "./fold-plan";
import { sessionContribution, planSession, type SessionPlan } from "./session-plan";
import { parseSessionQuietly } from "./session-parse";
import { isZeroDelta, subtractDayStats } from "./stats-delta";

/** A document as the rebuild's snapshot read it. */
export interface DocRead {
  id: string;
  data: Record<string, unknown>;
  /** Kept opaque: the precondition of any change the rebuild makes. */
  updateTime: unknown;
}

/** What one day's rebuild will write. */
export interface DayRebuildPlan {
  date: string;
  /** Added to the repair shard so the shards sum to what the counted events and sessions say. */
  correction: DayStats;
  /** Visitor markers missing for counted events. */
  missingVisitors: string[];
  /** Visitor markers with no counted event behind them. */
  extraVisitors: string[];
  /** Valid events no trigger counted yet; the rebuild counts them (if their item exists). */
  claims: { event: DocRead; effects: EventEffects }[];
  /** Events that cannot be counted and are not marked yet. */
  ignores: { event: DocRead; reason: string }[];
  /** Sessions whose current state is not counted yet. */
  settles: { session: DocRead; plan: SessionPlan }[];
  /** Events the counters include before this rebuild's claims. */
  countedEvents: number;
}

/**
 * Compares one day's raw events and sessions with its shards, all read in one consistent
 * snapshot. The shards must sum to the counted events plus the sessions' counted states;
 * any difference is drift (a bug, a manual edit) and becomes a correction. Because a
 * trigger counts an event and moves its shard in one atomic commit, the correction stays
 * right even while new events keep arriving: they change both sides alike. Events and
 * session changes newer than `settleBefore` are left to their triggers, which are most
 * likely on their way; counting them here would only race them.
 */
export function planDayRebuild(
  date: string,
  events: readonly DocRead[],
  sessions: readonly DocRead[],
  shards: readonly ShardRead[],
  markers: readonly string[],
  settleBefore: number = Number.POSITIVE_INFINITY,
): DayRebuildPlan {
  const expected = emptyDayStats(date);
  const visitors = new Set<string>();
  const claims: DayRebuildPlan["claims"] = [];
  const ignores: DayRebuildPlan["ignores"] = [];
  let countedEvents = 0;
  for (const event of events) {
    const parsed = parseStoredEvent(event.data);
    const state = event.data.countState;
    if (!parsed.ok) {
      if (state !== "ignored" && state !== "counted") ignores.push({ event, reason: parsed.reason });
      continue;
    }
    const effects = planEvent(event.id, parsed.event as StoredEvent);
    if (state === "counted") {
      countedEvents += 1;
      addDayStats(expected, eventDelta(effects));
      if (effects.visitor) visitors.add(effects.visitor.id);
    } else if (parsed.event.timestamp.getTime() < settleBefore) {
      claims.push({ event, effects });
    }
  }
  const settles: DayRebuildPlan["settles"] = [];
  for (const read of sessions) {
    const session = parseSessionQuietly(read.data);
    if (!session) continue;
    addDayStats(expected, sessionContribution(session, session.counted));
    const plan = planSession(session);
    if (plan && session.endTime.getTime() < settleBefore) settles.push({ session: read, plan });
  }
  const actual = foldShards(date, markers.length, shards);
  const marked = new Set(markers);
  const correction = subtractDayStats(expected, actual);
  return {
    date,
    correction: isZeroDelta(correction) ? emptyDayStats(date) : correction,
    missingVisitors: [...visitors].filter((id) => !marked.has(id)).sort(),
    extraVisitors: [...marked].filter((id) => !visitors.has(id)).sort(),
    claims,
    ignores,
    settles,
    countedEvents,
  };
}

/** Whether the day's shards already agree with its events and sessions. */
export function isConsistent(plan: DayRebuildPlan): boolean {
  return isZeroDelta(plan.correction) && plan.missingVisitors.length === 0 && plan.extraVisitors.length === 0;
}
