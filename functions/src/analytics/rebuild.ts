// Stage 4: the rebuild. It reads a day a page at a time beside its counter, counts what no
// trigger counted through the triggers' own code (count.ts, fold.ts), corrects what drifted in
// transactions guarded by the counter, and rolls closed days up. The owner's Rebuild button, the
// nightly job and the seed all run it. Concepts: docs/analytics.md, Glossary.
import {
  addDays,
  addDayStats,
  ANALYTICS_COLLECTIONS,
  COLLECTIONS,
  computeMetrics,
  dateKeysBetween,
  dayStatsFields,
  DIMENSION_KINDS,
  emptyDayStats,
  isDateKey,
  ITEMS_IN_COUNTER,
  OTHER_SOURCE,
  parseDateKey,
  parseDayStats,
  parseStoredEvent,
  rawDataKept,
  utcDateKey,
  type CountedSession,
  type DayStats,
  type RebuildDayReport,
  type RebuildReport,
  type StoredSession,
} from "@folio/domain";
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import { DOCUMENT_LIMIT_BYTES, documentSize } from "../lib/document-size";
import { errorCode, GRPC, lostRace, retry } from "../lib/firestore-errors";
import { countEvent, countSessions, parseStamp } from "./count";
import {
  counterBase,
  dayOf,
  foldDay,
  foldRecord,
  isFolded,
  RACES,
  raiseWork,
  transiently,
  writeCounter,
} from "./fold";
import { analyticsLogs } from "./logs";
import { dayExpiry, retentionMonths } from "./retention";
import {
  counterIncrements,
  eventDelta,
  labelDocId,
  LABEL_KINDS,
  labelMaps,
  mapTotal,
  parseSession,
  planEvent,
  planSession,
  same,
  sessionContribution,
  topLabels,
  visitorMarkerId,
  type LabelKind,
} from "./plan";

// ── Pure: what a day's counter should hold ──────────────────────────────────────────────

/** What the rebuild adds up of a day, page by page, beside its counter as read. */
export interface DayTally {
  /** The counter's figures as the folded events and the sessions' stamps say they should be. */
  expected: DayStats;
  /** Visitors of the counted events and the stamped sessions: the day's markers. */
  visitors: Set<string>;
  /** Counted events not folded yet, and those of them that made their visitor's marker (not in `uniqueVisitors` yet). */
  toFold: number;
  visitorsToFold: number;
  countedEvents: number;
}

export function emptyTally(date: string): DayTally {
  return {
    expected: emptyDayStats(date),
    visitors: new Set(),
    toFold: 0,
    visitorsToFold: 0,
    countedEvents: 0,
  };
}

/**
 * Adds an event to the tally as its counter was when read: `folded`, whether the counter held it
 * then; `unlikedThen`, whether its unlike (if any) had come. True when no trigger decided it yet
 * (a claim: the rebuild counts it through the trigger's code).
 */
export function tallyEvent(
  tally: DayTally,
  data: DocumentData,
  folded: boolean,
  unlikedThen: boolean,
): boolean {
  if (data.countState !== "counted") return data.countState !== "ignored";
  const parsed = parseStoredEvent(data);
  if (!parsed.ok) return false;
  const effects = planEvent(parsed.event);
  tally.countedEvents += 1;
  if (effects.visitor) tally.visitors.add(effects.visitor.id);
  if (!folded) {
    tally.toFold += 1;
    tally.visitorsToFold += parsed.event.visitorAdded ? 1 : 0;
  }
  // A like taken back leaves its item's counts (the day's `likes` keep it).
  const unliked = effects.type === "like" && parsed.event.unliked && unlikedThen;
  if (folded) addDayStats(tally.expected, eventDelta(effects, parsed.event.itemCounted && !unliked, false));
  return false;
}

/** Adds a session as its stamp says it was counted. True when its latest state is not counted yet. */
export function tallySession(
  tally: DayTally,
  session: StoredSession,
  counted: CountedSession | null,
): boolean {
  addDayStats(tally.expected, sessionContribution(session, counted));
  if (counted) tally.visitors.add(visitorMarkerId(session.userId));
  return planSession(session, counted) !== null;
}

/** The day's markers: all of them, and those made before its counter was read (any of them may go). */
export interface DayMarkers {
  all: Set<string>;
  removable: Set<string>;
}

