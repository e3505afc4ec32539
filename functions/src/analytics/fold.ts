// Stage 3: folding. On a quiet day counting (count.ts) writes the one document readers read
// directly, as the fold of its own change (addDirectCount). On a busy day it writes
// increments to shards, which many invocations can do at once, and a fold adds what they
// gained to that document. The day fold writes `analytics_counters/{date}`; the item fold
// writes an item's day counts and raises the gallery item's `views` and `likes` by what it
// adds, in one batch.
import { isDeepStrictEqual } from "node:util";
import {
  ANALYTICS_COLLECTIONS,
  COLLECTIONS,
  computeMetrics,
  COUNTER_FIELDS,
  dayStatsFields,
  dict,
  emptyDayStats,
  OTHER_SOURCE,
  parseDayStats,
  sumDayStats,
  TOP_ITEMS_PER_DAY,
  TOP_SOURCES_PER_DAY,
  type DayStats,
  type ItemDayCounts,
} from "@folio/domain";
import {
  FieldValue,
  Timestamp,
  type CollectionReference,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type WriteBatch,
} from "firebase-admin/firestore";
import { errorCode, GRPC, sleep } from "../lib/firestore-errors";
import { foldIntervalMs } from "./config";
import { analyticsLogs } from "./logs";
import {
  addItemCounts,
  isZeroItemCounts,
  itemCountsWrite,
  parseItemCounts,
  REPAIR_SHARD,
  shardWrite,
  sourceDocId,
  subtractDayStats,
} from "./plan";

// ── Where a day lives ───────────────────────────────────────────────────────────────────

/** The daily counter document of a UTC date. */
export function counterRef(db: Firestore, date: string): DocumentReference {
  return db.collection(COLLECTIONS.analyticsCounters).doc(date);
}

/** The documents of one day beside its counter, each a sub-collection of it (see ANALYTICS_COLLECTIONS). */
export function dayOf(db: Firestore, date: string) {
  const counter = counterRef(db, date);
  return {
    counter,
    shards: counter.collection(ANALYTICS_COLLECTIONS.shards),
    visitors: counter.collection(ANALYTICS_COLLECTIONS.visitors),
    sources: counter.collection(ANALYTICS_COLLECTIONS.sources),
    itemCounts: counter.collection(ANALYTICS_COLLECTIONS.itemCounts),
    itemShards: counter.collection(ANALYTICS_COLLECTIONS.itemShards),
  };
}

/**
 * Adds a delta's fixed fields to a day shard as increments, stamped `at` with the commit time,
 * so that the fold reads only the shards written since it last ran. Nothing is written when
 * nothing changes.
 */
export function addShardIncrements(batch: WriteBatch, ref: DocumentReference, delta: DayStats): void {
  const write = shardWrite(delta, (value) => FieldValue.increment(value));
  if (Object.keys(write).length === 0) return;
  batch.set(ref, { ...write, at: FieldValue.serverTimestamp() }, { merge: true });
}

// ── Pure: what a fold computes ──────────────────────────────────────────────────────────

/** A shard as the fold reads it. */
export interface ShardRead {
  id: string;
  data: Record<string, unknown>;
}

/** A traffic source's day document as the fold reads it. */
export interface SourceRead {
  label: unknown;
  sessions: unknown;
}

/**
 * The day's totals: the sum of the shards' fixed fields, unique visitors as the count of the
 * day's markers, the top items (already ranked by the query) and the top sources, the rest
 * of the sessions under OTHER_SOURCE. Shards written before items and sources had documents
 * of their own may still hold maps of them: they are ignored.
 */
