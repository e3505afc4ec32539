// Stage 3: the rebuild. It counts what no trigger counted through the triggers' own code
// (count.ts), replans the day from its raw events and sessions (plan.ts), corrects drift, and
// rolls closed days up. The owner's Rebuild button, the nightly job and the seed all run it.
import { isDeepStrictEqual } from "node:util";
import {
  addDays,
  addDayStats,
  ANALYTICS_COLLECTIONS,
  COLLECTIONS,
  computeMetrics,
  dateKeysBetween,
  dayStatsFields,
  emptyDayStats,
  isDateKey,
  OTHER_SOURCE,
  parseDateKey,
  parseDayStats,
  parseStoredEvent,
  rawDataKept,
  utcDateKey,
  type DayStats,
  type RebuildDayReport,
  type RebuildReport,
} from "@folio/domain";
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type WriteBatch,
} from "firebase-admin/firestore";
import { commitInBatches } from "../lib/batches";
import { errorCode, GRPC, isTransient, lostRace, retry } from "../lib/firestore-errors";
import {
  counterBase,
  counterRef,
  countEvent,
  countSessionBatches,
  createVisitorMarker,
  dayOf,
  parseStamp,
} from "./count";
import { analyticsLogs } from "./logs";
import { retentionMonths } from "./retention";
import {
  eventDelta,
  isZeroItemCounts,
  parseSession,
  planEvent,
  planSession,
  sessionContribution,
  labelDocId,
  LABEL_KINDS,
  labelMaps,
  mapTotal,
  topLabels,
  visitorMarkerId,
  type EventEffects,
  type LabelKind,
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
  counter: DocRead | undefined;
  events: DocRead[];
  sessions: DocRead[];
  /** Session stamps, by session id. */
  stamps: Map<string, DocRead>;
  /** Visitor marker ids. */
  markers: string[];
  /** Label documents (`kind`, `label`, `sessions`). */
  labels: DocRead[];
}

/** An event no trigger counted or ignored yet (`effects`: null when it is malformed). */
interface Claim {
  event: DocRead;
  effects: EventEffects | null;
  timestamp: number;
}

/** What one day's rebuild finds. */
export interface DayRebuildPlan {
  date: string;
  /** The counter as the counted events and the sessions' stamps say it should be (null: it is). */
  counter: DayStats | null;
  /**
   * Label documents that differ from the sessions' stamps, with their right count: every label
   * of a kind whose counter has `Other`; none of a kind without (0: the document goes).
   */
  labels: { kind: LabelKind; label: string; sessions: number }[];
  /** Visitor markers missing for counted events. */
  missingVisitors: string[];
  /** Visitor markers with no counted event behind them. */
  extraVisitors: string[];
  /** Events no trigger decided yet; the rebuild hands them to the trigger's own code. */
  claims: Claim[];
  /** Sessions whose current state is not counted yet (likewise). */
  settles: DocRead[];
  /** Events the counter includes. */
  countedEvents: number;
}

/** Deep equality of stored data, whatever the maps' prototypes (the server builds prototype-free ones). */
const same = (a: unknown, b: unknown) =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));

/** A day's stats as its counter stores them: each kind's top labels only, and no item at zero (an unliked one). */
function asStored(stats: DayStats): DayStats {
  const items = Object.entries(stats.items).filter(([, counts]) => !isZeroItemCounts(counts));
  const top = (map: Record<string, number>) => topLabels(Object.entries(map), mapTotal(map));
  const dimensions = Object.entries(stats.dimensions).map(([kind, map]) => [kind, top(map)]);
  return {
    ...stats,
    items: Object.fromEntries(items),
    sources: top(stats.sources),
    dimensions: Object.fromEntries(dimensions) as DayStats["dimensions"],
  };
}

/**
 * Drift: compares one day's counter, source documents and visitor markers with its counted events
 * and its sessions' stamps (one snapshot). Every event and session change not counted yet is
 * claimed, however recent: it and its trigger count under the same precondition, first wins.
 */
