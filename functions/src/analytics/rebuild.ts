// Stage 4: the rebuild. It replans a whole day from its raw events and sessions (plan.ts),
// compares with what the triggers wrote, corrects drift, counts what no trigger counted,
// folds (fold.ts) and rolls the day up. The owner's Rebuild button, the nightly job and the
// seed all run it.
import {
  addDays,
  addDayStats,
  ANALYTICS_COLLECTIONS,
  COLLECTIONS,
  dateKeysBetween,
  emptyDayStats,
  parseDateKey,
  parseStoredEvent,
  utcDateKey,
  zeroDailyCounter,
  type DayStats,
  type ItemDayCounts,
  type RebuildDayReport,
  type RebuildReport,
  type StoredEvent,
} from "@folio/domain";
import {
  AggregateField,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type WriteBatch,
} from "firebase-admin/firestore";
import { errorCode, GRPC, isTransient, lostRace, retry } from "../lib/firestore-errors";
import { countEvent, countSessionBatches, parseStamp } from "./count";
import {
  addGuardedWrite,
  dayChanges,
  dayOf,
  foldDay,
  foldItemDay,
  foldedShards,
  foldShards,
  itemShardGain,
  writeRollup,
  type FoldOutcome,
} from "./fold";
import { analyticsLogs } from "./logs";
import {
  addItemCounts,
  eventDelta,
  isZeroDelta,
  isZeroItemCounts,
  itemCountsWrite,
  itemDelta,
  itemShardId,
  parseItemCounts,
  parseSession,
  planEvent,
  planSession,
  REPAIR_SHARD,
  sessionContribution,
  shardWrite,
  sourceDocId,
  subtractDayStats,
  zeroItemCounts,
  type EventEffects,
  type SessionPlan,
} from "./plan";

// ── Pure: the plan of one day ───────────────────────────────────────────────────────────

/** A document as the rebuild's snapshot read it. */
export interface DocRead {
  id: string;
  data: Record<string, unknown>;
  /** Kept opaque: the precondition of any change the rebuild makes. */
  updateTime: unknown;
}

/** Everything the rebuild reads of one day, in one consistent snapshot. */
export interface DayRead {
  /** The day's counter (undefined when there is none yet). */
  counter: Record<string, unknown> | undefined;
  events: DocRead[];
  sessions: DocRead[];
  /** Session stamps, by session id. */
  stamps: Map<string, DocRead>;
  shards: DocRead[];
  /** Visitor marker ids. */
  markers: string[];
  /** Traffic source documents (`label`, `sessions`). */
  sources: DocRead[];
  /** Item day shards (`itemId` and counts). */
  itemShards: DocRead[];
  /** Folded item day counts, by item id. */
  itemCounts: Map<string, DocRead>;
}

/** An event no trigger counted or ignored yet (`effects`: null when it is malformed). */
export interface Claim {
  event: DocRead;
  effects: EventEffects | null;
  timestamp: number;
}

/** What one day's rebuild will write. */
export interface DayRebuildPlan {
  date: string;
  /** Added to the repair shard (and the source documents) so they sum to what the counted events and sessions say. */
  correction: DayStats;
  /** Added to each item's repair shard so its shards sum to what its counted events say. */
  itemCorrections: Map<string, ItemDayCounts>;
  /** Items whose folded day counts differ from what their shards will sum to. */
  itemsToFold: string[];
  /** Visitor markers missing for counted events. */
  missingVisitors: string[];
  /** Visitor markers with no counted event behind them. */
  extraVisitors: string[];
  /** Events no trigger decided yet; the rebuild hands them to the trigger's own code. */
  claims: Claim[];
  /** Sessions whose current state is not counted yet (likewise). */
  settles: { session: DocRead; plan: SessionPlan }[];
  /** Events the counters include before this rebuild's claims. */
  countedEvents: number;
}

/** What a counted event adds to its item's day counts: nothing for a repeated view, or a like taken back. */
function countedItemDelta(effects: EventEffects, event: StoredEvent): ItemDayCounts | null {
  return itemDelta(effects, event.itemCounted && !(effects.type === "like" && event.unliked));
}