/** What a day's rebuild corrects. */
export interface DayRebuildPlan {
  date: string;
  /** `expected - stored`: its figures events make are added (increments, so the folds meanwhile add on top); null: none. */
  add: DayStats | null;
  /** The figures sessions make as they should be (sessions, bounces, duration, devices, top labels); null: they are. */
  sessions: DayStats | null;
  /** Label documents to write with their right count (0: the document goes). */
  labels: { kind: LabelKind; label: string; sessions: number }[];
  /** Visitor markers missing, and those with no counted event or stamped session behind them. */
  missingVisitors: string[];
  extraVisitors: string[];
}

/** The figures sessions write (whole, in their transaction), as a counter stores them: each kind's top labels. */
export function sessionFields(stats: DayStats): Record<string, unknown> {
  const top = (map: Record<string, number>) => topLabels(Object.entries(map), mapTotal(map));
  const dimensions = Object.fromEntries(DIMENSION_KINDS.map((kind) => [kind, top(stats.dimensions[kind])]));
  const stored = dayStatsFields({ ...stats, sources: top(stats.sources), dimensions } as DayStats);
  const names = ["sessions", "bounces", "durationSum", "devices", "sources", ...DIMENSION_KINDS];
  return Object.fromEntries(names.map((name) => [name, stored[name]]));
}

/** `expected - stored`; null when the figures events make (counterIncrements) agree. */
function eventDrift(expected: DayStats, stored: DayStats): DayStats | null {
  const add = addDayStats(addDayStats(emptyDayStats(expected.date), expected), stored, -1);
  return Object.keys(counterIncrements(add, (value) => value)).length > 0 ? add : null;
}

/**
 * Drift: compares a day's counter (as read), label documents and visitor markers with its
 * counted events and sessions' stamps (the tally). Null when they agree.
 */
export function planDrift(
  tally: DayTally,
  stored: DayStats,
  markers: DayMarkers,
  labelDocs: readonly DocumentData[],
): DayRebuildPlan | null {
  const expected = { ...tally.expected, uniqueVisitors: tally.visitors.size - tally.visitorsToFold };
  const plan: DayRebuildPlan = {
    date: expected.date,
    add: eventDrift(expected, stored),
    sessions: same(sessionFields(expected), sessionFields(stored)) ? null : expected,
    labels: labelDrift(labelDocs, expected),
    missingVisitors: [...tally.visitors].filter((id) => !markers.all.has(id)).sort(),
    extraVisitors: [...markers.removable].filter((id) => !tally.visitors.has(id)).sort(),
  };
  const lists = [plan.labels, plan.missingVisitors, plan.extraVisitors];
  return plan.add || plan.sessions || lists.some((list) => list.length > 0) ? plan : null;
}

/**
 * The label documents to write: a kind with `Other` needs one per label, holding its sessions
 * (the live count reads them); a kind without needs none (its counter lists every label), and
 * those there go, so that none is stale when the kind gets `Other` again.
 */
function labelDrift(docs: readonly DocumentData[], expected: DayStats): DayRebuildPlan["labels"] {
  const stored = new Map<string, number>();
  const wanted = new Map<string, { kind: LabelKind; label: string; sessions: number }>();
  for (const data of docs) {
    const kind = LABEL_KINDS.find((of) => of === data.kind);
    if (!kind || typeof data.label !== "string") continue;
    stored.set(labelDocId(kind, data.label), Number(data.sessions) || 0);
    wanted.set(labelDocId(kind, data.label), { kind, label: data.label, sessions: 0 });
  }
  const maps = labelMaps(expected);
  for (const kind of LABEL_KINDS)
    if (Object.hasOwn(topLabels(Object.entries(maps[kind]), mapTotal(maps[kind])), OTHER_SOURCE))
      for (const [label, sessions] of Object.entries(maps[kind]))
        wanted.set(labelDocId(kind, label), { kind, label, sessions });
  return [...wanted].filter(([id, { sessions }]) => stored.get(id) !== sessions).map(([, doc]) => doc);
}

// ── Reading a day, a page at a time ─────────────────────────────────────────────────────

/**
 * Documents one page reads: a day of 100,000 events is read 5,000 at a time, never whole (a page
 * of events is a few MiB). Each page costs a query's round trip whatever its size (on the
 * emulator, a scan of the collection), so pages are as big as memory allows.
 */