export function planDayRebuild(date: string, read: DayRead): DayRebuildPlan {
  const expected = emptyDayStats(date);
  const visitors = new Set<string>();
  const claims: Claim[] = [];
  let countedEvents = 0;
  for (const event of read.events) {
    const parsed = parseStoredEvent(event.data);
    const state = event.data.countState;
    if (state === "ignored") continue;
    if (!parsed.ok) {
      if (state !== "counted") claims.push({ event, effects: null, timestamp: 0 });
      continue;
    }
    const effects = planEvent(parsed.event);
    if (state !== "counted") {
      claims.push({ event, effects, timestamp: parsed.event.timestamp.getTime() });
      continue;
    }
    countedEvents += 1;
    if (effects.visitor) visitors.add(effects.visitor.id);
    // A like taken back leaves its item's counts (the day's `likes` keep it).
    const unliked = effects.type === "like" && parsed.event.unliked;
    addDayStats(expected, eventDelta(effects, parsed.event.itemCounted && !unliked, false));
  }
  const settles: DocRead[] = [];
  for (const session of read.sessions) {
    const parsed = parseSession(session.data);
    if (!parsed) continue;
    const { counted } = parseStamp(read.stamps.get(session.id)?.data);
    addDayStats(expected, sessionContribution(parsed, counted));
    if (counted) visitors.add(visitorMarkerId(parsed.userId));
    if (planSession(parsed, counted)) settles.push(session);
  }
  expected.uniqueVisitors = visitors.size;
  const stored = asStored(parseDayStats(date, read.counter?.data));
  const want = asStored(expected);
  const marked = new Set(read.markers);
  return {
    date,
    counter: same(dayStatsFields(stored), dayStatsFields(want)) ? null : want,
    labels: labelDrift(read.labels, expected, want),
    missingVisitors: [...visitors].filter((id) => !marked.has(id)).sort(),
    extraVisitors: [...marked].filter((id) => !visitors.has(id)).sort(),
    claims,
    settles,
    countedEvents,
  };
}

/**
 * The label documents to write: a kind whose counter has `Other` needs one per label, holding
 * its sessions (the live count reads them); a kind without needs none (its counter lists every
 * label), and those there go, so that none is stale when the kind gets `Other` again.
 */
function labelDrift(docs: readonly DocRead[], expected: DayStats, want: DayStats): DayRebuildPlan["labels"] {
  const stored = new Map<string, number>();
  const wanted = new Map<string, { kind: LabelKind; label: string; sessions: number }>();
  for (const { data } of docs) {
    const kind = LABEL_KINDS.find((of) => of === data.kind);
    if (!kind || typeof data.label !== "string") continue;
    stored.set(labelDocId(kind, data.label), Number(data.sessions) || 0);
    wanted.set(labelDocId(kind, data.label), { kind, label: data.label, sessions: 0 });
  }
  for (const kind of LABEL_KINDS)
    if (Object.hasOwn(labelMaps(want)[kind], OTHER_SOURCE))
      for (const [label, sessions] of Object.entries(labelMaps(expected)[kind]))
        wanted.set(labelDocId(kind, label), { kind, label, sessions });
  return [...wanted.entries()]
    .filter(([id, { sessions }]) => stored.get(id) !== sessions)
    .map(([, doc]) => doc);
}

/** Whether the day's counter, labels and markers already agree with its events and sessions. */
export function isConsistent(plan: DayRebuildPlan): boolean {
  return (
    plan.counter === null &&
    plan.labels.length === 0 &&
    plan.missingVisitors.length === 0 &&
    plan.extraVisitors.length === 0
  );
}

// ── Reading and writing one day ─────────────────────────────────────────────────────────

const asRead = (doc: DocumentSnapshot): DocRead => ({
  id: doc.id,
  data: doc.data() ?? {},
  updateTime: doc.updateTime,
});

/** Reads a day's counter, events, sessions, stamps, markers and label documents in one consistent snapshot (a read-only transaction). */
async function readDay(db: Firestore, date: string): Promise<DayRead> {
  const start = Timestamp.fromDate(parseDateKey(date));
  const end = Timestamp.fromDate(parseDateKey(addDays(date, 1)));
  const day = dayOf(db, date);
  const inDay = (collection: string, field: string) =>
    db.collection(collection).where(field, ">=", start).where(field, "<", end);
  return db.runTransaction(
    async (tx) => {
      const [counter, events, sessions, stamps, markers, labels] = await Promise.all([
        tx.get(day.counter),
        tx.get(inDay(COLLECTIONS.analyticsEvents, "timestamp")),
        tx.get(inDay(COLLECTIONS.userSessions, "startTime")),
        tx.get(db.collection(ANALYTICS_COLLECTIONS.sessionCounts).where("date", "==", date)),
        tx.get(day.visitors.select()),
        tx.get(day.labels),
      ]);
      return {
        counter: counter.exists ? asRead(counter) : undefined,
        events: events.docs.map(asRead),
        sessions: sessions.docs.map(asRead),
        stamps: new Map(stamps.docs.map((doc) => [doc.id, asRead(doc)])),
        markers: markers.docs.map((doc) => doc.id),
        labels: labels.docs.map(asRead),
      };
    },
    { readOnly: true },
  );
}