/**
 * Compares one day's raw events and sessions with its counter and shards, all read in one
 * consistent snapshot. The counter plus what its shards gained since it folded them must
 * equal the counted events plus the sessions' stamps; any difference is drift (a bug, a
 * manual edit) and becomes a correction. Because a trigger counts an event and moves the
 * counter or a shard in one atomic commit, the correction stays right
 * even while new events keep arriving: they change both sides alike. Every event and session
 * change not counted yet is claimed, however recent: one whose trigger is still on its way is
 * counted by whichever comes first, under the same precondition, and the other finds it counted.
 * So a rebuild right after an outage counts all of it.
 */
export function planDayRebuild(date: string, read: DayRead): DayRebuildPlan {
  const expected = emptyDayStats(date);
  const expectedItems = new Map<string, ItemDayCounts>();
  const visitors = new Set<string>();
  const claims: Claim[] = [];
  let countedEvents = 0;
  for (const event of read.events) {
    const parsed = parseStoredEvent(event.data);
    const state = event.data.countState;
    if (!parsed.ok) {
      if (state !== "ignored" && state !== "counted") claims.push({ event, effects: null, timestamp: 0 });
      continue;
    }
    const effects = planEvent(event.id, parsed.event);
    if (state === "counted") {
      countedEvents += 1;
      addDayStats(expected, eventDelta(effects));
      if (effects.visitor) visitors.add(effects.visitor.id);
      const counts = countedItemDelta(effects, parsed.event);
      if (counts) addItemCounts(itemEntry(expectedItems, effects.item!.id), counts);
    } else if (state !== "ignored") {
      claims.push({ event, effects, timestamp: parsed.event.timestamp.getTime() });
    }
  }
  const settles: DayRebuildPlan["settles"] = [];
  for (const session of read.sessions) {
    const parsed = parseSession(session.data);
    if (!parsed) continue;
    const stamp = read.stamps.get(session.id);
    const { counted } = parseStamp(stamp?.data);
    addDayStats(expected, sessionContribution(parsed, counted));
    const plan = planSession(parsed, counted);
    if (plan) settles.push({ session, plan });
  }
  const actual = foldShards(
    date,
    read.markers.length,
    dayChanges(date, read.counter, read.shards).map((data, index) => ({ id: String(index), data })),
  );
  for (const source of read.sources) {
    const label: unknown = source.data.label;
    const sessions: unknown = source.data.sessions;
    if (typeof label === "string" && typeof sessions === "number")
      actual.sources[label] = (actual.sources[label] ?? 0) + sessions;
  }
  const correction = subtractDayStats(expected, actual);
  // Each item's day counts as stored (which hold its direct counts), plus what its shards gained since folded.
  const actualItems = new Map<string, ItemDayCounts>();
  for (const [id, counts] of read.itemCounts) actualItems.set(id, parseItemCounts(counts.data));
  for (const shard of read.itemShards) {
    const itemId: unknown = shard.data.itemId;
    if (typeof itemId !== "string") continue;
    const folded = foldedShards(read.itemCounts.get(itemId)?.data);
    addItemCounts(itemEntry(actualItems, itemId), itemShardGain(folded, shard));
  }
  const itemCorrections = new Map<string, ItemDayCounts>();
  const itemsToFold: string[] = [];
  for (const id of [
    ...new Set([...expectedItems.keys(), ...actualItems.keys(), ...read.itemCounts.keys()]),
  ].sort()) {
    const want = expectedItems.get(id) ?? zeroItemCounts();
    const diff = addItemCounts({ ...want }, actualItems.get(id) ?? zeroItemCounts(), -1);
    if (!isZeroItemCounts(diff)) itemCorrections.set(id, diff);
    const folded = parseItemCounts(read.itemCounts.get(id)?.data);
    if (!isZeroItemCounts(addItemCounts({ ...want }, folded, -1)) || !isZeroItemCounts(diff))
      itemsToFold.push(id);
  }
  const marked = new Set(read.markers);
  return {
    date,
    correction: isZeroDelta(correction) ? emptyDayStats(date) : correction,
    itemCorrections,
    itemsToFold,
    missingVisitors: [...visitors].filter((id) => !marked.has(id)).sort(),
    extraVisitors: [...marked].filter((id) => !visitors.has(id)).sort(),
    claims,
    settles,
    countedEvents,
  };
}