const PAGE = 5000;

/**
 * The documents of `query`, a page at a time (its own order, then the document's name). The next
 * page is read while the caller works on this one: two pages in memory at most.
 */
async function* pages(query: Query, size = PAGE): AsyncGenerator<QueryDocumentSnapshot[]> {
  const read = (after?: QueryDocumentSnapshot) =>
    transiently("rebuild page", () => (after ? query.startAfter(after) : query).limit(size).get());
  for (let page = await read(); page.size > 0;) {
    const next = page.size < size ? null : read(page.docs[page.size - 1]);
    // A failed read ahead is the loop's to throw, when it comes to it.
    next?.catch(() => undefined);
    yield page.docs;
    if (!next) return;
    page = await next;
  }
}

/** Claims counted at once (each commits its own mark; their folds share commits). */
const PARALLEL_COUNTS = 50;

/**
 * Counts the claims through the trigger's own code (`countEvent`, folding at once). Events that
 * share a marker (a liker's likes, a session's views of one item) go one after another in time
 * order (the pages'), so that the first one wins, as it did live. A failure stops the workers
 * taking more; once all have stopped, it fails the day. How many counted.
 */
async function countClaims(db: Firestore, claims: readonly QueryDocumentSnapshot[]): Promise<number> {
  const chains = new Map<string, QueryDocumentSnapshot[]>();
  for (const event of claims) {
    const parsed = parseStoredEvent(event.data());
    const effects = parsed.ok ? planEvent(parsed.event) : null;
    const key = effects?.likeMark?.id ?? effects?.viewMark ?? event.id;
    chains.set(key, [...(chains.get(key) ?? []), event]);
  }
  const queue = [...chains.values()];
  let counted = 0;
  let failure: { error: unknown } | undefined;
  await Promise.all(
    Array.from({ length: PARALLEL_COUNTS }, async () => {
      for (let chain = queue.shift(); chain && !failure; chain = queue.shift())
        for (const event of chain) {
          const input = { id: event.id, data: event.data(), updateTime: event.updateTime };
          const outcome = await countEvent(db, input, { interval: 0 }).catch((error: unknown) => {
            failure ??= { error };
          });
          if (outcome === "counted") counted += 1;
          if (failure) break;
        }
    }),
  );
  if (failure) throw failure.error;
  return counted;
}

/** A day as the rebuild read it. */
interface DayScan {
  /** The counter when the scan began: what the tally compares with, as of its read time. */
  counter: DocumentSnapshot;
  tally: DayTally;
  markers: DayMarkers;
  labels: DocumentData[];
  claimed: number;
  settled: number;
}

/**
 * Reads a day beside its counter: the counter first, then the day's events, its sessions with
 * their stamps, its visitor markers and label documents, a page at a time. What changed since
 * the counter was read is told apart by time: a mark not in the counter's fold record, an unlike
 * or a marker made after the read. What no trigger counted is counted as it is met, through the
 * triggers' code; its count comes after the read, so the tally leaves it out.
 */