export function foldShards(
  date: string,
  visitors: number,
  shards: readonly ShardRead[],
  topItems: readonly { id: string; data: Record<string, unknown> | undefined }[] = [],
  topSources?: readonly SourceRead[],
): DayStats {
  const total = sumDayStats(
    date,
    shards.map((shard) => {
      const stats = parseDayStats(date, shard.data);
      stats.items = dict();
      stats.sources = dict();
      return stats;
    }),
  );
  total.uniqueVisitors = visitors;
  for (const { id, data } of topItems) {
    const counts = parseItemCounts(data);
    if (!isZeroItemCounts(counts)) total.items[id] = counts;
  }
  // The rebuild compares shards alone: it reads every source document itself.
  if (!topSources) return total;
  let named = 0;
  for (const source of topSources) {
    const sessions = typeof source.sessions === "number" ? source.sessions : 0;
    if (typeof source.label !== "string" || sessions <= 0) continue;
    total.sources[source.label] = (total.sources[source.label] ?? 0) + sessions;
    named += sessions;
  }
  const other = total.sessions - named;
  if (other > 0) total.sources[OTHER_SOURCE] = (total.sources[OTHER_SOURCE] ?? 0) + other;
  return total;
}

/** Fields of the counter document that the fold owns (the spec's counter fields plus the extras). */
export function counterFields(stats: DayStats): Record<string, unknown> {
  return { date: stats.date, ...dayStatsFields(stats) };
}

/** Whether the stored counter already holds exactly these totals. */
export function sameTotals(stored: Record<string, unknown> | undefined, stats: DayStats): boolean {
  if (!stored) return false;
  const current = parseDayStats(stats.date, stored);
  if (COUNTER_FIELDS.some((field) => current.counters[field] !== stats.counters[field])) return false;
  return sameFields(dayStatsFields(current), dayStatsFields(stats));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !(value instanceof Timestamp);
}

/**
 * Whether two stored documents hold the same data, whatever the order of their keys and
 * whether their maps are prototype-free (a rebuild writes nothing when nothing changed).
 */
export function sameFields(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(plain(a), plain(b));
}

/** A deep copy with ordinary prototypes, so that `isDeepStrictEqual` compares data only. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value !== "object" || value === null) return value;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== null && proto !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value))
    Object.defineProperty(out, key, { value: plain(entry), enumerable: true });
  return out;
}

// ── Timestamps ──────────────────────────────────────────────────────────────────────────

function millis(value: unknown): number {
  return value instanceof Timestamp ? value.toMillis() : 0;
}

/** Compares Timestamps exactly (microseconds matter: a write and a fold can share a millisecond). */
function notBefore(a: unknown, b: Timestamp): boolean {
  return (
    a instanceof Timestamp &&
    (a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds >= b.nanoseconds))
  );
}

function newestOf(times: readonly Timestamp[]): Timestamp | null {
  let newest: Timestamp | null = null;
  for (const time of times) if (!newest || !notBefore(newest, time)) newest = time;
  return newest;
}

function sameThrough(stored: unknown, newest: Timestamp | null): boolean {
  if (newest === null) return !stored;
  return stored instanceof Timestamp && notBefore(stored, newest) && notBefore(newest, stored);
}

/** `raced`: another fold wrote the document since this one read it (it reads again). */
export type FoldOutcome = "folded" | "covered" | "too-soon" | "raced";

interface FoldOptions {
  /** The fold is not needed when the document already covers writes up to this time. */
  since?: Timestamp | null;
  /** Fold even if the last fold was less than `intervalMs` ago. */
  force?: boolean;
  intervalMs?: number;
}

// ── The day fold ────────────────────────────────────────────────────────────────────────

/**
 * Writes `fields` over `current` only if nobody wrote it since it was read (its update time as
 * precondition; `create` if it did not exist): two writers that read the same state (two
 * folds, two deliveries stamping one session) cannot both apply, and the one refused reads again.
 */
export function addGuardedWrite(
  batch: WriteBatch,
  ref: DocumentReference,
  current: { exists: boolean; updateTime?: Timestamp },
  fields: Record<string, unknown>,
): void {
  if (current.exists && current.updateTime) batch.update(ref, fields, { lastUpdateTime: current.updateTime });
  else batch.create(ref, fields);
}

/** Whether a guarded fold write was refused because another fold got there first. */
function lostRace(error: unknown): boolean {
  const code = errorCode(error);
  return code === GRPC.FAILED_PRECONDITION || code === GRPC.ALREADY_EXISTS;
}