function itemEntry(map: Map<string, ItemDayCounts>, id: string): ItemDayCounts {
  let entry = map.get(id);
  if (!entry) map.set(id, (entry = zeroItemCounts()));
  return entry;
}

/** Whether the day's shards already agree with its events and sessions. */
export function isConsistent(plan: DayRebuildPlan): boolean {
  return (
    isZeroDelta(plan.correction) &&
    plan.itemCorrections.size === 0 &&
    plan.missingVisitors.length === 0 &&
    plan.extraVisitors.length === 0
  );
}

// ── Reading and writing one day ─────────────────────────────────────────────────────────

/** Reads a day's events, sessions, stamps, shards and markers in one consistent snapshot (a read-only transaction). */
async function readDay(db: Firestore, date: string): Promise<DayRead> {
  const start = Timestamp.fromDate(parseDateKey(date));
  const end = Timestamp.fromDate(parseDateKey(addDays(date, 1)));
  const day = dayOf(db, date);
  return db.runTransaction(
    async (tx) => {
      const [counter, events, sessions, stamps, shards, markers, sources, itemShards, itemCounts] =
        await Promise.all([
          tx.get(day.counter),
          tx.get(
            db
              .collection(COLLECTIONS.analyticsEvents)
              .where("timestamp", ">=", start)
              .where("timestamp", "<", end),
          ),
          tx.get(
            db
              .collection(COLLECTIONS.userSessions)
              .where("startTime", ">=", start)
              .where("startTime", "<", end),
          ),
          tx.get(db.collection(ANALYTICS_COLLECTIONS.sessionCounts).where("date", "==", date)),
          tx.get(day.shards),
          tx.get(day.visitors.select()),
          tx.get(day.sources),
          tx.get(day.itemShards),
          tx.get(day.itemCounts),
        ]);
      const read = (doc: DocumentSnapshot): DocRead => ({
        id: doc.id,
        data: doc.data() ?? {},
        updateTime: doc.updateTime,
      });
      return {
        counter: counter.data(),
        events: events.docs.map(read),
        sessions: sessions.docs.map(read),
        stamps: new Map(stamps.docs.map((doc) => [doc.id, read(doc)])),
        shards: shards.docs.map(read),
        markers: markers.docs.map((doc) => doc.id),
        sources: sources.docs.map(read),
        itemShards: itemShards.docs.map(read),
        itemCounts: new Map(itemCounts.docs.map((doc) => [doc.id, read(doc)])),
      };
    },
    { readOnly: true },
  );
}

/** A document as the snapshot read it (absent: undefined), as the precondition of a guarded write. */
function readState(doc: { updateTime: unknown } | undefined): { exists: boolean; updateTime?: Timestamp } {
  return doc ? { exists: true, updateTime: doc.updateTime as Timestamp } : { exists: false };
}

