// Stage 3 of counting: the fold. One writer per day and instance adds the day's new marks (the
// events count.ts marked) to the day's counter and their works' totals, as firebase/extensions'
// firestore-counter folds its shards. The counter keeps the fold's record (plan.ts, FoldRecord),
// so a fold adds each mark once, whichever instance or rebuild runs it.
import { ANALYTICS_COLLECTIONS, COLLECTIONS, COUNTER_FIELDS } from "@folio/domain";
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import { fieldPaths } from "../lib/field-paths";
import { isTransient, lostRace, retry, sleep, withTransientRetry } from "../lib/firestore-errors";
import { commitIntervalMs } from "./config";
import { analyticsLogs } from "./logs";
import {
  comparePlaces,
  counterIncrements,
  FOLD_LAG_SECONDS,
  isInFold,
  planFold,
  planFoldRecord,
  type FoldRecord,
  type MarkPlace,
  type WorkRaises,
} from "./plan";

/** A transient failure is tried again in place (withTransientRetry), however small the step. */
export const transiently = <T>(what: string, step: () => Promise<T>) =>
  withTransientRetry(step, (attempt, error) => analyticsLogs.transientRetry(what, attempt, error));

/**
 * The one re-read loop: a guarded write that lost a race (a precondition, a `create` that found
 * its document, a document gone), or a brief outage, reads again and plans again, with backoff
 * (the folds of several instances may meet on one counter).
 */
export const RACES = {
  attempts: 8,
  retryOn: (error: unknown) => lostRace(error) || isTransient(error),
  baseMs: 20,
};

/** The daily counter of a UTC date and the documents beside it (see ANALYTICS_COLLECTIONS). */
export function dayOf(db: Firestore, date: string) {
  const counter = db.collection(COLLECTIONS.analyticsCounters).doc(date);
  return {
    counter,
    visitors: counter.collection(ANALYTICS_COLLECTIONS.visitors),
    labels: counter.collection(ANALYTICS_COLLECTIONS.labels),
  };
}

/**
 * The one place a day's counter is made (spec: "created with zeros"): `createdAt` and the
 * spec's fields as zeros, in the write that creates it. A fold, a session's count, a correction
 * and the nightly job (ahead of the day) all create it with this.
 */
export function counterBase(date: string): Record<string, unknown> {
  const base: Record<string, unknown> = { date, createdAt: FieldValue.serverTimestamp() };
  for (const field of COUNTER_FIELDS) base[field] = FieldValue.increment(0);
  return base;
}

/**
 * Writes nested fields into a counter as `read`: merged into it (but for the fields named in
 * `whole`), guarded by its update time, or with `counterBase` when there was none. Refused if
 * another writer got there first.
 */
export function writeCounter(
  writer: WriteBatch | Transaction,
  read: CounterRead,
  fields: Record<string, unknown>,
  whole: readonly string[] = [],
): void {
  const ref = read.ref as DocumentReference;
  if (!read.exists) writer.create(ref, { ...counterBase(ref.id), ...fields });
  else
    (writer.update as (...args: unknown[]) => unknown)(ref, ...fieldPaths(fields, whole), {
      lastUpdateTime: read.updateTime,
    });
}

/** Adds to a work's `views` and `likes` (spec: views and likes raise the item's), as its day counts rise. */
export function raiseWork(
  writer: WriteBatch | Transaction,
  work: DocumentReference,
  by: { views: number; likes: number },
) {
  const fields = {
    ...(by.views ? { views: FieldValue.increment(by.views) } : {}),
    ...(by.likes ? { likes: FieldValue.increment(by.likes) } : {}),
  };
  if (by.views || by.likes) (writer as WriteBatch).update(work, fields);
}

/** A counter's field holding its fold record. */
const FOLDED_FIELD = "folded";
/** Marks one fold commit adds: with their works, within a commit's 500 writes. */
const FOLD_PAGE = 400;

/** A counter's fold record; null before its first fold. */
export function foldRecord(counter: DocumentSnapshot): FoldRecord<Timestamp> | null {
  const folded = counter.get(FOLDED_FIELD) as FoldRecord<Timestamp> | undefined;
  return folded?.through?.at instanceof Timestamp && Array.isArray(folded.recent) ? folded : null;
}

/**
 * Whether a counted event is in its counter, by the counter's fold record. An event counted
 * without a `countedAt` (the seed writes its history so) is the rebuild's to put in: it counts as in.
 */