async function scanDay(db: Firestore, date: string): Promise<DayScan> {
  const day = dayOf(db, date);
  const [start, end] = [date, addDays(date, 1)].map((key) => Timestamp.fromDate(parseDateKey(key)));
  const inDay = (collection: string, field: string) =>
    db.collection(collection).where(field, ">=", start).where(field, "<", end);
  const counter = await day.counter.get();
  const before = (time: Timestamp | undefined) => !!time && time.valueOf() <= counter.readTime.valueOf();
  const folds = foldRecord(counter);
  const markers: DayMarkers = { all: new Set(), removable: new Set() };
  const scan: DayScan = { counter, tally: emptyTally(date), markers, labels: [], claimed: 0, settled: 0 };
  const stamps = db.collection(ANALYTICS_COLLECTIONS.sessionCounts);
  // The four collections are read side by side: each page is told apart from the counter by time.
  // All settle before a failure fails the scan, so no part of it runs on into the next attempt.
  const parts = await Promise.allSettled([
    (async () => {
      for await (const page of pages(inDay(COLLECTIONS.analyticsEvents, "timestamp"))) {
        const claims = page.filter((event) =>
          tallyEvent(scan.tally, event.data(), isFolded(event, folds), before(event.updateTime)),
        );
        scan.claimed += await countClaims(db, claims);
      }
    })(),
    (async () => {
      // 500 a page: a page's stamps are one read of as many documents.
      for await (const page of pages(inDay(COLLECTIONS.userSessions, "startTime"), 500)) {
        const stamped = await db.getAll(...page.map((session) => stamps.doc(session.id)));
        const settles = page.filter((doc, index) => {
          const session = parseSession(doc.data());
          return !!session && tallySession(scan.tally, session, parseStamp(stamped[index]!.data()).counted);
        });
        const outcomes = await countSessions(
          db,
          settles.map((doc) => ({ id: doc.id, data: doc.data(), updateTime: doc.updateTime })),
        );
        scan.settled += outcomes.filter((outcome) => outcome === "counted").length;
      }
    })(),
    (async () => {
      for await (const page of pages(day.visitors.select()))
        for (const marker of page) {
          markers.all.add(marker.id);
          if (before(marker.createTime)) markers.removable.add(marker.id);
        }
    })(),
    (async () => {
      for await (const page of pages(day.labels)) scan.labels.push(...page.map((doc) => doc.data()));
    })(),
  ]);
  const failed = parts.find((part) => part.status === "rejected");
  if (failed) throw failed.reason;
  return scan;
}

// ── Correcting a day ────────────────────────────────────────────────────────────────────

/** The counter's count of its corrections: a correction applies only to the counter it planned from. */
const CORRECTIONS_FIELD = "corrections";
/** Documents one correction's transaction writes besides the counter (a work, a label). */
const CORRECTION_PAGE = 400;

/** Works whose totals a day's corrections moved, and those a failed one left for the next run. */
interface WorkProgress {
  moved: number;
  left: number;
}

/**
 * Makes the visitor markers a correction plans, and removes those with nothing behind them,
 * ahead of its counter and all at once (BulkWriter, which paces and retries them). A marker's id
 * is its visitor's, so making one twice is refused: one made meanwhile, by a trigger or another
 * rebuild, means the plan is stale (its visitor's count may be on the way), and the day is read
 * again (FAILED_PRECONDITION). Those made stand: each has a counted record behind it.
 */
async function correctMarkers(db: Firestore, plan: DayRebuildPlan): Promise<void> {
  if (plan.missingVisitors.length + plan.extraVisitors.length === 0) return;
  const visitors = dayOf(db, plan.date).visitors;
  const writer = db.bulkWriter();
  const failures: unknown[] = [];
  const failed = (error: unknown) => void failures.push(error);
  for (const id of plan.missingVisitors)
    void writer.create(visitors.doc(id), dayExpiry(plan.date)).catch(failed);
  for (const id of plan.extraVisitors) void writer.delete(visitors.doc(id)).catch(failed);
  await writer.close();
  const stale = failures.find((error) => errorCode(error) === GRPC.ALREADY_EXISTS);
  if (stale)
    throw Object.assign(new Error(`${plan.date}: a visitor's marker made meanwhile`), {
      code: GRPC.FAILED_PRECONDITION,
    });
  if (failures.length > 0) throw failures[0];
}

/**
 * Commits a day's correction in transactions of at most CORRECTION_PAGE writes besides the
 * counter's, each guarded by the counter: none applies if another rebuild corrected the day since
 * it was read (`corrections`), or sessions were counted since (their figures, compared). Events'
 * figures go in as increments, so the folds meanwhile add on top; a work's total moves with its
 * day counts, in the same transaction (a work deleted since has none).
 */
