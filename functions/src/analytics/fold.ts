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
  type Query,
  type QuerySnapshot,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import { errorCode, lostRace, sleep } from "../lib/firestore-errors";
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
 * of the sessions under OTHER_SOURCE. Only the fixed fields are summed: the changes summed
 * include the stored counter itself, whose top lists are replaced, never added to.
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
export function notBefore(a: unknown, b: Timestamp): boolean {
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
  return stored instanceof Timestamp && stored.isEqual(newest);
}

/**
 * What a fold did. A fold that loses its race (another fold, or a direct count, wrote the
 * document since it was read) throws the refused commit's error (`lostRace`): its caller reads
 * again.
 */
export type FoldOutcome = "folded" | "covered" | "too-soon";

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
  current: Pick<DocState, "exists" | "updateTime" | "recalled"> & { data?: DocState["data"] },
  fields: Record<string, unknown>,
): Written {
  if (current.exists && current.updateTime) batch.update(ref, fields, { lastUpdateTime: current.updateTime });
  else batch.create(ref, fields);
  const before: DocState = {
    ref,
    exists: current.exists,
    data: () => (current.exists ? current.data?.() : undefined),
  };
  if (current.recalled) before.recalled = true;
  return [before, fields];
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

/** A document as a guarded write needs it: read, or `recalled` from this instance's own write. */
export interface DocState {
  ref: DocumentReference;
  exists: boolean;
  updateTime?: Timestamp | undefined;
  data(): Record<string, unknown> | undefined;
  recalled?: true;
}

/** A guarded write in a batch: the document as planned from, and the fields written over it. */
export type Written = [DocState, Record<string, unknown>];

/**
 * What this instance knows of a document, by path: until when it is busy (found written within
 * the interval, lost a direct count, or written by this instance, a shard of it included), and
 * the document as this instance last wrote it (`written`), with, for a day's counter, the
 * visitors whose marker it saw that day. A busy document takes shards without a read. A
 * written one is counted into without a read, under the precondition of its update time as
 * written: if anybody else wrote it since (another instance, a fold, a reset), the commit is
 * refused, this is forgotten and the plan reads again. So memory saves reads and never changes
 * a count. At quiet traffic one instance takes a day's deliveries, so a visit costs reads only
 * for what is new to it. Bounded: the least recently used entries go first.
 */
interface Known {
  busyUntil: number;
  written?: { data: Record<string, unknown>; updateTime: Timestamp };
  visitors?: Set<string>;
}
const known = new Map<string, Known>();
const KNOWN_MAX = 2_000;
const VISITORS_MAX = 5_000;

/**
 * Puts `key` last in `map`, whose order is then least recently used first, and drops the first
 * beyond `max`: the bound of every memory below.
 */
function keepRecent<V>(map: Map<string, V>, key: string, value: V, max: number): V {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
  return value;
}

function entry(ref: DocumentReference): Known {
  return keepRecent(known, ref.path, known.get(ref.path) ?? { busyUntil: 0 }, KNOWN_MAX);
}

/** Notes that `ref` is busy until `until` (ms since the epoch): about to be written, by default. */
export function noteBusy(ref: DocumentReference, until: number = Date.now() + foldIntervalMs()): void {
  if (until <= Date.now()) return;
  const known = entry(ref);
  known.busyUntil = Math.max(known.busyUntil, until);
}

/** Whether this instance knows `ref` to be busy now. */
export function knownBusy(ref: DocumentReference): boolean {
  return (known.get(ref.path)?.busyUntil ?? 0) > Date.now();
}

/** The document as this instance last wrote it, if it remembers it. */
export function recalled(ref: DocumentReference): DocState | undefined {
  const written = known.get(ref.path)?.written;
  if (!written) return undefined;
  return { ref, exists: true, updateTime: written.updateTime, data: () => written.data, recalled: true };
}

/**
 * Remembers the documents of a committed batch as it wrote them: its fields over what they held,
 * at its commit time (which is also what a server timestamp among the fields became).
 */
export function noteWritten(writes: readonly Written[], updateTime: Timestamp): void {
  for (const [before, fields] of writes) {
    const data = { ...before.data() };
    for (const [field, value] of Object.entries(fields))
      data[field] = value instanceof FieldValue ? updateTime : value;
    const known = entry(before.ref);
    known.written = { data, updateTime };
    // Written from a read, not from memory: the day may have been wiped since its visitors were
    // seen, so they are seen again (see `knownVisitor`).
    if (!before.recalled) delete known.visitors;
  }
}

/**
 * Whether this instance saw the visitor's marker of the counter's day since it last wrote that
 * counter from a read. Such a marker stays: the rebuild deletes only the marker of a visitor
 * with no counted event that day, and this instance counted one (or found the marker with
 * one). Only a wipe of the day by hand could take it away: a counter remembered then refuses
 * its next guarded write, and the memory goes (`forget`); shard writes made before that would
 * leave the visitor uncounted until the nightly rebuild adds the marker back.
 */
export function knownVisitor(counter: DocumentReference, visitor: string): boolean {
  return known.get(counter.path)?.visitors?.has(visitor) === true;
}

/** Notes that a counted event found or made the visitor's marker of the counter's day. */
export function noteVisitor(counter: DocumentReference, visitor: string): void {
  const known = entry(counter);
  known.visitors ??= new Set();
  if (known.visitors.size >= VISITORS_MAX) known.visitors.clear();
  known.visitors.add(visitor);
}

/**
 * Markers (a visitor's of a day, a like's, a view's) this instance made or found, by path. Any
 * other is presumed new: a visit's first event, a first like, a session's first view of an item
 * is what a live count nearly always meets, so it creates the marker without reading it, and if
 * the marker exists after all, the `create` refuses the batch and the plan made again reads it
 * (see `countEventOnce`). Only what to read rides on it, never a count. Bounded: the oldest go
 * first, and one forgotten costs a refused commit.
 */
const seenMarks = new Map<string, true>();
const SEEN_MARKS_MAX = 20_000;

/** Whether this instance made or found the marker. */
export function seenMark(ref: DocumentReference): boolean {
  return seenMarks.has(ref.path);
}

/** Notes markers that exist now (a counted event made or found them). */
export function noteMarks(...refs: (DocumentReference | undefined)[]): void {
  for (const ref of refs) if (ref) keepRecent(seenMarks, ref.path, true, SEEN_MARKS_MAX);
}

/** Forgets what this instance knows of documents (a commit planned from it was refused). */
export function forget(...refs: (DocumentReference | undefined)[]): void {
  for (const ref of refs) {
    if (!ref) continue;
    known.delete(ref.path);
    reads.delete(ref.path);
  }
}

/** Forgets all of it (tests that need a given path start from nothing known). */
export function forgetKnown(): void {
  known.clear();
  reads.clear();
  seenMarks.clear();
}

/**
 * Whether nobody wrote a document for a fold interval: then one more direct write keeps it
 * within Firestore's ~1 write/s. A busy one is noted (`noteBusy`) until the interval is over.
 */
export function isQuiet(doc: DocState, intervalMs: number = foldIntervalMs()): boolean {
  if (!doc.exists || !doc.updateTime) return true;
  const until = doc.updateTime.toMillis() + intervalMs;
  if (until <= Date.now()) return true;
  noteBusy(doc.ref, until);
  return false;
}

/** Recent reads, by path (the oldest first); `at`: when the read returned. Bounded. */
const reads = new Map<string, { read: Promise<DocumentSnapshot>; at?: number }>();
const READS_MAX = 1_000;

/**
 * Reads a document, or shares a read of it in flight or returned within `maxAgeMs`: the
 * deliveries of a burst read a gallery item once per fold interval instead of each. The result
 * is as if the delivery had come that much earlier (so an item unpublished less than an interval
 * ago may take one more view; in the emulator, whose interval is 0, only reads in flight are
 * shared). A refused commit forgets it (`forget`), and the plan made again reads afresh.
 */
export function sharedGet(ref: DocumentReference, maxAgeMs: number): Promise<DocumentSnapshot> {
  const found = reads.get(ref.path);
  if (found && (found.at === undefined || Date.now() - found.at <= maxAgeMs)) return found.read;
  const entry: { read: Promise<DocumentSnapshot>; at?: number } = { read: ref.get() };
  entry.read.then(
    () => (entry.at = Date.now()),
    () => reads.get(ref.path) === entry && reads.delete(ref.path),
  );
  return keepRecent(reads, ref.path, entry, READS_MAX).read;
}

// ── Direct counts ───────────────────────────────────────────────────────────────────────

/**
 * Counts a change straight into the day's counter, while the day is quiet: the fold of that
 * one change (`nextTotals`), written only if nobody wrote the counter since it was read. So
 * at quiet traffic an event costs no shard and no fold; a writer that loses the race plans
 * again, finds the counter busy and writes a shard instead.
 */
export function addDirectCount(
  batch: WriteBatch,
  counter: DocState,
  change: DayStats,
  read: { visitorAdded: boolean; item?: [string, ItemDayCounts]; sources?: SourceRead[] },
): Written {
  const stored = counter.data();
  const totals = nextTotals(change.date, stored, [stored ?? {}, shardWrite(change, (value) => value)], {
    visitors: parseDayStats(change.date, stored).uniqueVisitors + (read.visitorAdded ? 1 : 0),
    items: read.item ? [read.item] : [],
    sources: read.sources ?? null,
    fresh: false,
  });
  return addGuardedWrite(batch, counter.ref, counter, {
    ...counterFields(totals),
    ...(counter.exists ? {} : { createdAt: FieldValue.serverTimestamp() }),
  });
}

/** What a fold writes over its target: its fields, and whether they change anything. */
interface FoldPlan {
  fields: Record<string, unknown>;
  unchanged: boolean;
  /** Writes that go with the target's, in its batch (the gallery item the item fold raises). */
  also?: (batch: WriteBatch) => void;
}

/** One kind of fold: the target document, its shards, and how their gains become its fields. */
interface FoldKind<R> {
  target: DocumentReference;
  shards: Query;
  /** Documents the plan also writes (the gallery item): forgotten with the target when the commit is refused. */
  related?: DocumentReference[];
  /** A shard's values as `shardsFolded` keeps them. */
  values(shard: Record<string, unknown>): Record<string, unknown>;
  /** Whether the fold reads every shard (and its target's lists) afresh, though not forced. */
  fresh?(target: DocState): boolean;
  /**
   * Reads beside the shards (started with them: `shards` is their read), in the same snapshot
   * when they go through `tx` (the item fold's gallery item does not: it only asks whether it exists).
   */
  read(tx: Transaction, target: DocState, shards: Promise<QuerySnapshot>, fresh: boolean): Promise<R>;
  /** The target's next fields from what was read (`folded`: the shard values it includes). */
  plan(target: DocState, folded: Record<string, unknown>, shards: QuerySnapshot, read: R): FoldPlan;
}

/**
 * The fold: adds to a target document what its shards gained since it last folded them. It
 * reads the target and only the shards stamped (`at`) after its `foldedThrough` (every shard
 * when forced, or when `fresh`), in a read-only transaction (no locks: the writers of a burst
 * are never held up), and writes the target in one write guarded by its update time, so a fold
 * that read older shards, or raced a direct count, never overwrites a newer target: it throws
 * the refused commit's error (`lostRace`) and its caller reads again. `foldedThrough` records
 * the newest shard write included (its update time): every shard write committed at or before
 * it is in the target, whose `shardsFolded` keeps the shard values it includes. The target as stored is the
 * base: it also holds what was counted into it directly. A fold that changes nothing writes nothing.
 */
async function foldInto<R>(
  db: Firestore,
  kind: FoldKind<R>,
  { since = null, force = false, intervalMs = foldIntervalMs() }: FoldOptions,
): Promise<FoldOutcome> {
  // The target as this instance last wrote it (a fold or a direct count) is not read again:
  // the write below is guarded by its update time, and if anybody wrote it since, the refused
  // commit forgets it and the next try reads it.
  const remembered = recalled(kind.target);
  const read = await db.runTransaction(
    async (tx) => {
      const target: DocState = remembered ?? (await tx.get(kind.target));
      if (since && notBefore(target.data()?.foldedThrough, since)) return "covered" as const;
      if (!force && Date.now() - millis(target.data()?.foldedAt) < intervalMs) return "too-soon" as const;
      const through: unknown = target.data()?.foldedThrough;
      const fresh = force || !(through instanceof Timestamp) || (kind.fresh?.(target) ?? false);
      const reading = tx.get(fresh ? kind.shards : kind.shards.where("at", ">", through));
      const [shards, more] = await Promise.all([reading, kind.read(tx, target, reading, fresh)]);
      return { target, shards, more };
    },
    { readOnly: true },
  );
  if (typeof read === "string") return read;
  const { target, shards, more } = read;
  const folded = foldedShards(target.data());
  const plan = kind.plan(target, folded, shards, more);
  // The shards' update times, which a writer's commit time (`since`) equals exactly: their `at`
  // holds the same instant only to the microsecond, and a waiter would fold again for nothing.
  const stamps: unknown[] = [target.data()?.foldedThrough, ...shards.docs.map((shard) => shard.updateTime)];
  const newest = newestOf(stamps.filter((stamp): stamp is Timestamp => stamp instanceof Timestamp));
  if (target.exists && plan.unchanged && sameThrough(target.data()?.foldedThrough, newest)) return "covered";
  // The shard values the target now includes: those read replace theirs, the others stay.
  const shardsFolded = dict<unknown>();
  for (const [id, values] of Object.entries(folded)) shardsFolded[id] = values;
  for (const shard of shards.docs) shardsFolded[shard.id] = kind.values(shard.data());
  const batch = db.batch();
  const written = addGuardedWrite(batch, kind.target, target, {
    foldedThrough: newest,
    // The commit time: a day fold that read its top items before it sees the item's as newer.
    foldedAt: FieldValue.serverTimestamp(),
    shardsFolded,
    ...plan.fields,
  });
  plan.also?.(batch);
  try {
    noteWritten([written], (await batch.commit())[0]!.writeTime);
  } catch (error) {
    if (lostRace(error)) forget(kind.target, ...(kind.related ?? []));
    throw error;
  }
  return "folded";
}

/** What the day fold reads beside its shards: the lists that changed, when they can have. */
interface DayListsRead {
  fresh: boolean;
  visitors: number | null;
  items: QuerySnapshot | null;
  sources: QuerySnapshot | null;
}

/**
 * Sums the shards of `date` into its counter document (`foldInto`): the counter as stored plus
 * what each shard gained since it was last folded (`dayChanges`). Unique visitors are the count of
 * the day's markers. The top items and sources: fresh, two ordered queries of at most
 * TOP_ITEMS_PER_DAY and TOP_SOURCES_PER_DAY documents; otherwise only the item day counts and
 * sources written since the last fold read them (`listsThrough`), merged into the counter's
 * lists (sources only when the day gained sessions, which is when a source can change). A
 * fold that finds the totals unchanged writes nothing.
 */
export function foldDay(db: Firestore, date: string, options: FoldOptions = {}): Promise<FoldOutcome> {
  const day = dayOf(db, date);
  return foldInto<DayListsRead>(
    db,
    {
      target: day.counter,
      shards: day.shards,
      values: (shard) => shardWrite(parseDayStats(date, shard), (value) => value),
      // A day's first fold reads its top lists by query.
      fresh: (counter) => !(counter.data()?.listsThrough instanceof Timestamp),
      async read(tx, counter, reading, fresh) {
        const shards = await reading;
        const folded = foldedShards(counter.data());
        const lists: unknown = counter.data()?.listsThrough;
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
        return { fresh, visitors, items, sources };
      },
      plan(counter, _folded, shards, { fresh, visitors, items, sources }) {
        const stored = counter.data();
        const shardReads = shards.docs.map((shard) => ({ id: shard.id, data: shard.data() }));
        const totals = nextTotals(date, stored, dayChanges(date, stored, shardReads), {
          visitors: visitors ?? parseDayStats(date, stored).uniqueVisitors,
          items: (items?.docs ?? []).map((item) => [item.id, parseItemCounts(item.data())]),
          sources: sources
            ? sources.docs.map((doc) => ({
                label: doc.get("label") as unknown,
                sessions: doc.get("sessions") as unknown,
              }))
            : null,
          fresh,
        });
        return {
          unchanged: sameTotals(stored, totals),
          fields: {
            ...counterFields(totals),
            ...(counter.exists ? {} : { createdAt: FieldValue.serverTimestamp() }),
            // The item day counts read up to now (kept when not read: the next fold reads from there).
            listsThrough: items ? shards.readTime : stored?.listsThrough,
            // When this fold planned: the next one waits an interval from here (no list's watermark
            // is the day counter's fold time).
            foldedAt: Timestamp.now(),
          },
        };
      },
    },
    options,
  );
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
  itemId: string,
  current: DocState,
  change: ItemDayCounts,
  totals: ItemDayCounts,
): Written {
  raiseGalleryItem(batch, db.collection(COLLECTIONS.gallery).doc(itemId), change);
  // No `foldedAt`: the same batch puts the item's counts in the counter's top list.
  return addGuardedWrite(batch, current.ref, current, { itemId, ...totals });
}

/** Raises the gallery item's `views` and `likes` by a change of its day counts (nothing when they do not change). */
function raiseGalleryItem(batch: WriteBatch, gallery: DocumentReference, change: ItemDayCounts): void {
  const raise: Record<string, FieldValue> = {};
  if (change.views !== 0) raise.views = FieldValue.increment(change.views);
  if (change.likes !== 0) raise.likes = FieldValue.increment(change.likes);
  if (Object.keys(raise).length > 0) batch.update(gallery, raise);
}

/**
 * Sums one item's day shards into its day counts (`foldInto`), and raises the gallery item's
 * `views` and `likes` by exactly what this fold adds to the day (the day counts record what
 * the gallery item already holds), in one batch guarded by the day counts' update time:
 * however often it runs, the gallery item holds the sum of its folded days. A hot item's
 * events spread over ITEM_SHARDS shards, and the gallery document takes at most one fold per
 * interval instead of one write per event.
 */
export function foldItemDay(
  db: Firestore,
  date: string,
  itemId: string,
  options: FoldOptions = {},
): Promise<FoldOutcome> {
  const gallery = db.collection(COLLECTIONS.gallery).doc(itemId);
  return foldInto<DocumentSnapshot>(
    db,
    {
      target: itemCountsRef(db, date, itemId),
      shards: itemShardsOf(db, date, itemId),
      values: (shard) => itemCountsWrite(parseItemCounts(shard), (value) => value),
      // Existence only, outside the snapshot: a raise of an item deleted since fails the commit.
      related: [gallery],
      read: () => sharedGet(gallery, options.intervalMs ?? foldIntervalMs()),
      plan(current, folded, shards, item) {
        const stored = parseItemCounts(current.data());
        // The day counts, plus what each shard read gained since it was folded.
        const totals = { ...stored };
        for (const shard of shards.docs)
          addItemCounts(totals, itemShardGain(folded, { id: shard.id, data: shard.data() }));
        const change = addItemCounts({ ...totals }, stored, -1);
        return {
          unchanged: isZeroItemCounts(change),
          fields: { itemId, ...totals },
          // A deleted item has nothing to raise; its day counts still record the history.
          also: (batch) => {
            if (item.exists) raiseGalleryItem(batch, gallery, change);
          },
        };
      },
    },
    options,
  );
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

/** A trigger waiting for a fold to cover its shard write, committed at `since`. */
interface Waiter {
  since: Timestamp;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** The writes of this instance waiting for a fold, by target: one loop folds for all of them. */
const waiting = new Map<string, Waiter[]>();

/**
 * Makes sure a fold's target includes a shard write committed at `since`. Folds at most once
 * per interval (Firestore's ~1 write/s per document): a fold reads its target first and stops
 * there when the target already covers the writes ("covered") or was folded less than an
 * interval ago ("too-soon"); then it waits about an interval and tries again. The writes of
 * one target in this instance share one such loop (a burst's 25 writers poll once, not 25
 * times), and each write is released by the first fold that started after its commit. So
 * the last writes of a burst are always folded, without a scheduler.
 */
function ensureCovered(
  what: string,
  since: Timestamp,
  fold: (options: FoldOptions) => Promise<FoldOutcome>,
  options: { intervalMs?: number; deadlineMs?: number },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const waiters = waiting.get(what);
    if (waiters) waiters.push({ since, resolve, reject });
    else {
      waiting.set(what, [{ since, resolve, reject }]);
      void foldForWaiters(what, fold, options);
    }
  });
}

async function foldForWaiters(
  what: string,
  fold: (options: FoldOptions) => Promise<FoldOutcome>,
  { intervalMs = foldIntervalMs(), deadlineMs = 45_000 }: { intervalMs?: number; deadlineMs?: number },
): Promise<void> {
  const waiters = waiting.get(what)!;
  let deadline = Date.now() + deadlineMs;
  let lastError: unknown = null;
  try {
    while (waiters.length > 0) {
      if (Date.now() >= deadline) {
        const error = new FoldTimeoutError(what, deadlineMs, lastError);
        analyticsLogs.foldGaveUp(what, error);
        throw error;
      }
      // Every write waiting now committed before this fold starts: its reads include them.
      const released = waiters.length;
      const since = newestOf(waiters.map((waiter) => waiter.since));
      try {
        const outcome = await fold({ since, intervalMs });
        if (outcome === "folded" || outcome === "covered") {
          for (const waiter of waiters.splice(0, released)) waiter.resolve();
          deadline = Date.now() + deadlineMs;
          continue;
        }
        await sleep(intervalMs * (1 + Math.random()));
      } catch (error) {
        // Lost the race: another fold wrote meanwhile, and may cover these writes: read again.
        if (lostRace(error)) {
          await sleep(Math.random() * 100);
          continue;
        }
        // A fold writes only sums under a precondition, so trying again is always safe: any
        // Firestore error (contention, a lock timeout, an outage) is retried until the
        // deadline. Anything else is a crash, and goes to the triggers' own retry at once.
        if (errorCode(error) === undefined) throw error;
        lastError = error;
        analyticsLogs.transientRetry(`fold ${what}`, 1, error);
        await sleep(100 + Math.random() * Math.max(200, intervalMs));
      }
    }
  } catch (error) {
    for (const waiter of waiters.splice(0)) waiter.reject(error);
  } finally {
    waiting.delete(what);
  }
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
  if (existing.exists && sameFields(existing.data(), fields)) return false;
  await metrics.doc(date).set(fields);
  return true;
}