/** Writes a document only if nobody wrote it since the snapshot (`create` if it did not exist). */
function addGuardedSet(
  batch: WriteBatch,
  ref: DocumentReference,
  read: DocRead | undefined,
  data: Record<string, unknown>,
) {
  if (read) batch.update(ref, data, { lastUpdateTime: read.updateTime as Timestamp });
  else batch.create(ref, data);
}

/**
 * Commits the correction of drift, the counter first: the counter and source documents, each
 * guarded, and visitor markers added or removed, in batches of at most BATCH_LIMIT.
 */
async function commitCorrection(db: Firestore, plan: DayRebuildPlan, read: DayRead): Promise<void> {
  const day = dayOf(db, plan.date);
  const writes: ((batch: WriteBatch) => void)[] = [];
  const counter = plan.counter;
  if (counter)
    writes.push((batch) =>
      addGuardedSet(batch, day.counter, read.counter, {
        date: plan.date,
        ...dayStatsFields(counter),
        ...(read.counter ? {} : { createdAt: FieldValue.serverTimestamp() }),
      }),
    );
  const labelsRead = new Map(read.labels.map((doc) => [doc.id, doc]));
  for (const { kind, label, sessions } of plan.labels) {
    const ref = day.labels.doc(labelDocId(kind, label));
    const doc = labelsRead.get(ref.id);
    if (sessions > 0) writes.push((batch) => addGuardedSet(batch, ref, doc, { kind, label, sessions }));
    else if (doc) writes.push((batch) => batch.delete(ref, { lastUpdateTime: doc.updateTime as Timestamp }));
  }
  for (const id of plan.missingVisitors)
    writes.push((batch) => createVisitorMarker(batch, day.visitors.doc(id), plan.date));
  for (const id of plan.extraVisitors) writes.push((batch) => batch.delete(day.visitors.doc(id)));
  await commitInBatches(db, writes);
}

/**
 * Counts the claims through the trigger's own code (`countEvent`, committing at once). The
 * events that share a marker (a liker's likes, a session's views of one item) go one after
 * another in time order, so that the first one wins, as it would have live. How many counted.
 */
async function countClaims(db: Firestore, claims: readonly Claim[]): Promise<number> {
  const chains = new Map<string, Claim[]>();
  for (const claim of [...claims].sort(
    (a, b) => a.timestamp - b.timestamp || a.event.id.localeCompare(b.event.id),
  )) {
    const key = claim.effects?.likeMark?.id ?? claim.effects?.viewMark ?? claim.event.id;
    chains.set(key, [...(chains.get(key) ?? []), claim]);
  }
  const queue = [...chains.values()];
  let counted = 0;
  await Promise.all(
    Array.from({ length: PARALLEL_COUNTS }, async () => {
      for (let chain = queue.shift(); chain; chain = queue.shift())
        for (const { event } of chain) {
          const input = { id: event.id, data: event.data, updateTime: event.updateTime as Timestamp };
          if ((await countEvent(db, input, { interval: 0 })) === "counted") counted += 1;
        }
    }),
  );
  return counted;
}

/** Claims counted at once: as many as one commit of a day takes. */
const PARALLEL_COUNTS = 50;
const PARALLEL_DAYS = 3;
/** The rebuild's one re-read loop: a guarded write refused (or a brief outage) reads and plans again. */
const REREAD = {
  attempts: 8,
  retryOn: (error: unknown) => lostRace(error) || isTransient(error),
  baseMs: 100,
};

/**
 * Brings one day in line with its raw data: counts what no trigger counted (through the triggers'
 * code), reads the day again and corrects drift, and rolls it up. Every write is guarded by what
 * it read: a refusal reads and plans again (REREAD).
 */
