// Stage 1 of counting, pure: what one event or one session state adds, decided from the
// document alone. count.ts commits these plans; fold.ts sums what they wrote; rebuild.ts
// replans a whole day the same way to find drift.
import { createHash } from "node:crypto";
import {
  COUNTER_FIELD_BY_EVENT,
  COUNTER_FIELDS,
  COUNTER_SHARDS,
  DEVICES,
  dict,
  EVENT_TYPES,
  emptyDayStats,
  ITEM_FIELD_BY_EVENT,
  ITEM_SHARDS,
  referrerSource,
  sanitizeSourceLabel,
  sourceLabel,
  storedSessionSchema,
  utcDateKey,
  type CountedSession,
  type CounterField,
  type DayStats,
  type EventType,
  type ItemDayCounts,
  type StoredEvent,
  type StoredSession,
} from "@folio/domain";
import { ownHosts, SETTLE_AFTER_MS, SETTLE_EVERY_MINUTES } from "./config";

// ── Shards ──────────────────────────────────────────────────────────────────────────────

/** FNV-1a, 32 bits: a cheap stable hash, so that a retried write lands on the same shard. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The shard document id a key writes to ("0" … "49"). */
export function shardFor(key: string, shards: number = COUNTER_SHARDS): string {
  return String(hash32(key) % shards);
}

/** The shard that holds corrections made by the rebuild. */
export const REPAIR_SHARD = "repair";

/** The id of one of an item's day shards (`{itemId}_{n}`, or `{itemId}_repair`). */
export function itemShardId(itemId: string, shard: string): string {
  return `${itemId}_${shard}`;
}

/**
 * The document id of a traffic source's day document: a hash, because a label is any
 * printable text a visitor chose (`__x__`, `a/b`, `..`) and no such text becomes an id.
 */
export function sourceDocId(label: string): string {
  return createHash("sha256").update(label).digest("hex").slice(0, 32);
}

/** The id of the marker of one session's view of one item (hashed: both ids may hold `_`). */
export function viewMarkId(sessionId: string, itemId: string): string {
  return createHash("sha256").update(`${sessionId}\n${itemId}`).digest("hex").slice(0, 40);
}

/** The id of a liker's marker of one item: uids hold no `_` and item ids start with a letter or digit. */
export function likeMarkId(uid: string, itemId: string): string {
  return `${uid}_${itemId}`;
}

// ── Events ──────────────────────────────────────────────────────────────────────────────

const ITEM_FIELDS: readonly (keyof ItemDayCounts)[] = ["views", "likes", "downloads", "shares"];

/** Which per-item daily count an event type raises, when it names an item. */
const ITEM_DAY_FIELD: Partial<Record<EventType, keyof ItemDayCounts>> = {
  image_view: "views",
  video_view: "views",
  like: "likes",
  download: "downloads",
  share: "shares",
};

/** Everything one counted event adds, decided from the event alone. */
export interface EventEffects {
  /** UTC day of the event's timestamp: the counter document it counts in. */
  date: string;
  type: EventType;
  counterField: CounterField;
  /** Shard of the counter increments (by event id, so a retry hits the same one). */
  shard: string;
  /** The gallery item the event is about, and what it raises there. */
  item: {
    id: string;
    /** Field of the per-item daily counts, if any. */
    dayField: keyof ItemDayCounts | null;
    /** Field of the gallery document (`views` or `likes`) the item's counts fold into, if any. */
    totalField: "views" | "likes" | null;
    /** The item's day shard the counts go to (by event id: a hot item spreads over ITEM_SHARDS). */
    shard: string;
  } | null;
  /** The day's visitor id, for unique visitors (its marker document). */
  visitor: { id: string } | null;
  /** A view in a session: the item's views rise once per session (its view marker). */
  viewMark: string | null;
  /** A like bound to an Auth identity: it counts once per liker and item (its like marker). */
  likeMark: { id: string; uid: string } | null;
}

/** Plans the effects of a valid stored event. */
export function planEvent(eventId: string, event: StoredEvent): EventEffects {
  const totalField = ITEM_FIELD_BY_EVENT[event.type] ?? null;
  const item = event.contentId
    ? {
        id: event.contentId,
        dayField: ITEM_DAY_FIELD[event.type] ?? null,
        totalField,
        shard: shardFor(eventId, ITEM_SHARDS),
      }
    : null;
  return {
    date: utcDateKey(event.timestamp),
    type: event.type,
    counterField: COUNTER_FIELD_BY_EVENT[event.type],
    shard: shardFor(eventId),
    item,
    visitor: event.userId ? { id: event.userId } : null,
    viewMark: item && totalField === "views" && event.sessionId ? viewMarkId(event.sessionId, item.id) : null,
    likeMark:
      item && event.type === "like" && event.uid
        ? { id: likeMarkId(event.uid, item.id), uid: event.uid }
        : null,
  };
}