/**
 * The top `limit` entries of `kept` with `changed` replacing theirs, by `score` descending and
 * then id (the order of Firestore's `orderBy(score, "desc")` query). Exact while scores only
 * grow, as between two rebuilds: an entry outside the kept top list can only enter it by changing.
 */
export function mergeTop<T>(
  kept: Iterable<[string, T]>,
  changed: Iterable<[string, T]>,
  score: (value: T) => number,
  limit: number,
): [string, T][] {
  const all = new Map(kept);
  for (const [id, value] of changed) all.set(id, value);
  return [...all]
    .sort(([a, x], [b, y]) => score(y) - score(x) || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit);
}

/** The shard values a counter or an item's day counts include (their `shardsFolded`), by shard id. */
export function foldedShards(stored: Record<string, unknown> | undefined): Record<string, unknown> {
  const stamps = stored?.shardsFolded;
  return isRecord(stamps) ? stamps : dict<unknown>();
}

/** What an item shard gained since its day counts folded it (`folded`: their `foldedShards`). */
export function itemShardGain(folded: Record<string, unknown>, shard: ShardRead): ItemDayCounts {
  const before = Object.hasOwn(folded, shard.id) ? folded[shard.id] : undefined;
  return addItemCounts(
    parseItemCounts(shard.data),
    parseItemCounts(isRecord(before) ? before : undefined),
    -1,
  );
}

/** A shard's values as a negative change: what the counter already holds of it. */
function negated(date: string, values: unknown): Record<string, unknown> {
  return shardWrite(subtractDayStats(emptyDayStats(date), parseDayStats(date, values)), (value) => value);
}

/**
 * The changes that make the day's exact totals (items and sources aside): the counter as
 * stored, plus what each shard read gained since the counter last folded it (`shardsFolded`).
 * The counter also holds what was counted into it directly, so it is the base, never the
 * shards alone. The rebuild compares this with its recount.
 */
export function dayChanges(
  date: string,
  stored: Record<string, unknown> | undefined,
  shards: readonly ShardRead[],
) {
  const before = foldedShards(stored);
  return [
    stored ?? {},
    ...shards.map((shard) => shard.data),
    ...shards.flatMap((shard) => (Object.hasOwn(before, shard.id) ? [negated(date, before[shard.id])] : [])),
  ];
}

/** Sources as the top list keeps them: by document id (the hash of the label). */
function sourceEntry(label: unknown, sessions: unknown): [string, SourceRead] {
  return [typeof label === "string" ? sourceDocId(label) : "", { label, sessions }];
}

/**
 * The counter's next totals: `changes` summed, unique visitors, and the top lists with the
 * item day counts and sources read merged in (or replacing the kept ones, `fresh`, when read
 * by the ranked queries). Exact while scores only grow: an entry outside a kept list can only
 * enter it by changing, and then it is read.
 */
export function nextTotals(
  date: string,
  stored: Record<string, unknown> | undefined,
  changes: readonly Record<string, unknown>[],
  read: {
    visitors: number;
    items: [string, ItemDayCounts][];
    sources: SourceRead[] | null;
    fresh: boolean;
  },
): DayStats {
  const kept = parseDayStats(date, stored);
  const topItems = read.fresh
    ? read.items
    : mergeTop(Object.entries(kept.items), read.items, (counts) => counts.views, TOP_ITEMS_PER_DAY);
  const readSources = (read.sources ?? []).map((source) => sourceEntry(source.label, source.sessions));
  const topSources =
    read.fresh && read.sources
      ? readSources
      : mergeTop(
          Object.entries(kept.sources)
            .filter(([label]) => label !== OTHER_SOURCE)
            .map(([label, sessions]) => sourceEntry(label, sessions)),
          readSources,
          (source) => Number(source.sessions) || 0,
          TOP_SOURCES_PER_DAY,
        );
  return foldShards(
    date,
    read.visitors,
    changes.map((data, index) => ({ id: String(index), data })),
    topItems.map(([id, counts]) => ({ id, data: { ...counts } })),
    topSources.map(([, source]) => source),
  );
}