/** `{a: {b: x}}` as `{"a.b": x}`: an update sets nested fields by path instead of replacing maps. */
function fieldPaths(nested: Record<string, unknown>, prefix = ""): Record<string, unknown> {
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
 * Adds increments to a document only if nobody wrote it since the snapshot (`create` if it
 * did not exist): of two overlapping rebuilds that planned the same correction, one applies
 * it and the other fails, reads again and finds the day consistent. An update takes dotted
 * paths, so nested increments do not replace their maps.
 */
function addGuardedIncrements(
  batch: WriteBatch,
  ref: DocumentReference,
  current: { exists: boolean; updateTime?: Timestamp },
  fields: Record<string, unknown>,
): void {
  addGuardedWrite(batch, ref, current, current.exists ? fieldPaths(fields) : fields);
}

/**
 * Commits the correction of drift: increments on the repair shards and the source documents,
 * each guarded by the state the plan was made from, and visitor markers added or removed
 * (idempotent).
 */
async function commitCorrection(db: Firestore, plan: DayRebuildPlan, read: DayRead): Promise<void> {
  const batch = db.batch();
  const day = dayOf(db, plan.date);
  const increment = (value: number) => FieldValue.increment(value);
  const byId = <T extends { id: string }>(docs: readonly T[], id: string) =>
    docs.find((doc) => doc.id === id);
  const write = shardWrite(plan.correction, increment);
  if (Object.keys(write).length > 0)
    addGuardedIncrements(batch, day.shards.doc(REPAIR_SHARD), readState(byId(read.shards, REPAIR_SHARD)), {
      ...write,
      at: FieldValue.serverTimestamp(),
    });
  for (const [label, sessions] of Object.entries(plan.correction.sources)) {
    if (sessions === 0) continue;
    const id = sourceDocId(label);
    addGuardedIncrements(batch, day.sources.doc(id), readState(byId(read.sources, id)), {
      label,
      sessions: increment(sessions),
      at: FieldValue.serverTimestamp(),
    });
  }
  for (const [itemId, counts] of plan.itemCorrections) {
    const id = itemShardId(itemId, REPAIR_SHARD);
    addGuardedIncrements(batch, day.itemShards.doc(id), readState(byId(read.itemShards, id)), {
      itemId,
      ...itemCountsWrite(counts, increment),
      at: FieldValue.serverTimestamp(),
    });
  }
  for (const id of plan.missingVisitors) batch.set(day.visitors.doc(id), {});
  for (const id of plan.extraVisitors) batch.delete(day.visitors.doc(id));
  await batch.commit();
}

/** Runs `work` on every entry, `parallel` at a time; the results in the entries' order. */
async function inParallel<T, R>(entries: readonly T[], parallel: number, work: (entry: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < entries.length) {
        const index = next++;
        results[index] = await work(entries[index]!);
      }
    }),
  );
  return results;
}

/**
 * Counts the claims through the trigger's own code (countEvent, leaving the folds to the
 * rebuild). The events that share a marker (a liker's likes, a session's views of one item)
 * go one after another in time order, so that the first one wins, as it would have live.
 */
async function countClaims(db: Firestore, claims: readonly Claim[]): Promise<Claim[]> {
  const chains = new Map<string, Claim[]>();
  for (const claim of [...claims].sort(
    (a, b) => a.timestamp - b.timestamp || a.event.id.localeCompare(b.event.id),
  )) {
    const { effects } = claim;
    const key = effects?.likeMark
      ? `like:${effects.likeMark.id}`
      : effects?.viewMark
        ? `view:${effects.viewMark}`
        : claim.event.id;
    chains.set(key, [...(chains.get(key) ?? []), claim]);
  }
  const counted = await inParallel([...chains.values()], PARALLEL_COUNTS, async (chain) => {
    const done: Claim[] = [];
    for (const claim of chain) {
      const { event } = claim;
      const outcome = await countEvent(
        db,
        { id: event.id, data: event.data, updateTime: event.updateTime as Timestamp },
        { fold: false },
      );
      if (outcome === "counted") done.push(claim);
    }
    return done;
  });
  return counted.flat();
}

/** Counts sessions through the triggers' own code (`countSessionBatches`, without its folds); how many. */
function countSettled(db: Firestore, settles: DayRebuildPlan["settles"]): Promise<number> {
  return countSessionBatches(
    db,
    settles.map(({ session }) => ({ ...session, updateTime: session.updateTime as Timestamp })),
    { fold: false },
  );
}

const PARALLEL_COUNTS = 16;
const ATTEMPTS = 8;

/** Folds until no other fold races this one (a trigger's fold of the same document). */
function foldSettled(fold: () => Promise<FoldOutcome>): Promise<FoldOutcome> {
  return retry(fold, { attempts: ATTEMPTS, retryOn: lostRace, baseMs: 25 });
}
const PARALLEL_DAYS = 3;

