// Stage 1 of counting, pure: what one event or one session state adds to its day, decided
// from the document alone. count.ts commits these plans; rebuild.ts replans a whole day the
// same way to find drift.
import { createHash } from "node:crypto";
import {
  COUNTER_FIELD_BY_EVENT,
  COUNTER_FIELDS,
  DEVICES,
  dict,
  DIMENSION_KINDS,
  emptyDayStats,
  isAnalyticsKey,
  ITEM_FIELD_BY_EVENT,
  OTHER_SOURCE,
  referrerSource,
  sanitizeSourceLabel,
  sessionDimensionLabels,
  sourceLabel,
  storedSessionSchema,
  TOP_SOURCES_PER_DAY,
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

// ── Document ids ────────────────────────────────────────────────────────────────────────

/** The first `length` hex digits of the SHA-256 of `text`: a document id any text can have. */
function hashId(text: string, length: number): string {
  return createHash("sha256").update(text).digest("hex").slice(0, length);
}

/**
 * The document id of one label's day document in one kind (a traffic source, a campaign…): a
 * hash, because a label is any printable text a visitor chose (`__x__`, `a/b`, `..`) and no such
 * text becomes an id.
 */
export function labelDocId(kind: LabelKind, label: string): string {
  return hashId(`${kind}\n${label}`, 32);
}

/** The id of the marker of one session's view of one item (hashed: both ids may hold `_`). */
export function viewMarkId(sessionId: string, itemId: string): string {
  return hashId(`${sessionId}\n${itemId}`, 40);
}

/**
 * The id of a visitor's marker of a day: the visitor id itself when it is a key (the tracker's,
 * and every event's: an event's other ids are dropped), else its hash. A session's `userId` is
 * any text a backfill chose (`user@example.com`, `42`), and each still counts once.
 */
export function visitorMarkerId(userId: string): string {
  return isAnalyticsKey("visitorId", userId) ? userId : `h${hashId(userId, 40)}`;
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
  /** The gallery item the event is about, and what it raises there. */
  item: {
    id: string;
    /** Field of the per-item daily counts, if any. */
    dayField: keyof ItemDayCounts | null;
    /** Field of the gallery document (`views` or `likes`) the event raises, if any. */
    totalField: "views" | "likes" | null;
  } | null;
  /** The day's visitor id, for unique visitors (its marker document). */
  visitor: { id: string } | null;
  /** A view in a session: the item's views rise once per session (its view marker). */
  viewMark: string | null;
  /** A like bound to an Auth identity: it counts once per liker and item (its like marker). */
  likeMark: { id: string; uid: string } | null;
}

/** Plans the effects of a valid stored event. */
export function planEvent(event: StoredEvent): EventEffects {
  const totalField = ITEM_FIELD_BY_EVENT[event.type] ?? null;
  const item = event.contentId
    ? {
        id: event.contentId,
        dayField: ITEM_DAY_FIELD[event.type] ?? null,
        totalField,
      }
    : null;
  return {
    date: utcDateKey(event.timestamp),
    type: event.type,
    counterField: COUNTER_FIELD_BY_EVENT[event.type],
    item,
    visitor: event.userId ? { id: visitorMarkerId(event.userId) } : null,
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

/**
 * What one counted event adds to its day: its counter and type, its item's day counts (unless
 * `itemCounted` is false: a view the session made before), and a unique visitor when its
 * batch makes the visitor's marker of the day.
 */
export function eventDelta(effects: EventEffects, itemCounted: boolean, visitorAdded: boolean): DayStats {
  const delta = emptyDayStats(effects.date);
  delta.counters[effects.counterField] = 1;
  delta.eventTypes[effects.type] = 1;
  delta.uniqueVisitors = visitorAdded ? 1 : 0;
  const counts = itemDelta(effects, itemCounted);
  if (counts) delta.items[effects.item!.id] = counts;
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
  // The outbound links its stamp counted, not the session's latest: the delta adds the new ones.
  const labels = sessionDimensionLabels({ ...session, outbound: state.outbound ?? [] });
  for (const kind of DIMENSION_KINDS) for (const label of labels[kind]) stats.dimensions[kind][label] = 1;
  return stats;
}

/** Read once per instance: the hosts a referrer from the site itself has. */
const OWN_HOSTS = ownHosts();

/**
 * The session's traffic source label, printable and bounded: a full referrer URL counts as its
 * host (never its path or query), and a URL of the site itself as Direct, as the tracker's do.
 */
export function sessionSource(session: StoredSession, own: ReadonlySet<string> = OWN_HOSTS): string {
  return sourceLabel(referrerSource(session.referrer, own) ?? sanitizeSourceLabel(session.referrer));
}

/** Most a session's `endTime` may stray from the time of its write and still be swept by it. */
const SETTLE_SLACK_MS = 60_000;

/**
 * Whether a session write can wait for the settle sweep, which finds it by `endTime`: only when
 * `endTime` is within the slack of the write's time (the tracker's); a backfill counts at once.
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
 * The settle window of the sweep scheduled at `scheduled` (ms, put on the grid, so a retry sweeps
 * the same one): the SETTLE_EVERY_MINUTES of writes that ended SETTLE_AFTER_MS before. Windows tile.
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
  const target: CountedSession = {
    duration: session.duration,
    bounced: session.bounced,
    outbound: session.outbound,
  };
  if (
    counted &&
    counted.duration === target.duration &&
    counted.bounced === target.bounced &&
    (counted.outbound ?? []).join("\n") === session.outbound.join("\n")
  )
    return null;
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
 * `a - b` of what sessions add: sessions, bounces, duration, devices, sources and dimensions (no
 * counters, types or items; a session's visitor is counted apart, with its marker).
 */
export function subtractDayStats(a: DayStats, b: DayStats): DayStats {
  const delta = emptyDayStats(a.date);
  for (const device of DEVICES) delta.devices[device] = a.devices[device] - b.devices[device];
  delta.sources = subtractRecord(a.sources, b.sources);
  for (const kind of DIMENSION_KINDS)
    delta.dimensions[kind] = subtractRecord(a.dimensions[kind], b.dimensions[kind]);
  delta.sessions = a.sessions - b.sessions;
  delta.bounces = a.bounces - b.bounces;
  delta.durationSum = a.durationSum - b.durationSum;
  return delta;
}

/**
 * The non-zero changes of events' delta as the nested object of the counter's merge write, each
 * number passed through `wrap` (FieldValue.increment): the counters, types, unique visitors and
 * items' day counts. Sessions write their figures whole, in a transaction (count.ts). Empty when
 * nothing changes.
 */
export function counterIncrements<T>(delta: DayStats, wrap: (value: number) => T): Nested<T> {
  const out = dict<T | Nested<T>>();
  const put = (target: Nested<T>, key: string, value: number) => {
    if (value !== 0) target[key] = wrap(value);
  };
  const putMap = (target: Nested<T>, key: string, record: Record<string, number>) => {
    const nested = dict<T | Nested<T>>();
    for (const [name, value] of Object.entries(record)) put(nested, name, value);
    if (Object.keys(nested).length > 0) target[key] = nested;
  };
  for (const field of COUNTER_FIELDS) put(out, field, delta.counters[field]);
  putMap(out, "eventTypes", delta.eventTypes);
  put(out, "uniqueVisitors", delta.uniqueVisitors);
  const items = dict<T | Nested<T>>();
  for (const [id, counts] of Object.entries(delta.items))
    putMap(items, id, counts as unknown as Record<string, number>);
  if (Object.keys(items).length > 0) out.items = items;
  return out;
}

/** What the counter keeps a day's top labels of: traffic sources and each dimension. */
export const LABEL_KINDS = ["sources", ...DIMENSION_KINDS] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

/** A day's sessions per label of each kind (the maps themselves, not copies). */
export function labelMaps(stats: DayStats): Record<LabelKind, Record<string, number>> {
  return { sources: stats.sources, ...stats.dimensions };
}

/** The sum of a map's sessions (a kind's map holds every session with a label of it once per label). */
export function mapTotal(map: Record<string, number>): number {
  return Object.values(map).reduce((sum, sessions) => sum + sessions, 0);
}

/**
 * A kind's top labels as the day's counter keeps them: the TOP_SOURCES_PER_DAY labels with the
 * most sessions (then by label), and the rest of `total` under OTHER_SOURCE. A label really
 * called "Other" adds to that bucket.
 */
export function topLabels(all: Iterable<[string, number]>, total: number): Record<string, number> {
  const ranked = [...all]
    .filter(([label, count]) => label !== OTHER_SOURCE && count > 0)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, TOP_SOURCES_PER_DAY);
  const top = dict<number>();
  for (const [label, count] of ranked) top[label] = count;
  const other = total - ranked.reduce((sum, [, count]) => sum + count, 0);
  if (other > 0) top[OTHER_SOURCE] = other;
  return top;
}