// ── What this instance knows ───────────────────────────────────────────────────────────

/**
 * What this instance knows of a document (by path): that it exists (a read found it, or this
 * instance wrote it), and until when it is busy (found written within the interval, lost a
 * direct count, or written by this instance, a shard of it included). Busy, it writes shards
 * without reading the document to decide; known to exist, a counter takes increments without
 * a read. Only savings of reads: a wrong guess costs a shard and a fold, never a count.
 * Bounded: a few hundred entries at most (days and hot items).
 */
const known = new Map<string, { exists: boolean; busyUntil: number }>();
const KNOWN_MAX = 500;

function remember(ref: DocumentReference, change: { exists?: boolean; busyUntil?: number }): void {
  const now = Date.now();
  if (known.size >= KNOWN_MAX)
    for (const [path, entry] of known) if (!entry.exists && entry.busyUntil <= now) known.delete(path);
  const entry = known.get(ref.path) ?? { exists: false, busyUntil: 0 };
  if (!known.has(ref.path) && known.size >= KNOWN_MAX) return;
  known.set(ref.path, {
    exists: change.exists ?? entry.exists,
    busyUntil: Math.max(entry.busyUntil, change.busyUntil ?? 0),
  });
}

/** Notes that `ref` is busy until `until` (ms since the epoch): about to be written, by default. */
export function noteBusy(ref: DocumentReference, until: number = Date.now() + foldIntervalMs()): void {
  if (until > Date.now()) remember(ref, { busyUntil: until });
}

/** Notes whether a counter exists (a refused update says it does not). */
export function noteExists(ref: DocumentReference, exists = true): void {
  remember(ref, { exists });
}

/** Whether this instance knows `ref` to be busy now. */
export function knownBusy(ref: DocumentReference): boolean {
  return (known.get(ref.path)?.busyUntil ?? 0) > Date.now();
}

/** Whether this instance knows the counter `ref` to exist. */
export function knownToExist(ref: DocumentReference): boolean {
  return known.get(ref.path)?.exists === true;
}

/** Forgets all of it (tests that need a given path start from nothing known). */
export function forgetKnown(): void {
  known.clear();
}

/**
 * Whether nobody wrote a document for a fold interval: then one more direct write keeps it
 * within Firestore's ~1 write/s. A busy one is noted (`noteBusy`) until the interval is over.
 */
export function isQuiet(doc: DocumentSnapshot, intervalMs: number = foldIntervalMs()): boolean {
  if (!doc.exists || !doc.updateTime) return true;
  noteExists(doc.ref);
  const until = doc.updateTime.toMillis() + intervalMs;
  if (until <= Date.now()) return true;
  noteBusy(doc.ref, until);
  return false;
}

// ── Direct counts ───────────────────────────────────────────────────────────────────────