async function rebuildDay(db: Firestore, date: string, now: Date): Promise<RebuildDayReport> {
  let claimed = 0;
  let settled = 0;
  let repaired = false;
  return retry(async () => {
    let read = await readDay(db, date);
    let plan = planDayRebuild(date, read);
    if (plan.claims.length > 0 || plan.settles.length > 0) {
      claimed += await countClaims(db, plan.claims);
      settled += await countSessionBatches(
        db,
        plan.settles.map((session) => ({ ...session, updateTime: session.updateTime as Timestamp })),
      );
      read = await readDay(db, date);
      plan = planDayRebuild(date, read);
    }
    if (!isConsistent(plan)) {
      await commitCorrection(db, plan, read);
      repaired = true;
    }
    const rolledUp = date < utcDateKey(now) ? await writeRollup(db, date) : false;
    return {
      date,
      events: plan.countedEvents,
      claimedEvents: claimed,
      settledSessions: settled,
      repaired,
      rolledUp,
    };
  }, REREAD);
}

/**
 * A day whose rebuild fails for a reason a retry cannot fix is reported (`failed`) and the
 * other days go on: one bad document never stops the owner's rebuild or the nightly job.
 */
async function rebuildDaySafely(db: Firestore, date: string, now: Date): Promise<RebuildDayReport> {
  const none = { date, events: 0, claimedEvents: 0, settledSessions: 0, repaired: false, rolledUp: false };
  // Its raw events and sessions have begun to expire (retention.ts): recounted, the day would
  // lose what they held. Its counter and rollup stay as they are, and the dashboard shows them.
  if (!rawDataKept(date, now, retentionMonths())) return { ...none, expired: true };
  try {
    return await rebuildDay(db, date, now);
  } catch (error) {
    analyticsLogs.rebuildDayFailed(date, error);
    return { ...none, failed: String(error).slice(0, 300) };
  }
}

// ── Gallery totals ──────────────────────────────────────────────────────────────────────

/** An item's stored totals and what its day counts over every counter kept add up to. */
interface ItemRepair {
  item: DocumentSnapshot;
  update: Record<string, number>;
}

/**
 * Reads the counters and the items (all, or those of `ids`) in one consistent snapshot, and
 * returns the items whose `views` or `likes` differ from the sum of their day counts.
 */
async function planItemRepairs(db: Firestore, ids?: readonly string[]): Promise<ItemRepair[]> {
  const gallery = db.collection(COLLECTIONS.gallery);
  const [counters, items] = await db.runTransaction(
    (tx) =>
      Promise.all([
        tx.get(db.collection(COLLECTIONS.analyticsCounters).select("items")),
        ids
          ? tx.getAll(...ids.map((id) => gallery.doc(id)), { fieldMask: ["views", "likes"] })
          : tx.get(gallery.select("views", "likes")).then((snapshot) => snapshot.docs),
      ]),
    { readOnly: true },
  );
  const totals = new Map<string, { views: number; likes: number }>();
  for (const counter of counters.docs)
    for (const [id, counts] of Object.entries(parseDayStats(counter.id, counter.data()).items)) {
      const total = totals.get(id) ?? { views: 0, likes: 0 };
      total.views += counts.views;
      total.likes += counts.likes;
      totals.set(id, total);
    }
  return items.flatMap((item) => {
    if (!item.exists) return [];
    const update: Record<string, number> = {};
    for (const field of ["views", "likes"] as const) {
      const counted = totals.get(item.id)?.[field] ?? 0;
      if (item.get(field) !== counted) update[field] = counted;
    }
    return Object.keys(update).length > 0 ? [{ item, update }] : [];
  });
}

/**
 * Item-total repair: each gallery item's `views` and `likes` must be the sum of its day counts
 * over every counter. Each item is written on its own, guarded by its update time; only the
 * refused are read again (REREAD), and one refused every time is left for the next run.
 */