/**
 * Brings one day in line with its raw data: corrects drift in the shards, counts events and
 * session states no trigger counted (the seed writes with triggers off; a trigger may have
 * given up), marks uncountable events, folds, and rolls the day up. Every change it makes to
 * an event or a session's stamp is guarded by that document's update time, exactly like a
 * trigger's, so the rebuild and a late trigger never both count the same thing. A
 * precondition that fails means a trigger got there first: the day is read again and replanned.
 */
async function rebuildDay(db: Firestore, date: string, now: Date): Promise<RebuildDayReport> {
  const today = utcDateKey(now);
  let claimed = 0;
  let settled = 0;
  let repaired = false;
  // A read aborted by contention, like a precondition that fails, reads and plans the day
  // again, after a backoff.
  return retry(
    async () => {
      const read = await readDay(db, date);
      const plan = planDayRebuild(date, read);
      if (!isConsistent(plan)) {
        await commitCorrection(db, plan, read);
        repaired = true;
      }
      const counted = await countClaims(db, plan.claims);
      claimed += counted.length;
      settled += await countSettled(db, plan.settles);
      const items = new Set([
        ...plan.itemsToFold,
        ...counted.flatMap((claim) => (claim.effects?.item ? [claim.effects.item.id] : [])),
      ]);
      for (const id of items) await foldSettled(() => foldItemDay(db, date, id, { force: true }));
      const folded = (await foldSettled(() => foldDay(db, date, { force: true }))) === "folded";
      const rolledUp = date < today ? await writeRollup(db, date) : false;
      return {
        date,
        events: plan.countedEvents + counted.length,
        claimedEvents: claimed,
        settledSessions: settled,
        repaired,
        folded,
        rolledUp,
      };
    },
    { attempts: ATTEMPTS, retryOn: (error) => lostRace(error) || isTransient(error), baseMs: 100 },
  );
}

/**
 * A day whose rebuild fails for a reason a retry cannot fix is reported (`failed`) and the
 * other days go on: one bad document never stops the owner's rebuild or the nightly job.
 */
async function rebuildDaySafely(db: Firestore, date: string, now: Date): Promise<RebuildDayReport> {
  try {
    return await rebuildDay(db, date, now);
  } catch (error) {
    analyticsLogs.rebuildDayFailed(date, error);
    return {
      date,
      events: 0,
      claimedEvents: 0,
      settledSessions: 0,
      repaired: false,
      folded: false,
      rolledUp: false,
      failed: String(error).slice(0, 300),
    };
  }
}

// ── Gallery totals ──────────────────────────────────────────────────────────────────────

const PARALLEL_ITEMS = 16;

/**
 * Repairs one gallery item: its `views` and `likes` must be the sum of its folded day
 * counts (every item fold raises both in one transaction, so they only differ after a manual
 * edit or a bug). Reads the item and sums its days in one consistent snapshot (a read-only
 * transaction with one sum aggregation: one read per 1,000 days), then adds the difference,
 * guarded by the item's update time: of two overlapping repairs, or a repair and an item fold,
 * one applies and the other reads again.
 */
function repairItem(db: Firestore, itemId: string): Promise<boolean> {
  return retry(() => repairItemOnce(db, itemId), { attempts: ATTEMPTS, retryOn: lostRace, baseMs: 0 });
}

async function repairItemOnce(db: Firestore, itemId: string): Promise<boolean> {
  const ref = db.collection(COLLECTIONS.gallery).doc(itemId);
  const days = db.collectionGroup(ANALYTICS_COLLECTIONS.itemCounts).where("itemId", "==", itemId);
  const snapshot = await db.runTransaction(
    async (tx) => {
      const item = await tx.get(ref);
      const sums = await tx.get(
        days.aggregate({ views: AggregateField.sum("views"), likes: AggregateField.sum("likes") }),
      );
      return {
        exists: item.exists,
        updateTime: item.updateTime,
        stored: { views: item.get("views") as unknown, likes: item.get("likes") as unknown },
        counted: { views: sums.data().views, likes: sums.data().likes },
      };
    },
    { readOnly: true },
  );
  if (!snapshot.exists) return false;
  const update: Record<string, FieldValue> = {};
  for (const field of ["views", "likes"] as const) {
    const raw = snapshot.stored[field];
    const stored = typeof raw === "number" ? raw : 0;
    const counted = snapshot.counted[field];
    if (stored === counted && typeof raw === "number") continue;
    analyticsLogs.itemRepaired(itemId, field, stored, counted);
    update[field] = FieldValue.increment(counted - stored);
  }
  if (Object.keys(update).length === 0) return false;
  await ref.update(update, { lastUpdateTime: snapshot.updateTime! });
  return true;
}