async function correctDay(db: Firestore, plan: DayRebuildPlan, scan: DayScan, works: WorkProgress) {
  const day = dayOf(db, plan.date);
  const { items = {}, ...figures } = plan.add
    ? counterIncrements(plan.add, (value) => FieldValue.increment(value))
    : {};
  const writes = [
    ...Object.keys(items).map((work) => ({ work, counts: plan.add!.items[work]! })),
    ...plan.labels.map((label) => ({ label })),
  ];
  await correctMarkers(db, plan);
  let corrections = Number(scan.counter.get(CORRECTIONS_FIELD)) || 0;
  let sessions = sessionFields(parseDayStats(plan.date, scan.counter.data()));
  for (let start = 0; start === 0 || start < writes.length; start += CORRECTION_PAGE) {
    const page = writes.slice(start, start + CORRECTION_PAGE);
    const pageWorks = page.flatMap((write) => ("work" in write ? [write] : []));
    works.left = writes.slice(start).filter((write) => "work" in write).length;
    await db.runTransaction(async (tx) => {
      const gallery = db.collection(COLLECTIONS.gallery);
      const [counter, ...read] = await tx.getAll(
        day.counter,
        ...pageWorks.map(({ work }) => gallery.doc(work)),
      );
      const now = sessionFields(parseDayStats(plan.date, counter!.data()));
      if ((Number(counter!.get(CORRECTIONS_FIELD)) || 0) !== corrections || !same(now, sessions))
        throw Object.assign(new Error(`${plan.date} corrected, or its sessions counted, meanwhile`), {
          code: GRPC.FAILED_PRECONDITION,
        });
      const pageItems = Object.fromEntries(
        pageWorks.map(({ work }) => [work, (items as DocumentData)[work]]),
      );
      // The session figures are set whole: a label that left a kind's top list goes.
      const set = start === 0 && plan.sessions ? sessionFields(plan.sessions) : {};
      const fields = {
        ...(start === 0 ? figures : {}),
        ...set,
        [CORRECTIONS_FIELD]: FieldValue.increment(1),
      };
      writeCounter(
        tx,
        counter!,
        pageWorks.length > 0 ? { ...fields, items: pageItems } : fields,
        Object.keys(set),
      );
      pageWorks.forEach(
        ({ counts }, index) => read[index]!.exists && raiseWork(tx, read[index]!.ref, counts),
      );
      for (const write of page)
        if ("label" in write) {
          const { kind, label, sessions: count } = write.label;
          const ref = day.labels.doc(labelDocId(kind, label));
          if (count > 0) tx.set(ref, { kind, label, sessions: count, ...dayExpiry(plan.date) });
          else tx.delete(ref);
        }
    });
    corrections += 1;
    if (start === 0 && plan.sessions) sessions = sessionFields(plan.sessions);
    works.moved += pageWorks.length;
  }
  works.left = 0;
}

// ── A day, a range of days, the nightly job ─────────────────────────────────────────────

/**
 * Brings one day in line with its raw data: reads it (counting what no trigger counted), folds
 * the marks its counter did not hold, corrects drift and rolls it up. A refused correction reads the day again (RACES).
 */
async function rebuildDay(
  db: Firestore,
  date: string,
  now: Date,
  works: WorkProgress,
): Promise<RebuildDayReport> {
  let claimed = 0;
  let settled = 0;
  let repaired = false;
  return retry(async () => {
    let scan = await scanDay(db, date);
    // Marks the counter did not hold (their folds under way, or given up): folded now, by
    // increments, so the drift of what it held stands; a day all folded reads no marks again.
    if (scan.tally.toFold > 0) await foldDay(db, date, { interval: 0 });
    claimed += scan.claimed;
    settled += scan.settled;
    // The sessions it settled changed the counter's session figures after it was read: read again.
    if (scan.settled > 0) scan = await scanDay(db, date);
    const plan = planDrift(scan.tally, parseDayStats(date, scan.counter.data()), scan.markers, scan.labels);
    if (plan) await correctDay(db, plan, scan, works);
    repaired ||= plan !== null;
    const rolledUp = date < utcDateKey(now) ? await writeRollup(db, date) : false;
    const events = scan.tally.countedEvents + scan.claimed;
    return { date, events, claimedEvents: claimed, settledSessions: settled, repaired, rolledUp };
  }, RACES);
}

/**
 * Per-day failure isolation: a day whose rebuild fails for good is reported (`failed`) and the
 * other days go on, so one bad document never stops the owner's Rebuild or the nightly job, and
 * the run's report is never lost. A day whose raw data has begun to expire is never rebuilt.
 */
async function rebuildDaySafely(db: Firestore, date: string, now: Date, works: WorkProgress) {
  const none = { date, events: 0, claimedEvents: 0, settledSessions: 0, repaired: false, rolledUp: false };
  // Recounted from what is left, the day would lose what its expired events and sessions held.
  if (!rawDataKept(date, now, retentionMonths())) return { ...none, expired: true };
  const day: WorkProgress = { moved: 0, left: 0 };
  try {
    return await rebuildDay(db, date, now, day);
  } catch (error) {
    analyticsLogs.rebuildDayFailed(date, error);
    return { ...none, failed: String(error).slice(0, 300) };
  } finally {
    works.moved += day.moved;
    works.left += day.left;
  }
}