/** Why an event about an item does not count: the item is gone, or a draft (drafts never gain views). */
export function itemRejection(
  exists: boolean,
  published: unknown,
): "unknown-content" | "unpublished-content" | null {
  if (!exists) return "unknown-content";
  return published === true ? null : "unpublished-content";
}

/** What one counted event adds to its day's shard (the fixed fields only). */
export function eventDelta(effects: EventEffects): DayStats {
  const delta = emptyDayStats(effects.date);
  delta.counters[effects.counterField] = 1;
  delta.eventTypes[effects.type] = 1;
  return delta;
}

/** What one counted event adds to its item's day counts; null when it raises none. */
export function itemDelta(effects: EventEffects, itemCounted: boolean): ItemDayCounts | null {
  if (!effects.item?.dayField || !itemCounted) return null;
  return { ...zeroItemCounts(), [effects.item.dayField]: 1 };
}

export function zeroItemCounts(): ItemDayCounts {
  return { views: 0, likes: 0, downloads: 0, shares: 0 };
}

export function addItemCounts(into: ItemDayCounts, from: ItemDayCounts, sign = 1): ItemDayCounts {
  for (const field of ITEM_FIELDS) into[field] += sign * from[field];
  return into;
}

/** Reads stored item counts liberally: a missing or broken field is 0. */
export function parseItemCounts(data: Record<string, unknown> | undefined): ItemDayCounts {
  const counts = zeroItemCounts();
  for (const field of ITEM_FIELDS) {
    const value = data?.[field];
    counts[field] = typeof value === "number" && Number.isFinite(value) ? value : 0;
  }
  return counts;
}

export function isZeroItemCounts(counts: ItemDayCounts): boolean {
  return ITEM_FIELDS.every((field) => counts[field] === 0);
}

// ── Sessions ────────────────────────────────────────────────────────────────────────────

/**
 * A session document's content, or null when it does not have the session's shape (then
 * `malformed`, if given, hears which fields are wrong).
 */
export function parseSession(data: unknown, malformed?: (fields: string) => void): StoredSession | null {
  const parsed = storedSessionSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  malformed?.(parsed.error.issues.map((issue) => issue.path.join(".")).join(","));
  return null;
}

/** What a session contributes to its day's stats, in a given counted state. */
export function sessionContribution(session: StoredSession, state: CountedSession | null): DayStats {
  const stats = emptyDayStats(utcDateKey(session.startTime));
  if (!state) return stats;
  stats.sessions = 1;
  stats.bounces = state.bounced ? 1 : 0;
  stats.durationSum = state.duration;
  stats.devices[session.device] = 1;
  stats.sources[sessionSource(session)] = 1;
  return stats;
}

/** Read once per instance: the hosts a referrer from the site itself has. */
const OWN_HOSTS = ownHosts();

/**
 * The session's traffic source label: whatever the document holds, printable and bounded;
 * a full referrer URL (as a backfill of `document.referrer` holds) counts as its host, as
 * the tracker's own labels do, never with its path or query, which can hold personal data,
 * and a URL of the site itself counts as Direct, as the tracker ignores a same-site referrer.
 */
export function sessionSource(session: StoredSession, own: ReadonlySet<string> = OWN_HOSTS): string {
  return sourceLabel(referrerSource(session.referrer, own) ?? sanitizeSourceLabel(session.referrer));
}

/** The session's current state, as it should be counted. */
export function countableState(session: StoredSession): CountedSession {
  return { duration: session.duration, bounced: session.bounced };
}

/** Most a session's `endTime` may stray from the time of its write and still be swept by it. */
const SETTLE_SLACK_MS = 60_000;

/**
 * Whether a session write can wait for the settle sweep, which finds sessions by `endTime`: only
 * when `endTime` is the time of the write (the tracker's is the write's own server time). A
 * session written with an `endTime` far from its write (a backfill) counts at once.
 */
export function waitsToSettle(session: StoredSession, writtenAt: number): boolean {
  return Math.abs(session.endTime.getTime() - writtenAt) <= SETTLE_SLACK_MS;
}

/** The writes a settle sweep counts: those whose `endTime` is after `after`, up to `through` included. */
export interface SettleWindow {
  after: Date;
  through: Date;
}

