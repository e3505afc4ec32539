// Stage 1 of counting, pure: what one event or one session state adds to its day, decided
// from the document alone. count.ts commits these plans; rebuild.ts replans a whole day the
// same way to find drift.
import { createHash } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import {
  addDayStats,
  COUNTER_FIELD_BY_EVENT,
  dict,
  DIMENSION_KINDS,
  emptyDayStats,
  isAnalyticsKey,
  ITEM_DAY_FIELD,
  OTHER_SOURCE,
  parseStoredEvent,
  referrerSource,
  sanitizeSourceLabel,
  sessionDimensionLabels,
  sourceLabel,
  storedSessionSchema,
  TOP_SOURCES_PER_DAY,
  utcDateKey,
  zeroItemCounts,
  type CountedSession,
  type CounterField,
  type DayStats,
  type EventType,
  type ItemDayCounts,
  type StoredEvent,
  type StoredSession,
} from "@folio/domain";
import { ownHosts } from "../ssr/config";
import { SETTLE_AFTER_MS, SETTLE_EVERY_MINUTES } from "./config";

/** Deep equality of stored data, whatever its maps' prototypes (the server builds prototype-free ones). */
export const same = (a: unknown, b: unknown): boolean =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(a ?? null)), JSON.parse(JSON.stringify(b ?? null)));

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

/** Everything one counted event adds, decided from the event alone. */
export interface EventEffects {
  /** UTC day of the event's timestamp: the counter document it counts in. */
  date: string;
  type: EventType;
  counterField: CounterField;
  /** The gallery item the event is about, the day count it raises and its own total, if any. */
  item: { id: string; dayField: keyof ItemDayCounts | null; totalField: "views" | "likes" | null } | null;
  /** The day's visitor id, for unique visitors (its marker document). */
  visitor: { id: string } | null;
  /** A view in a session: the item's views rise once per session (its view marker). */
  viewMark: string | null;
  /** A like bound to an Auth identity: it counts once per liker and item (its like marker). */
  likeMark: { id: string; uid: string } | null;
}