/** Repairs the views and likes of every gallery item; returns how many items changed. */
async function repairItemTotals(db: Firestore): Promise<number> {
  const items = await db.collection(COLLECTIONS.gallery).select().get();
  const ids = items.docs.map((doc) => doc.id);
  let repaired = 0;
  for (let index = 0; index < ids.length; index += PARALLEL_ITEMS) {
    const results = await Promise.all(
      ids.slice(index, index + PARALLEL_ITEMS).map((id) => repairItem(db, id)),
    );
    repaired += results.filter(Boolean).length;
  }
  return repaired;
}

// ── The rebuild and the nightly job ─────────────────────────────────────────────────────

/**
 * Rebuilds the counters, per-item counts and rollups of the UTC days from `from` to `to`
 * from the raw events and sessions, then repairs every gallery item's views and likes
 * (unless `repairItems` is false: the seed and a benchmark that only need the days).
 * Idempotent: a second run over the same days writes nothing.
 */
export async function rebuildAnalytics(
  db: Firestore,
  range: { from: string; to: string },
  now: Date = new Date(),
  options: { repairItems?: boolean } = {},
): Promise<RebuildReport> {
  const started = Date.now();
  const dates = dateKeysBetween(range.from, range.to);
  const days: RebuildDayReport[] = [];
  // Days touch disjoint documents (their own events, sessions, shards and counter) except
  // gallery items, which item folds change in transactions: a few days run side by side.
  for (let index = 0; index < dates.length; index += PARALLEL_DAYS) {
    days.push(
      ...(await Promise.all(
        dates.slice(index, index + PARALLEL_DAYS).map((date) => rebuildDaySafely(db, date, now)),
      )),
    );
  }
  const itemsRepaired = options.repairItems === false ? 0 : await repairItemTotals(db);
  analyticsLogs.rebuildDone({
    from: range.from,
    to: range.to,
    days: days.length,
    claimed: days.reduce((sum, day) => sum + day.claimedEvents, 0),
    repairedDays: days.filter((day) => day.repaired).length,
    itemsRepaired,
    ms: Date.now() - started,
  });
  return { from: range.from, to: range.to, days, itemsRepaired };
}

/** Days before today the nightly job rebuilds: yesterday, plus two for events whose triggers ran late. */
export const NIGHTLY_DAYS_BACK = 3;

/**
 * Creates the zero counter documents of `dates` where none exists. This is where "created
 * with zeros" (spec section 4) happens: only the server writes counters, so the nightly job
 * creates today's and tomorrow's ahead of the first event; until then (and wherever nobody
 * runs the schedule) the first fold creates it, and readers take a missing document as zeros.
 */
async function ensureZeroCounters(db: Firestore, dates: readonly string[]): Promise<void> {
  await Promise.all(
    dates.map(async (date) => {
      try {
        const { createdAt: _createdAt, ...zeros } = zeroDailyCounter(date);
        await dayOf(db, date).counter.create({ ...zeros, createdAt: FieldValue.serverTimestamp() });
      } catch (error) {
        if (errorCode(error) !== GRPC.ALREADY_EXISTS) throw error;
      }
    }),
  );
}

/**
 * The nightly job (00:15 UTC): zero counters ahead, then the rebuild of the last days and of
 * today so far, so that a run after an outage (or a run by hand) counts all that no trigger saw.
 */
export async function runNightly(db: Firestore, now: Date = new Date()): Promise<RebuildReport> {
  const today = utcDateKey(now);
  await ensureZeroCounters(db, [today, addDays(today, 1)]);
  return rebuildAnalytics(db, { from: addDays(today, -NIGHTLY_DAYS_BACK), to: today }, now);
}