async function repairItemTotals(db: Firestore): Promise<{ repaired: number; left: number }> {
  let repaired = 0;
  let pending: string[] | undefined;
  const round = async () => {
    const refused: string[] = [];
    let refusal: unknown;
    await Promise.all(
      (await planItemRepairs(db, pending)).map(async ({ item, update }) => {
        try {
          await item.ref.update(update, { lastUpdateTime: item.updateTime! });
          for (const [field, counted] of Object.entries(update))
            analyticsLogs.itemRepaired(item.id, field, Number(item.get(field)) || 0, counted);
          repaired += 1;
        } catch (error) {
          if (!REREAD.retryOn(error)) return analyticsLogs.itemRepairLeft(item.id, error);
          refused.push(item.id);
          refusal = error;
        }
      }),
    );
    pending = refused;
    if (refused.length > 0) throw refusal;
  };
  // Refused on every round: left for the next run.
  await retry(round, REREAD).catch((error: unknown) => {
    if (!pending?.length) throw error;
  });
  for (const id of pending ?? []) analyticsLogs.itemRepairLeft(id, "refused on every attempt");
  return { repaired, left: pending?.length ?? 0 };
}

// ── The rebuild and the nightly job ─────────────────────────────────────────────────────

/**
 * Rebuilds the counters and rollups of the UTC days from `from` to `to` from the raw events and
 * sessions, then repairs every gallery item's views and likes (unless `repairItems` is false:
 * a benchmark that only needs the days). Idempotent: a second run over the same days writes nothing.
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
  // Days touch disjoint documents (their own events, sessions and counter) except gallery
  // items, which take increments: a few days run side by side.
  for (let index = 0; index < dates.length; index += PARALLEL_DAYS)
    days.push(
      ...(await Promise.all(
        dates.slice(index, index + PARALLEL_DAYS).map((date) => rebuildDaySafely(db, date, now)),
      )),
    );
  const items = options.repairItems === false ? { repaired: 0, left: 0 } : await repairItemTotals(db);
  const itemsRepaired = items.repaired;
  analyticsLogs.rebuildDone({
    from: range.from,
    to: range.to,
    days: days.length,
    claimed: days.reduce((sum, day) => sum + day.claimedEvents, 0),
    repairedDays: days.filter((day) => day.repaired).length,
    itemsRepaired,
    itemsLeft: items.left,
    ms: Date.now() - started,
  });
  return { from: range.from, to: range.to, days, itemsRepaired, itemsLeft: items.left };
}

/** Days before today the nightly job rebuilds: yesterday, plus two for events whose triggers ran late. */
export const NIGHTLY_DAYS_BACK = 3;

/**
 * Creates today's and tomorrow's zero counters ahead of their first count (`counterBase`, as a
 * first count would), where none exists; readers take a missing counter as zeros meanwhile.
 */
async function ensureZeroCounters(db: Firestore, dates: readonly string[]): Promise<void> {
  await Promise.all(
    dates.map(async (date) => {
      try {
        await counterRef(db, date).create(counterBase(date, false));
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

// ── The rollup of a closed day ──────────────────────────────────────────────────────────

/** The rollup document of a day: the spec's computed metrics, plus the additive stats behind them. */
export function rollupFields(date: string, counter: unknown): Record<string, unknown> {
  const stats = parseDayStats(date, counter);
  const { from: _from, ...metrics } = computeMetrics(stats);
  return { ...metrics, stats: dayStatsFields(stats) };
}

/**
 * Writes a closed day's `analytics_metrics/{date}` from its counter, only if it differs, guarded
 * by the rollup's update time: a run that read an older counter is refused and reads again.
 */
async function writeRollup(
  db: Firestore,
  date: string,
  options: { ifCounter?: boolean } = {},
): Promise<boolean> {
  const rollup = db.collection(ANALYTICS_COLLECTIONS.metrics).doc(date);
  return retry(async () => {
    const [counter, existing] = await db.getAll(counterRef(db, date), rollup);
    if (options.ifCounter && !counter!.exists) return false;
    const fields = rollupFields(date, counter!.data());
    if (!existing!.exists) await rollup.create(fields);
    else if (same(existing!.data(), fields)) return false;
    // `update` replaces each top-level field it names, and a rollup always names them all.
    else await rollup.update(fields, { lastUpdateTime: existing!.updateTime! });
    return true;
  }, REREAD);
}

/**
 * Rolls a closed day up again after its counter changed, however old the day. Today's (or a
 * later day's) counter, or a deleted one (only a reset deletes one), rolls nothing up.
 */
export async function rollUpClosedDay(db: Firestore, date: string, now: Date = new Date()): Promise<boolean> {
  if (!isDateKey(date) || date >= utcDateKey(now)) return false;
  return writeRollup(db, date, { ifCounter: true });
}