/** Plans the effects of a valid stored event. */
export function planEvent(event: StoredEvent): EventEffects {
  const dayField = ITEM_DAY_FIELD[event.type] ?? null;
  const totalField = dayField === "views" || dayField === "likes" ? dayField : null;
  const item = event.contentId ? { id: event.contentId, dayField, totalField } : null;
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

/**
 * What one counted event adds to its day: its counter and type, its item's day counts (unless
 * `itemCounted` is false: a view the session made before), and a unique visitor when its
 * mark made the visitor's marker of the day.
 */
export function eventDelta(effects: EventEffects, itemCounted: boolean, visitorAdded: boolean): DayStats {
  const delta = emptyDayStats(effects.date);
  delta.counters[effects.counterField] = 1;
  delta.eventTypes[effects.type] = 1;
  delta.uniqueVisitors = visitorAdded ? 1 : 0;
  if (effects.item?.dayField && itemCounted)
    delta.items[effects.item.id] = { ...zeroItemCounts(), [effects.item.dayField]: 1 };
  return delta;
}

/** The works' `views` and `likes` a fold raises, by work id. */
export type WorkRaises = Map<string, { views: number; likes: number }>;

/**
 * The fold of counted events (their documents, as their marks left them): what they add to
 * their day's counter, and to their works' totals. An event that does not parse (it was
 * counted, so it did) adds nothing.
 */
export function planFold(date: string, marks: readonly unknown[]): { delta: DayStats; works: WorkRaises } {
  const delta = emptyDayStats(date);
  const works: WorkRaises = new Map();
  for (const data of marks) {
    const parsed = parseStoredEvent(data);
    if (!parsed.ok) continue;
    const effects = planEvent(parsed.event);
    addDayStats(delta, eventDelta(effects, parsed.event.itemCounted, parsed.event.visitorAdded));
    const field = effects.item?.totalField;
    if (!field || !parsed.event.itemCounted) continue;
    const work = works.get(effects.item!.id) ?? { views: 0, likes: 0 };
    work[field] += 1;
    works.set(effects.item!.id, work);
  }
  return { delta, works };
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
  const labels = sessionDimensionLabels({ ...session, outbound: state.outbound });
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
  if (counted && same(counted, target)) return null;
  return {
    delta: addDayStats(sessionContribution(session, target), sessionContribution(session, counted), -1),
    counted: target,
  };
}

// ── Deltas and their writes ─────────────────────────────────────────────────────────────

/** A numeric change as a nested object; `wrap` turns numbers into increments for a write. */
type Nested<T> = { [key: string]: T | Nested<T> };

/**
 * The non-zero changes of events' delta as the nested object of a counter write, each number
 * passed through `wrap` (FieldValue.increment): the counters, types, unique visitors and items'
 * day counts (the fields folds add to; sessions write theirs whole, in a transaction). Empty
 * when nothing changes.
 */
export function counterIncrements<T>(delta: DayStats, wrap: (value: number) => T): Nested<T> {
  const { counters, eventTypes, uniqueVisitors, items } = delta;
  return nonZero({ ...counters, eventTypes, uniqueVisitors, items }, wrap);
}

/** The non-zero numbers of nested maps, each passed through `wrap`; a map left empty goes. */
function nonZero<T>(fields: object, wrap: (value: number) => T): Nested<T> {
  const out = dict<T | Nested<T>>();
  for (const [key, value] of Object.entries(fields))
    if (typeof value !== "number") {
      const nested = nonZero(value as object, wrap);
      if (Object.keys(nested).length > 0) out[key] = nested;
    } else if (value !== 0) out[key] = wrap(value);
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

// ── The fold's record ───────────────────────────────────────────────────────────────────

/** A mark's place in the fold's order: its `countedAt` (a Timestamp), then its id. */
export interface MarkPlace<T extends Time = Time> {
  at: T;
  id: string;
}
interface Time {
  seconds: number;
  nanoseconds: number;
}

/** Orders two places as the fold's query does: by time, then by id (its UTF-8 bytes, as Firestore). */
export function comparePlaces(a: MarkPlace, b: MarkPlace): number {
  const time = a.at.seconds - b.at.seconds || a.at.nanoseconds - b.at.nanoseconds;
  return time || Buffer.compare(Buffer.from(a.id), Buffer.from(b.id));
}

/**
 * A counter's record of its folds: every mark placed up to `through` is in the counter, and so
 * are the marks after it named in `recent`.
 */
export interface FoldRecord<T extends Time = Time> {
  through: MarkPlace<T>;
  recent: string[];
}

/** Whether the mark at `place` is in the counter, by its fold record. */
export function isInFold(place: MarkPlace, record: FoldRecord | null): boolean {
  return record !== null && (comparePlaces(place, record.through) <= 0 || record.recent.includes(place.id));
}

/**
 * How long after its `countedAt` a mark may still become visible to a query: a commit's server
 * time is taken as it is processed, and shows once applied (up to 340 ms apart on the emulator
 * under 60 parallel writers; whole milliseconds in production, where the commit is later).
 */
export const FOLD_LAG_SECONDS = 2;

/**
 * One fold, from the page of marks its query read after `record.through`, in order: which to
 * add (at most `max`, none named in `recent`), and the record after them. `horizon` is the
 * query's read time less FOLD_LAG_SECONDS: every mark placed before it is visible, so in the
 * page, and the new `through` goes no further (nor past the page's last, if cut short: not
 * `complete`); the marks added after it are named. Without a `horizon` (a page read after a
 * later place, the fold's cursor), `through` stays and the marks added are named. Null when
 * there is nothing new.
 */
export function planFoldRecord<T extends Time>(
  record: FoldRecord<T> | null,
  page: readonly MarkPlace<T>[],
  horizon: T | null,
  complete: boolean,
  max: number,
): { fold: number[]; record: FoldRecord<T> } | null {
  const known = new Set(record?.recent);
  const fresh = page.flatMap((place, index) => (known.has(place.id) ? [] : [index]));
  const fold = fresh.slice(0, max);
  if (fold.length === 0) return null;
  if (!horizon)
    return {
      fold,
      record: { through: record!.through, recent: [...known, ...fold.map((index) => page[index]!.id)] },
    };
  const seen = fold.length < fresh.length ? page[fold.at(-1)!] : complete ? undefined : page.at(-1);
  const through = seen && comparePlaces(seen, { at: horizon, id: "" }) < 0 ? seen : { at: horizon, id: "" };
  const added = new Set([...known, ...fold.map((index) => page[index]!.id)]);
  const read = new Set(page.map(({ id }) => id));
  const recent = page.filter((place) => added.has(place.id) && comparePlaces(place, through) > 0);
  // Named before and not read again: beyond a page cut short (in a complete one, a deleted event's).
  const beyond = complete ? [] : [...known].filter((id) => !read.has(id));
  return { fold, record: { through, recent: [...beyond, ...recent.map(({ id }) => id)] } };
}