/**
 * Rebuilds the counters and rollups of the UTC days from `from` to `to` from the raw events and
 * sessions, one day after another in time order (a liker's likes of a work on two days are
 * decided as they were live: the first counts). A second run over the same days writes nothing.
 */
export async function rebuildAnalytics(
  db: Firestore,
  range: { from: string; to: string },
  now: Date = new Date(),
): Promise<RebuildReport> {
  const started = Date.now();
  const days: RebuildDayReport[] = [];
  const works: WorkProgress = { moved: 0, left: 0 };
  for (const date of dateKeysBetween(range.from, range.to))
    days.push(await rebuildDaySafely(db, date, now, works));
  const report = { ...range, days, itemsRepaired: works.moved, itemsLeft: works.left };
  analyticsLogs.rebuildDone(report, Date.now() - started);
  return report;
}

/**
 * The nightly job (00:15 UTC): today's and tomorrow's zero counters ahead of their first count
 * (readers take a missing one as zeros meanwhile), then the rebuild of the last three days and
 * of today so far, so that a run after an outage counts all no trigger saw. Its work grows with
 * those days, never with the site's age.
 */
export async function runNightly(db: Firestore, now: Date = new Date()): Promise<RebuildReport> {
  const today = utcDateKey(now);
  for (const date of [today, addDays(today, 1)])
    await dayOf(db, date)
      .counter.create(counterBase(date))
      // There already (ALREADY_EXISTS), or not made for now: either way the days go on.
      .catch((error: unknown) => lostRace(error) || analyticsLogs.rebuildDayFailed(date, error));
  return rebuildAnalytics(db, { from: addDays(today, -3), to: today }, now);
}

// ── The rollup of a closed day ──────────────────────────────────────────────────────────

/**
 * A closed day's rollup: the spec's computed metrics, and the additive stats behind them. When
 * its works' day counts would take it past a document's 1 MiB, they stay in the counter
 * (`ITEMS_IN_COUNTER`), where readers find them.
 */
export function rollupFields(date: string, counter: unknown): Record<string, unknown> {
  const stats = parseDayStats(date, counter);
  const { from: _from, ...metrics } = computeMetrics(stats);
  const { items, ...rest } = dayStatsFields(stats);
  const whole = { ...metrics, stats: { ...rest, items } };
  // A kilobyte to spare for what Firestore adds.
  if (documentSize(`${ANALYTICS_COLLECTIONS.metrics}/${date}`, whole) < DOCUMENT_LIMIT_BYTES - 1024)
    return whole;
  return { ...metrics, stats: rest, [ITEMS_IN_COUNTER]: true };
}

/**
 * Writes a closed day's rollup from its counter, only if it differs, guarded by the rollup's
 * update time: a run that read an older counter is refused and reads again.
 */
async function writeRollup(db: Firestore, date: string, ifCounter = false): Promise<boolean> {
  const rollup = db.collection(ANALYTICS_COLLECTIONS.metrics).doc(date);
  return retry(async () => {
    const [counter, existing] = await db.getAll(dayOf(db, date).counter, rollup);
    if (ifCounter && !counter!.exists) return false;
    const fields = rollupFields(date, counter!.data());
    if (!existing!.exists) await rollup.create(fields);
    else if (same(existing!.data(), fields)) return false;
    // `update` replaces each top-level field it names: all of a rollup's, and the flag it may drop.
    else
      await rollup.update(
        { [ITEMS_IN_COUNTER]: FieldValue.delete(), ...fields },
        { lastUpdateTime: existing!.updateTime! },
      );
    return true;
  }, RACES);
}

/**
 * Rolls a closed day up again after its counter changed, however old the day. Today's (or a
 * later day's) counter, or a deleted one (only a reset deletes one), rolls nothing up.
 */
export async function rollUpClosedDay(db: Firestore, date: string, now: Date = new Date()): Promise<boolean> {
  if (!isDateKey(date) || date >= utcDateKey(now)) return false;
  return writeRollup(db, date, true);
}