export function isFolded(event: DocumentSnapshot, record: FoldRecord | null): boolean {
  const at: unknown = event.get("countedAt");
  return !(at instanceof Timestamp) || isInFold({ at, id: event.id }, record);
}

/**
 * Per day: the fold that has not read yet (new marks join it, with the ids of the events whose
 * marks their callers wait for; ALL: every mark), the last one, and when it began.
 */
interface FoldLane {
  next: Promise<void> | null;
  wants: Set<string>;
  tail: Promise<void>;
  last: number;
}
/** By database (a commit writes one database's documents), then by day; a day's lane goes once idle. */
const lanes = new WeakMap<Firestore, Map<string, FoldLane>>();
/** A caller that waits for every mark of the day to be in (the rebuild), not one event's. */
const ALL = "";

/** How many days this instance holds a fold lane for: the days being folded, or in the last interval. */
export function lanesHeld(db: Firestore): number {
  return lanes.get(db)?.size ?? 0;
}

/**
 * What this instance's last fold of a day left: the counter as that fold wrote it (its update
 * time guards the next fold's commit instead of a read; refused, it is read again), and its
 * cursor, the last mark it read (every mark read up to it is in). Kept for CURSOR_DAYS days at
 * most: today's, and yesterday's late events.
 */
interface FoldMemory {
  counter?: FoldedCounter;
  cursor?: MarkPlace<Timestamp>;
}
const memories = new WeakMap<Firestore, Map<string, FoldMemory>>();
const CURSOR_DAYS = 3;
/** Marks a record names beyond its `through` before a fold reads from `through` again to move it on. */
const RECENT_MAX = 500;

function memoryOf(db: Firestore, date: string): FoldMemory {
  let days = memories.get(db);
  if (!days) memories.set(db, (days = new Map()));
  const memory = days.get(date) ?? {};
  days.delete(date);
  days.set(date, memory);
  for (const oldest of days.keys()) if (days.size > CURSOR_DAYS) days.delete(oldest);
  return memory;
}

/**
 * Folds the day's new marks into its counter: resolves once a fold that read after this call
 * has committed, or rejects with its error (every caller's promise settles). `event`: the event
 * whose mark the caller waits for (none: every mark of the day). One fold of a day runs at a
 * time on an instance, at most one per `interval` (Firestore sustains about a write a second on
 * a document); marks made while one runs wait for the next, which takes them all.
 */
export function foldDay(
  db: Firestore,
  date: string,
  { interval = commitIntervalMs(), event = ALL }: { interval?: number; event?: string } = {},
): Promise<void> {
  let days = lanes.get(db);
  if (!days) lanes.set(db, (days = new Map()));
  const lane = days.get(date) ?? { next: null, wants: new Set(), tail: Promise.resolve(), last: 0 };
  days.set(date, lane);
  lane.wants.add(event);
  if (lane.next) return lane.next;
  const next = lane.tail.then(async () => {
    const wait = lane.last + interval - Date.now();
    if (wait > 0) await sleep(wait);
    // From here on the fold reads: a mark made now may come after its read, so waits for the next.
    const wants = lane.wants;
    Object.assign(lane, { next: null, wants: new Set(), last: Date.now() });
    for (let more = true; more;)
      more = await retry((attempt) => foldPage(db, date, wants, attempt > 1), RACES);
  });
  const tail = next.catch(() => undefined);
  Object.assign(lane, { next, tail });
  // Idle for an interval, the lane goes (the next fold of the day starts a new one).
  void tail.then(() =>
    setTimeout(() => days.get(date)?.tail === tail && days.delete(date), interval).unref(),
  );
  return next;
}

/**
 * One fold commit: takes the counter (its fold record) as this instance last wrote it, or reads
 * it, and the day's marks in the order they were made: after its cursor, or, to move the record's
 * `through` on (no cursor, too many marks named, or a mark waited for not met after the cursor:
 * made late, or long ago), after `through`. It adds the new ones to the counter and their works
 * in one commit guarded by the counter's update time. Whether more marks wait.
 */