/** `{a: {b: x}}` as `{"a.b": x}`: an update sets nested fields by path instead of replacing maps. */
export function fieldPaths(nested: Record<string, unknown>, prefix = ""): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(nested)) {
    const isMap =
      typeof value === "object" && value !== null && !(value instanceof FieldValue) && !Array.isArray(value);
    if (isMap) Object.assign(out, fieldPaths(value as Record<string, unknown>, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = value;
  }
  return out;
}

/**
 * Counts a change of the day's fixed fields only (no top-list entry: an itemless event, a
 * session's later change) straight into a counter known to exist, as increments: they
 * commute, so neither a read nor a precondition is needed. `update`: a counter deleted since
 * refuses it (NOT_FOUND), and the event or session is planned again.
 */
export function addCounterIncrements(
  batch: WriteBatch,
  counter: DocumentReference,
  change: DayStats,
  visitorAdded: boolean,
): void {
  const write: Record<string, unknown> = shardWrite(change, (value) => FieldValue.increment(value));
  if (visitorAdded) write.uniqueVisitors = FieldValue.increment(1);
  if (Object.keys(write).length > 0) batch.update(counter, fieldPaths(write));
}

/**
 * Counts a change straight into the day's counter, while the day is quiet: the fold of that
 * one change (`nextTotals`), written only if nobody wrote the counter since it was read. So
 * at quiet traffic an event costs no shard and no fold; a writer that loses the race plans
 * again, finds the counter busy and writes a shard instead.
 */
export function addDirectCount(
  batch: WriteBatch,
  counter: DocumentSnapshot,
  change: DayStats,
  read: { visitorAdded: boolean; item?: [string, ItemDayCounts]; source?: SourceRead },
): void {
  const stored = counter.data();
  const totals = nextTotals(change.date, stored, [stored ?? {}, shardWrite(change, (value) => value)], {
    visitors: parseDayStats(change.date, stored).uniqueVisitors + (read.visitorAdded ? 1 : 0),
    items: read.item ? [read.item] : [],
    sources: read.source ? [read.source] : null,
    fresh: false,
  });
  addGuardedWrite(batch, counter.ref, counter, {
    ...counterFields(totals),
    ...(counter.exists ? {} : { createdAt: FieldValue.serverTimestamp() }),
  });
}

/**
 * Sums the shards of `date` into its counter document: the counter as stored plus what each
 * shard gained since it was last folded (`dayChanges`). A fold reads the shards stamped
 * (`at`) after its `foldedThrough` (every shard when forced, as the rebuild does, or on a
 * day's first fold). Reads take no locks (a read-only transaction: the writers of a burst
 * are never blocked by a fold); the counter is written under a precondition on its update
 * time, so a fold that read older shards, or raced a direct count, never overwrites a newer
 * counter: it reads again. `foldedThrough` records the newest shard stamp included: every
 * shard write committed at or before it is in the totals. Unique visitors are the count of
 * the day's markers. The top items and sources: fresh, two ordered queries of at most
 * TOP_ITEMS_PER_DAY and TOP_SOURCES_PER_DAY documents; otherwise only the item day counts and
 * sources written since the last fold read them (`listsThrough`), merged into the counter's
 * lists (sources only when the day gained sessions, which is when a source can change). A
 * fold that finds the totals unchanged writes nothing.
 */
export async function foldDay(
  db: Firestore,
  date: string,
  { since = null, force = false, intervalMs = foldIntervalMs() }: FoldOptions = {},
): Promise<FoldOutcome> {
  const day = dayOf(db, date);
  const read = await db.runTransaction(
    async (tx) => {
      const counter = await tx.get(day.counter);
      if (since && notBefore(counter.get("foldedThrough"), since)) return "covered" as const;
      if (!force && Date.now() - millis(counter.get("foldedAt")) < intervalMs) return "too-soon" as const;
      const through: unknown = counter.get("foldedThrough");
      const lists: unknown = counter.get("listsThrough");
      const folded = foldedShards(counter.data());
      // Fresh when forced, and on a day's first fold: every shard, and the top lists by query.
      const fresh = force || !(through instanceof Timestamp) || !(lists instanceof Timestamp);
      const shards = await tx.get(fresh ? day.shards : day.shards.where("at", ">", through));
      // What the shards read gained since they were folded says what else can have changed:
      // visitor markers are made with an event's count, a source's sessions with a session's.
      const gained = (of: (stats: DayStats) => number) =>
        fresh ||
        shards.docs.some(
          (shard) =>
            shard.id === REPAIR_SHARD ||
            of(parseDayStats(date, shard.data())) !== of(parseDayStats(date, folded[shard.id])),
        );
      const events = (stats: DayStats) => Object.values(stats.eventTypes).reduce((sum, n) => sum + n, 0);
      // Item day counts change with their events too; an unlike's, or an item fold that lands
      // after the day fold of its event, is merged by the next fold that counts events.
      const counted = gained(events);
      const [visitors, items, sources] = await Promise.all([
        counted ? tx.get(day.visitors.count()).then((count) => count.data().count) : null,
        counted
          ? tx.get(
              fresh
                ? day.itemCounts.orderBy("views", "desc").limit(TOP_ITEMS_PER_DAY)
                : day.itemCounts.where("foldedAt", ">", lists),
            )
          : null,
        gained((stats) => stats.sessions)
          ? tx.get(
              fresh
                ? day.sources.orderBy("sessions", "desc").limit(TOP_SOURCES_PER_DAY)
                : day.sources.where("at", ">", lists),
            )
          : null,
      ]);
      return { counter, fresh, folded, shards, visitors, items, sources };
    },
    { readOnly: true },
  );
  if (typeof read === "string") return read;
  const { counter, fresh, folded, shards, items, sources } = read;
  const stored = counter.data();
  const shardReads = shards.docs.map((shard) => ({ id: shard.id, data: shard.data() }));
  const totals = nextTotals(date, stored, dayChanges(date, stored, shardReads), {
    visitors: read.visitors ?? parseDayStats(date, stored).uniqueVisitors,
    items: (items?.docs ?? []).map((item) => [item.id, parseItemCounts(item.data())]),
    sources: sources
      ? sources.docs.map((doc) => ({
          label: doc.get("label") as unknown,
          sessions: doc.get("sessions") as unknown,
        }))
      : null,
    fresh,
  });
  const newest = newestOf([
    ...(stored?.foldedThrough instanceof Timestamp ? [stored.foldedThrough] : []),
    ...shards.docs.flatMap((shard) =>
      shard.get("at") instanceof Timestamp ? [shard.get("at") as Timestamp] : [],
    ),
  ]);
  if (counter.exists && sameTotals(stored, totals) && sameThrough(stored?.foldedThrough, newest))
    return "covered";
  // The shard values the new totals include: those read replace theirs, the others stay.
  const shardsFolded = dict<unknown>();
  for (const [id, values] of Object.entries(folded)) shardsFolded[id] = values;
  for (const shard of shards.docs)
    shardsFolded[shard.id] = shardWrite(parseDayStats(date, shard.data()), (value) => value);
  const batch = db.batch();
  addGuardedWrite(batch, day.counter, counter, {
    ...counterFields(totals),
    createdAt: stored?.createdAt ?? FieldValue.serverTimestamp(),
    foldedThrough: newest,
    foldedAt: Timestamp.now(),
    // The item day counts read up to now (kept when not read: the next fold reads from there).
    listsThrough: items ? shards.readTime : stored?.listsThrough,
    shardsFolded,
  });
  try {
    await batch.commit();
  } catch (error) {
    if (lostRace(error)) return "raced";
    throw error;
  }
  return "folded";
}

// ── The item fold ───────────────────────────────────────────────────────────────────────

/** One item's day counts document (`analytics_counters/{date}/item_counts/{itemId}`). */
export function itemCountsRef(db: Firestore, date: string, itemId: string): DocumentReference {
  return dayOf(db, date).itemCounts.doc(itemId);
}

/** One item's day shards. */
function itemShardsOf(db: Firestore, date: string, itemId: string) {
  return dayOf(db, date).itemShards.where("itemId", "==", itemId);
}

/**
 * Counts a change of an item's day counts straight into them, while the item is quiet, with
 * the gallery item's `views` and `likes` raised by as much: written only if nobody wrote the
 * day counts since they were read, like `addDirectCount`. `totals`: the day counts after it.
 */
export function addDirectItemCount(
  batch: WriteBatch,
  db: Firestore,
  date: string,
  itemId: string,
  current: DocumentSnapshot,
  change: ItemDayCounts,
  totals: ItemDayCounts,
): void {
  // No `foldedAt`: the same batch puts the item's counts in the counter's top list.
  addGuardedWrite(batch, current.ref, current, { itemId, date, ...totals });
  raiseGalleryItem(batch, db.collection(COLLECTIONS.gallery).doc(itemId), change);
}

/** Raises the gallery item's `views` and `likes` by a change of its day counts (nothing when they do not change). */
function raiseGalleryItem(batch: WriteBatch, gallery: DocumentReference, change: ItemDayCounts): void {
  const raise: Record<string, FieldValue> = {};
  if (change.views !== 0) raise.views = FieldValue.increment(change.views);
  if (change.likes !== 0) raise.likes = FieldValue.increment(change.likes);
  if (Object.keys(raise).length > 0) batch.update(gallery, raise);
}

/**
 * Sums one item's day shards into its day counts, and raises the gallery item's `views` and
 * `likes` by exactly what this fold adds to the day (the day counts record what the gallery
 * item already holds), in one batch guarded by the day counts' update time: however often it
 * runs, the gallery item holds the sum of its folded days. A hot item's events spread over
 * ITEM_SHARDS shards, and the gallery document takes at most one fold per interval instead
 * of one write per event. As in foldDay, the day counts as stored are the base, reads take no
 * locks, and only the shards stamped (`at`) since the last fold are read: the day counts keep
 * the shard values they include (`shardsFolded`; every shard on the item's first fold of the
 * day and when forced).
 */
export async function foldItemDay(
  db: Firestore,
  date: string,
  itemId: string,
  { since = null, force = false, intervalMs = foldIntervalMs() }: FoldOptions = {},
): Promise<FoldOutcome> {
  const ref = itemCountsRef(db, date, itemId);
  const gallery = db.collection(COLLECTIONS.gallery).doc(itemId);
  const read = await db.runTransaction(
    async (tx) => {
      const current = await tx.get(ref);
      if (since && notBefore(current.get("foldedThrough"), since)) return "covered" as const;
      if (!force && Date.now() - millis(current.get("foldedAt")) < intervalMs) return "too-soon" as const;
      const through: unknown = current.get("foldedThrough");
      const shardsOf = itemShardsOf(db, date, itemId);
      const [shards, item] = await Promise.all([
        tx.get(!force && through instanceof Timestamp ? shardsOf.where("at", ">", through) : shardsOf),
        tx.get(gallery),
      ]);
      return { current, folded: foldedShards(current.data()), shards, item };
    },
    { readOnly: true },
  );
  if (typeof read === "string") return read;
  const { current, folded, shards, item } = read;
  const stored = parseItemCounts(current.data());
  // The day counts, plus what each shard read gained since it was folded.
  const totals = { ...stored };
  const shardsFolded = dict<unknown>();
  for (const [id, values] of Object.entries(folded)) shardsFolded[id] = values;
  for (const shard of shards.docs) {
    addItemCounts(totals, itemShardGain(folded, { id: shard.id, data: shard.data() }));
    shardsFolded[shard.id] = itemCountsWrite(parseItemCounts(shard.data()), (value) => value);
  }
  const newest = newestOf([
    ...(current.get("foldedThrough") instanceof Timestamp ? [current.get("foldedThrough") as Timestamp] : []),
    ...shards.docs.map((shard) => shard.updateTime),
  ]);
  const change = addItemCounts({ ...totals }, stored, -1);
  if (current.exists && isZeroItemCounts(change) && sameThrough(current.get("foldedThrough"), newest))
    return "covered";
  const batch = db.batch();
  addGuardedWrite(batch, ref, current, {
    itemId,
    date,
    ...totals,
    foldedThrough: newest,
    // The commit time: a day fold that read its top items before it sees it as newer.
    foldedAt: FieldValue.serverTimestamp(),
    shardsFolded,
  });
  // A deleted item has nothing to raise; its day counts still record the history.
  if (item.exists) raiseGalleryItem(batch, gallery, change);
  try {
    await batch.commit();
  } catch (error) {
    // Another fold got there first, or the item was deleted since: read again.
    if (lostRace(error) || errorCode(error) === GRPC.NOT_FOUND) return "raced";
    throw error;
  }
  return "folded";
}

// ── Making sure a write is folded ───────────────────────────────────────────────────────

/** A fold that did not cover a write within its deadline: the retry (or the next event) folds it. */
export class FoldTimeoutError extends Error {
  constructor(what: string, deadlineMs: number, cause: unknown = null) {
    // Deliberately no gRPC code of its own: the trigger retries it (never "the data's fault").
    super(`${what} not folded within ${deadlineMs} ms${cause ? ` (last error: ${String(cause)})` : ""}`);
    this.name = "FoldTimeoutError";
  }
}

/**
 * Makes sure a fold's target includes a shard write committed at `since`. Folds at most once
 * per interval (Firestore's ~1 write/s per document): a fold reads its target first and stops
 * there when the target already covers the write ("covered") or was folded less than an
 * interval ago ("too-soon"); then the caller waits about an interval and tries again. Every
 * caller keeps at it until a fold covers its own write, so the last writes of a burst are
 * always folded, without a scheduler. Each try costs one read when it stops there.
 */
async function ensureCovered(
  what: string,
  since: Timestamp,
  fold: (options: FoldOptions) => Promise<FoldOutcome>,
  { intervalMs = foldIntervalMs(), deadlineMs = 45_000 }: { intervalMs?: number; deadlineMs?: number },
): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  let lastError: unknown = null;
  while (Date.now() < deadline) {
    try {
      const outcome = await fold({ since, intervalMs });
      if (outcome === "folded" || outcome === "covered") return;
      // Jitter: the writers of a burst wake apart, and most find the fold done by then.
      // Raced: another fold wrote meanwhile, and may cover this write.
      await sleep(outcome === "too-soon" ? intervalMs * (1 + Math.random()) : Math.random() * 100);
    } catch (error) {
      // A fold writes only sums under a precondition, so trying again is always safe: any
      // Firestore error (contention, a lock timeout, an outage) is retried until the
      // deadline. Anything else is a crash, and goes to the trigger's own retry at once.
      if (errorCode(error) === undefined) throw error;
      lastError = error;
      analyticsLogs.transientRetry(`fold ${what}`, 1, error);
      await sleep(100 + Math.random() * Math.max(200, intervalMs));
    }
  }
  const error = new FoldTimeoutError(what, deadlineMs, lastError);
  analyticsLogs.foldGaveUp(what, error);
  throw error;
}