/**
 * The window of the sweep scheduled at `scheduled` (ms; put on the sweep's grid, so a retry or
 * a late start sweeps the same window): the SETTLE_EVERY_MINUTES of writes that ended
 * SETTLE_AFTER_MS before it. Consecutive sweeps' windows tile, so each write is swept once; a
 * sweep that never ran (an outage) leaves its sessions to the nightly rebuild.
 */
export function settleWindow(scheduled: number): SettleWindow {
  const step = SETTLE_EVERY_MINUTES * 60_000;
  const through = Math.floor(scheduled / step) * step - SETTLE_AFTER_MS;
  return { after: new Date(through - step), through: new Date(through) };
}

/** What to add to the day so it counts the session's current state instead of what it counted before. */
export interface SessionPlan {
  date: string;
  delta: DayStats;
  /** The session's new stamp. */
  counted: CountedSession;
}

/** Null when the session is counted as it is (`counted`: its stamp, null when never counted). */
export function planSession(session: StoredSession, counted: CountedSession | null): SessionPlan | null {
  const target = countableState(session);
  if (counted && counted.duration === target.duration && counted.bounced === target.bounced) return null;
  return {
    date: utcDateKey(session.startTime),
    delta: subtractDayStats(sessionContribution(session, target), sessionContribution(session, counted)),
    counted: target,
  };
}

// ── Deltas and their writes ─────────────────────────────────────────────────────────────

/** A numeric change as a nested object; `wrap` turns numbers into increments for a merge write. */
type Nested<T> = { [key: string]: T | Nested<T> };

function subtractRecord(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const out = dict<number>();
  const own = (record: Record<string, number>, key: string) =>
    Object.hasOwn(record, key) ? record[key]! : 0;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const value = own(a, key) - own(b, key);
    if (value !== 0) out[key] = value;
  }
  return out;
}

/**
 * `a - b`, field by field, for what sessions add (items have their own documents and are
 * left out; unique visitors are not additive and stay 0).
 */
export function subtractDayStats(a: DayStats, b: DayStats): DayStats {
  const delta = emptyDayStats(a.date);
  for (const field of COUNTER_FIELDS) delta.counters[field] = a.counters[field] - b.counters[field];
  for (const type of EVENT_TYPES) delta.eventTypes[type] = a.eventTypes[type] - b.eventTypes[type];
  for (const device of DEVICES) delta.devices[device] = a.devices[device] - b.devices[device];
  delta.sources = subtractRecord(a.sources, b.sources);
  delta.sessions = a.sessions - b.sessions;
  delta.bounces = a.bounces - b.bounces;
  delta.durationSum = a.durationSum - b.durationSum;
  return delta;
}

/**
 * The non-zero changes of a delta's fixed fields (counters, types, devices, sessions) as the
 * nested object of a shard's merge write, each number passed through `wrap`
 * (FieldValue.increment in production). Items and sources never go to a shard: they have
 * documents of their own, so no shard grows with them. Empty when nothing changes.
 */
export function shardWrite<T>(delta: DayStats, wrap: (value: number) => T): Nested<T> {
  const out = dict<T | Nested<T>>();
  const put = (target: Nested<T>, key: string, value: number) => {
    if (value !== 0) target[key] = wrap(value);
  };
  const putMap = (key: string, record: Record<string, number>) => {
    const nested = dict<T | Nested<T>>();
    for (const [name, value] of Object.entries(record)) put(nested, name, value);
    if (Object.keys(nested).length > 0) out[key] = nested;
  };
  for (const field of COUNTER_FIELDS) put(out, field, delta.counters[field]);
  putMap("eventTypes", delta.eventTypes);
  putMap("devices", delta.devices);
  put(out, "sessions", delta.sessions);
  put(out, "bounces", delta.bounces);
  put(out, "durationSum", delta.durationSum);
  return out;
}

/** The non-zero item counts as a merge write (same `wrap` as shardWrite). */
export function itemCountsWrite<T>(counts: ItemDayCounts, wrap: (value: number) => T): Record<string, T> {
  const out = dict<T>();
  for (const field of ITEM_FIELDS) if (counts[field] !== 0) out[field] = wrap(counts[field]);
  return out;
}

/** Whether a delta changes nothing (its fixed fields and sources). */
export function isZeroDelta(delta: DayStats): boolean {
  return (
    Object.keys(shardWrite(delta, (value) => value)).length === 0 &&
    Object.values(delta.sources).every((value) => value === 0)
  );
}