async function foldPage(
  db: Firestore,
  date: string,
  wants: Set<string>,
  checkWorks: boolean,
): Promise<boolean> {
  const memory = memoryOf(db, date);
  const cached = memory.counter;
  delete memory.counter;
  const counter = cached ?? (await readCounter(db, date));
  const { record } = counter;
  const { cursor } = memory;
  const fromCursor =
    !!record &&
    !!cursor &&
    !wants.has(ALL) &&
    record.recent.length < RECENT_MAX &&
    comparePlaces(cursor, record.through) > 0;
  const limit = fromCursor ? FOLD_PAGE : (record?.recent.length ?? 0) + FOLD_PAGE;
  let query = db
    .collection(COLLECTIONS.analyticsEvents)
    .where("countDay", "==", date)
    .orderBy("countedAt")
    .orderBy(FieldPath.documentId())
    .limit(limit);
  // After a place, or a time alone (id ""), which every mark at that time is after.
  const { at, id } = (fromCursor ? cursor : record?.through) ?? {};
  if (at) query = id ? query.startAfter(at, id) : query.startAt(at);
  const marks = await transiently(`marks ${date}`, () => query.get());
  const docs: DocumentSnapshot[] = [...marks.docs];
  const complete = marks.size < limit;
  const known = new Set([...docs.map((mark) => mark.id), ...(record?.recent ?? [])]);
  const missing = fromCursor && complete ? [...wants].filter((event) => !known.has(event)) : [];
  if (missing.length > 0) {
    // A mark waited for that the cursor passed (made late, or long ago): read alone; after `through`, it is new.
    const events = db.collection(COLLECTIONS.analyticsEvents);
    const late = await transiently(`late ${date}`, () =>
      db.getAll(...missing.map((event) => events.doc(event))),
    );
    docs.push(...late.filter((mark) => mark.get("countDay") === date && !isFolded(mark, record)));
  }
  const places = docs.map((mark) => ({ at: mark.get("countedAt") as Timestamp, id: mark.id }));
  const horizon = new Timestamp(marks.readTime.seconds - FOLD_LAG_SECONDS, marks.readTime.nanoseconds);
  const next = planFoldRecord(record, places, fromCursor ? null : horizon, complete, FOLD_PAGE);
  // The cursor after this fold: the last mark of the page (read in order) up to which every mark is in.
  const last = (upTo: number) => places[Math.min(upTo, marks.size) - 1] ?? (fromCursor ? cursor : undefined);
  if (!next) {
    Object.assign(memory, { counter, cursor: last(marks.size) });
    return false;
  }
  const { delta, works } = planFold(
    date,
    next.fold.map((index) => docs[index]!.data()),
  );
  // A work deleted since its event was counted refused the commit (NOT_FOUND): it has nothing to raise.
  const raise = checkWorks ? await existingWorks(db, works) : works;
  const fields = {
    ...counterIncrements(delta, (value) => FieldValue.increment(value)),
    [FOLDED_FIELD]: next.record,
  };
  let updateTime: Timestamp;
  try {
    updateTime = await transiently(`fold ${date}`, async () => {
      const batch = db.batch();
      writeCounter(batch, counter, fields);
      for (const [work, counts] of raise)
        raiseWork(batch, db.collection(COLLECTIONS.gallery).doc(work), counts);
      return (await batch.commit())[0]!.writeTime;
    });
  } catch (error) {
    // The counter as remembered was written since (a session's count, another instance's fold):
    // read it and plan again, without waiting.
    if (cached && lostRace(error)) return true;
    throw error;
  }
  const cut = next.fold.length === FOLD_PAGE;
  Object.assign(memory, {
    counter: { ref: counter.ref, exists: true, updateTime, record: next.record },
    cursor: last(cut ? next.fold.at(-1)! + 1 : marks.size),
  });
  return marks.size === limit || cut;
}

/** A day's counter as read: what guards a write to it, and its fold record. */
type CounterRead = Pick<DocumentSnapshot, "ref" | "exists" | "updateTime">;
type FoldedCounter = CounterRead & { record: FoldRecord<Timestamp> | null };

async function readCounter(db: Firestore, date: string): Promise<FoldedCounter> {
  const read = await transiently(`counter ${date}`, () => dayOf(db, date).counter.get());
  return { ref: read.ref, exists: read.exists, updateTime: read.updateTime, record: foldRecord(read) };
}

/** The works of `works` that still exist. */
async function existingWorks(db: Firestore, works: WorkRaises): Promise<WorkRaises> {
  if (works.size === 0) return works;
  const gallery = db.collection(COLLECTIONS.gallery);
  const read = await db.getAll(...[...works.keys()].map((id) => gallery.doc(id)), { fieldMask: [] });
  return new Map([...works].filter((_, index) => read[index]!.exists));
}