/** Makes sure the counter document of `date` includes a shard write committed at `since`. */
export function ensureFolded(
  db: Firestore,
  date: string,
  since: Timestamp,
  options: { intervalMs?: number; deadlineMs?: number } = {},
): Promise<void> {
  return ensureCovered(date, since, (fold) => foldDay(db, date, fold), options);
}

/** Makes sure an item's day counts (and so the gallery item) include a shard write committed at `since`. */
export function ensureItemFolded(
  db: Firestore,
  date: string,
  itemId: string,
  since: Timestamp,
  options: { intervalMs?: number; deadlineMs?: number } = {},
): Promise<void> {
  return ensureCovered(
    `${date} item ${itemId}`,
    since,
    (fold) => foldItemDay(db, date, itemId, fold),
    options,
  );
}

// ── The rollup of a closed day ──────────────────────────────────────────────────────────

/** The rollup document of a day: the spec's computed metrics, plus the additive stats behind them. */
export function rollupFields(date: string, counter: unknown): Record<string, unknown> {
  const stats = parseDayStats(date, counter);
  const { from: _from, ...metrics } = computeMetrics(stats);
  return { ...metrics, stats: dayStatsFields(stats) };
}

/**
 * Writes `analytics_metrics/{date}` from the day's (folded) counter. Only closed days are
 * rolled up: a rollup is final, and today's figures come from the live counter. Writes
 * nothing when the rollup already says the same (so a second rebuild changes nothing).
 */
export async function writeRollup(db: Firestore, date: string): Promise<boolean> {
  const metrics: CollectionReference = db.collection(ANALYTICS_COLLECTIONS.metrics);
  const [counter, existing] = await Promise.all([counterRef(db, date).get(), metrics.doc(date).get()]);
  const fields = rollupFields(date, counter.data());
  if (existing.exists) {
    const { rolledUpAt: _at, ...current } = existing.data()!;
    if (sameFields(current, fields)) return false;
  }
  await metrics.doc(date).set({ ...fields, rolledUpAt: FieldValue.serverTimestamp() });
  return true;
}
