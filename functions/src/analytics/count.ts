// Stage 2: counting. Each trigger commits its plan (plan.ts) exactly once: straight into the
// day's counter while the day is quiet, else as increments to shards, and then makes sure a
// fold (fold.ts) covers what it wrote.
import {
  ANALYTICS_COLLECTIONS,
  COLLECTIONS,
  countedSessionSchema,
  isDateKey,
  isDocumentIdSafe,
  ITEM_SHARDS,
  parseStoredEvent,
  sumDayStats,
  VIEW_MARK_TTL_DAYS,
  type CountedSession,
  type DayStats,
  type ItemDayCounts,
  type StoredSession,
  utcDateKey,
} from "@folio/domain";
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type WriteBatch,
} from "firebase-admin/firestore";
import { errorCode, GRPC, isPermanent, lostRace, retry, withTransientRetry } from "../lib/firestore-errors";
import {
  addDirectCount,
  addDirectItemCount,
  addGuardedWrite,
  addShardIncrements,
  dayOf,
  ensureFolded,
  ensureItemFolded,
  forget,
  isQuiet,
  knownBusy,
  knownVisitor,
  noteBusy,
  noteMarks,
  noteVisitor,
  notBefore,
  noteWritten,
  recalled,
  seenMark,
  sharedGet,
  type DocState,
  type Written,
} from "./fold";
import { foldIntervalMs } from "./config";
import { analyticsLogs } from "./logs";
import {
  addItemCounts,
  eventDelta,
  itemCountsWrite,
  itemDelta,
  itemRejection,
  itemShardId,
  parseItemCounts,
  parseSession,
  planEvent,
  planSession,
  shardFor,
  sourceDocId,
  waitsToSettle,
  type EventEffects,
  type SettleWindow,
} from "./plan";

const retryLog = (what: string) => (attempt: number, error: unknown) =>
  analyticsLogs.transientRetry(what, attempt, error);

// ── Writes shared with the rebuild ──────────────────────────────────────────────────────

/** Marks an event counted, on the condition that nobody changed it since `updateTime`. */
function markCounted(
  db: Firestore,
  batch: WriteBatch,
  eventId: string,
  updateTime: Timestamp,
  itemCounted: boolean | null,
): void {
  batch.update(
    db.collection(COLLECTIONS.analyticsEvents).doc(eventId),
    {
      countState: "counted",
      ...(itemCounted === null ? {} : { itemCounted }),
    },
    { lastUpdateTime: updateTime },
  );
}

/** Adds increments to one of an item's day shards (it carries its item id: the item fold queries by it). */
export function addItemShardWrite(
  db: Firestore,
  batch: WriteBatch,
  date: string,
  itemId: string,
  shard: string,
  counts: ItemDayCounts,
): void {
  batch.set(
    dayOf(db, date).itemShards.doc(itemShardId(itemId, shard)),
    // `at`: the commit time, so the item fold reads only the shards written since it last ran.
    {
      itemId,
      ...itemCountsWrite(counts, (value) => FieldValue.increment(value)),
      at: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
}

/** The markers that make a like count once per liker and a view once per session (absent: none). */
interface MarkRefs {
  like?: DocumentReference | undefined;
  view?: DocumentReference | undefined;
}

/** Creates the event's markers (`view`: only when the view raises its item). */
function addMarks(batch: WriteBatch, eventId: string, effects: EventEffects, marks: MarkRefs): void {
  if (marks.like)
    batch.create(marks.like, {
      uid: effects.likeMark!.uid,
      itemId: effects.item!.id,
      eventId,
      date: effects.date,
    });
  if (marks.view)
    batch.create(marks.view, {
      eventId,
      expiresAt: Timestamp.fromMillis(Date.now() + VIEW_MARK_TTL_DAYS * 24 * 60 * 60 * 1000),
    });
}

// ── Shard writes, shared by the events of a burst ───────────────────────────────────────

/** What one event's count adds to a shard commit: its own writes (and the documents they write), and its increments. */
interface ShardContribution {
  id: string;
  own(batch: WriteBatch): void;
  /** The markers its own writes create (besides them, they write only the event). */
  creates: DocumentReference[];
  delta: DayStats;
  shard: string;
  item: { id: string; shard: string; counts: ItemDayCounts } | null;
}

/** Most events one shard commit takes (each up to four writes of its own). */
const GROUP_MAX = 50;

/** Per day: the events waiting for the shard commit in flight to end (present while one is). */
const waitingToCommit = new Map<string, { contribution: ShardContribution; done: Settle<Timestamp> }[]>();

interface Settle<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

/**
 * Commits an event's count to the day's shards. A live count (`group`) that finds another
 * commit of its day in flight in this instance waits for it to end, and then goes in one
 * commit with every event that waited meanwhile: each event's own writes, guarded as ever, and
 * their increments summed into one day shard and one shard per item. So a burst writes a shard,
 * and folds read one, per commit rather than per event. If such a commit is refused, only the
 * events at fault fail (`commitGroupOrEach`).
 */
function commitToShards(
  db: Firestore,
  date: string,
  contribution: ShardContribution,
  group: boolean,
): Promise<Timestamp> {
  if (!group) return commitShardGroup(db, date, [contribution]);
  return new Promise((resolve, reject) => {
    const waiting = waitingToCommit.get(date);
    if (waiting) waiting.push({ contribution, done: { resolve, reject } });
    else {
      waitingToCommit.set(date, []);
      void commitThenWaiting(db, date, [{ contribution, done: { resolve, reject } }]);
    }
  });
}

async function commitThenWaiting(
  db: Firestore,
  date: string,
  group: { contribution: ShardContribution; done: Settle<Timestamp> }[],
): Promise<void> {
  const waiting = waitingToCommit.get(date)!;
  try {
    while (group.length > 0) {
      const results = await commitGroupOrEach(
        db,
        date,
        group.map(({ contribution }) => contribution),
      );
      group.forEach(({ done }, index) => {
        const result = results[index]!;
        if ("at" in result) done.resolve(result.at);
        else done.reject(result.error);
      });
      // The next group: those that waited meanwhile, but never two writing one document (two
      // deliveries of one event, two first events of one visitor): the later waits its turn.
      const paths = new Set<string>();
      group = [];
      for (let index = 0; index < waiting.length && group.length < GROUP_MAX;) {
        const { id, creates } = waiting[index]!.contribution;
        const own = [db.collection(COLLECTIONS.analyticsEvents).doc(id), ...creates].map((ref) => ref.path);
        if (own.some((path) => paths.has(path))) index += 1;
        else {
          own.forEach((path) => paths.add(path));
          group.push(...waiting.splice(index, 1));
        }
      }
    }
  } catch (error) {
    // Not a commit's failure (those are each event's own): none may wait for ever.
    for (const { done } of [...group, ...waiting.splice(0)]) done.reject(error);
  } finally {
    waitingToCommit.delete(date);
  }
}

type CommitResult = { at: Timestamp } | { error: unknown };

/**
 * Commits events' counts together; if that is refused, the events at fault fail and the rest
 * commit without them. A marker that exists (one presumed new, or made meanwhile) refuses a
 * commit with ALREADY_EXISTS: the group's markers are read (what a plan that read them would
 * have cost), the events whose marker is there fail, to plan again, and the others commit
 * together again. Any other refusal: each event commits alone.
 */
async function commitGroupOrEach(
  db: Firestore,
  date: string,
  group: readonly ShardContribution[],
): Promise<CommitResult[]> {
  try {
    const at = await commitShardGroup(db, date, group);
    return group.map(() => ({ at }));
  } catch (error) {
    if (group.length === 1) return [{ error }];
    const creates = group.flatMap(({ creates }) => creates);
    if (errorCode(error) === GRPC.ALREADY_EXISTS && creates.length > 0) {
      const there = new Set(
        (await db.getAll(...creates)).filter((mark) => mark.exists).map((mark) => mark.ref.path),
      );
      const atFault = ({ creates }: ShardContribution) => creates.some((ref) => there.has(ref.path));
      if (group.some(atFault)) {
        const others = group.filter((contribution) => !atFault(contribution));
        const rest = others.length > 0 ? await commitGroupOrEach(db, date, others) : [];
        return group.map((contribution) => (atFault(contribution) ? { error } : rest.shift()!));
      }
    }
    return Promise.all(
      group.map((contribution) =>
        commitShardGroup(db, date, [contribution]).then(
          (at): CommitResult => ({ at }),
          (error: unknown): CommitResult => ({ error }),
        ),
      ),
    );
  }
}

/** One commit of events' counts: each one's own writes, and their increments summed into one shard each. */
function commitShardGroup(
  db: Firestore,
  date: string,
  group: readonly ShardContribution[],
): Promise<Timestamp> {
  const day = dayOf(db, date);
  return withTransientRetry(
    async () => {
      const batch = db.batch();
      for (const contribution of group) contribution.own(batch);
      addShardIncrements(
        batch,
        day.shards.doc(group[0]!.shard),
        sumDayStats(
          date,
          group.map(({ delta }) => delta),
        ),
      );
      const items = new Map<string, { shard: string; counts: ItemDayCounts }>();
      for (const { item } of group) {
        if (!item) continue;
        const found = items.get(item.id);
        if (found) addItemCounts(found.counts, item.counts);
        else items.set(item.id, { shard: item.shard, counts: { ...item.counts } });
      }
      for (const [itemId, { shard, counts }] of items)
        addItemShardWrite(db, batch, date, itemId, shard, counts);
      return (await batch.commit())[0]!.writeTime;
    },
    retryLog(`events ${group[0]!.id}${group.length > 1 ? ` and ${group.length - 1} more` : ""}`),
  );
}

/** Adds sessions to the day's source documents (one per label, id hashed from it). */
export function addSourceWrites(
  db: Firestore,
  batch: WriteBatch,
  date: string,
  sources: Record<string, number>,
): void {
  const collection = dayOf(db, date).sources;
  for (const [label, sessions] of Object.entries(sources)) {
    if (sessions === 0) continue;
    batch.set(
      collection.doc(sourceDocId(label)),
      // `at`: the commit time, so the day fold knows its top sources changed.
      { label, sessions: FieldValue.increment(sessions), at: FieldValue.serverTimestamp() },
      { merge: true },
    );
  }
}

/** A session's stamp as stored: what was counted of it, and which write of the session that was. */
export function parseStamp(stamp: Record<string, unknown> | undefined): {
  counted: CountedSession | null;
  through: Timestamp | null;
} {
  const counted = countedSessionSchema.safeParse(stamp?.counted);
  const through: unknown = stamp?.sessionUpdateTime;
  return {
    counted: counted.success ? counted.data : null,
    through: through instanceof Timestamp ? through : null,
  };
}

// ── Events ──────────────────────────────────────────────────────────────────────────────

/** A new analytics event as its trigger delivers it. */
export interface EventInput {
  id: string;
  data: unknown;
  /** Update time of the document as delivered: the precondition of counting it. */
  updateTime: Timestamp;
}

export type CountOutcome = "counted" | "duplicate" | "ignored" | "gone";

/** `fold: false`: the rebuild's counting, which folds each day once at the end instead. */
interface CountOptions {
  fold?: boolean;
}

async function markIgnored(db: Firestore, input: EventInput, reason: string): Promise<void> {
  try {
    await db
      .collection(COLLECTIONS.analyticsEvents)
      .doc(input.id)
      .update({ countState: "ignored", ignoredReason: reason }, { lastUpdateTime: input.updateTime });
  } catch (error) {
    // Already counted or marked by a rebuild, or deleted: either way nothing to add.
    if (errorCode(error) !== GRPC.FAILED_PRECONDITION && errorCode(error) !== GRPC.NOT_FOUND) throw error;
  }
}

/**
 * Counts one new analytics event exactly once: the day's shard, the visitor's marker, the
 * item's day shard and the event's own `countState` in one batch, guarded by the event's
 * `lastUpdateTime`. The precondition makes the effect exactly-once: once counted, the
 * event's update time has moved on, so a redelivery, a retry or a racing rebuild fails the
 * whole batch and changes nothing (https://firebase.google.com/docs/functions/retries#idempotent).
 * Then the item's day and the day are folded.
 */
export async function countEvent(
  db: Firestore,
  input: EventInput,
  { fold = true }: CountOptions = {},
): Promise<CountOutcome> {
  const replan: Replan = { busy: false };
  try {
    return await retry(
      async (attempt) =>
        // After a marker refused the plan the event needs no read: a redelivery that counted it
        // meanwhile finds its own marker in the next plan, or is refused by its precondition.
        (attempt > 1 && !replan.carried ? await decidedMeanwhile(db, input, fold) : null) ??
        (await countEventOnce(db, input, fold, replan)),
      RACES,
    );
  } catch (error) {
    // A failure that is the data's fault would fail the same way on every redelivery, for
    // days: such an event is marked and left out. Anything else is retried.
    if (!isPermanent(error)) throw error;
    analyticsLogs.eventIgnored(input.id, "uncountable", String(error).slice(0, 300));
    await markIgnored(db, input, "uncountable");
    return "ignored";
  }
}

async function ignore(
  db: Firestore,
  input: EventInput,
  reason: string,
  detail: string,
): Promise<CountOutcome> {
  analyticsLogs.eventIgnored(input.id, reason, detail);
  await markIgnored(db, input, reason);
  return "ignored";
}

/** Plans made again after losing a race (a precondition, a `create` that found its document, a document gone). */
const RACES = { attempts: 5, retryOn: lostRace, baseMs: 0 };

/**
 * What a plan made again knows from the race it lost. `busy`: a direct count lost to another
 * writer, so the day or the item is being written now: the next plan goes to shards without
 * reading them again. `readMarks`: an event's marker presumed new was there, so the next plan
 * reads its markers; `carried`: what the refused plan read, which a `create` refusing says
 * nothing against, so the next plan uses it again (its writes still guarded by it).
 */
interface Replan {
  busy: boolean;
  readMarks?: boolean;
  carried?: {
    item?: DocumentSnapshot | undefined;
    counter?: DocState | undefined;
    itemCounts?: DocState | undefined;
  };
}

/**
 * After a lost race: whether the event was decided meanwhile (counted by a redelivery, the
 * retry of an invocation that failed after its commit, or a rebuild; or deleted). A counted
 * event still needs its folds. Null: not decided, plan again.
 */
async function decidedMeanwhile(
  db: Firestore,
  input: EventInput,
  fold: boolean,
): Promise<CountOutcome | null> {
  const current = await db.collection(COLLECTIONS.analyticsEvents).doc(input.id).get();
  if (!current.exists) {
    analyticsLogs.eventGone(input.id);
    return "gone";
  }
  if (current.get("countState") !== "counted") return null;
  analyticsLogs.eventDuplicate(input.id);
  const parsed = parseStoredEvent(input.data);
  if (fold && parsed.ok)
    await foldEvent(
      db,
      planEvent(input.id, parsed.event),
      current.get("itemCounted") !== false,
      current.updateTime!,
    );
  return "duplicate";
}

async function countEventOnce(
  db: Firestore,
  input: EventInput,
  fold: boolean,
  replan: Replan,
): Promise<CountOutcome> {
  const parsed = parseStoredEvent(input.data);
  if (!parsed.ok) return ignore(db, input, parsed.reason, parsed.detail);
  if (parsed.event.countState === "counted") return "duplicate";
  const effects = planEvent(input.id, parsed.event);
  const day = dayOf(db, effects.date);
  const itemDay = effects.item?.dayField ? day.itemCounts.doc(effects.item.id) : undefined;
  const gallery = effects.item ? db.collection(COLLECTIONS.gallery).doc(effects.item.id) : undefined;
  const likeMarkRef = effects.likeMark
    ? db.collection(COLLECTIONS.likeMarks).doc(effects.likeMark.id)
    : undefined;
  const viewMarkRef = effects.viewMark
    ? db.collection(ANALYTICS_COLLECTIONS.viewMarks).doc(effects.viewMark)
    : undefined;
  // Only a live count can go straight to the counter, and only when the day and the item may
  // be quiet. What this instance wrote last it need not read (see `recalled`), nor a visitor it
  // saw that day with that counter.
  const mayDirect = fold && !replan.busy && !knownBusy(day.counter) && !(itemDay && knownBusy(itemDay));
  const counterKnown = mayDirect ? recalled(day.counter) : undefined;
  const itemDayKnown = mayDirect && itemDay ? recalled(itemDay) : undefined;
  // A visitor whose marker this instance saw that day: trusted beside the counter it remembers
  // (whose guarded write refuses the batch if the day was wiped since), and in a shard write
  // (see `knownVisitor`).
  const visitorKnown =
    fold &&
    effects.visitor !== null &&
    (counterKnown !== undefined || !mayDirect) &&
    knownVisitor(day.counter, effects.visitor.id);
  const visitorMarkRef = effects.visitor && !visitorKnown ? day.visitors.doc(effects.visitor.id) : undefined;
  // A live count presumes new, without reading it, a marker this instance never made or found
  // (`seenMark`); one that exists after all refuses the batch, and the plan made again reads.
  const presumedNew = (ref: DocumentReference) => fold && !replan.readMarks && !seenMark(ref);
  const readMark = (ref: DocumentReference | undefined) => (ref && !presumedNew(ref) ? ref.get() : undefined);
  const carried = replan.carried;
  replan.carried = undefined;
  const [item, likeMark, viewMark, visitor, counter, itemCountsRead] = await Promise.all([
    // Whether the item is published: read once per fold interval by the deliveries of a burst.
    gallery ? (carried?.item ?? sharedGet(gallery, foldIntervalMs())) : undefined,
    readMark(likeMarkRef),
    readMark(viewMarkRef),
    readMark(visitorMarkRef),
    mayDirect ? (carried?.counter ?? counterKnown ?? day.counter.get()) : undefined,
    mayDirect ? (carried?.itemCounts ?? itemDayKnown ?? itemDay?.get()) : undefined,
  ]);
  if (item) {
    const reason = itemRejection(item.exists, item.get("published"));
    if (reason) return ignore(db, input, reason, effects.item!.id);
  }
  // Its own marker: the batch that made it stamped the event, so this is a redelivery of a
  // count that committed. Planned again, it would only make the marker again and be refused
  // by it, plan after plan (a refused `create` carries the plan on, without reading the event).
  const ownMark = [likeMark, viewMark].some((mark) => mark?.exists && mark.get("eventId") === input.id);
  const decided = ownMark ? await decidedMeanwhile(db, input, fold) : null;
  if (decided) return decided;
  // A liker's second like of an item: not counted anywhere.
  if (likeMark?.exists && likeMark.get("eventId") !== input.id)
    return ignore(db, input, "repeat-like", effects.likeMark!.id);
  // A view the session already made raises the day's content views, not the item's views.
  const itemCounted = !(viewMark?.exists && viewMark.get("eventId") !== input.id);
  const itemCounts = itemDelta(effects, itemCounted);
  const visitorAdded = visitorMarkRef !== undefined && !visitor?.exists;
  // Quiet day and item: straight into the counter and the item's day counts, no shard and no
  // fold. Busy (written within the fold interval), or the rebuild (which folds each day once
  // at the end): into shards, then folded.
  // A delivery of this instance that decided on a direct count since these reads began makes
  // the day busy (noted as it decides): the others go to shards instead of losing a race to it.
  const direct =
    counter !== undefined &&
    isQuiet(counter) &&
    !knownBusy(day.counter) &&
    (!itemCounts || (itemCountsRead !== undefined && isQuiet(itemCountsRead) && !knownBusy(itemDay!)));
  if (direct) {
    noteBusy(day.counter);
    if (itemCounts) noteBusy(itemDay!);
  }
  const itemTotals =
    itemCounts && itemCountsRead ? addItemCounts(parseItemCounts(itemCountsRead.data()), itemCounts) : null;
  const writes: Written[] = [];
  // The event's own writes. The visitor's marker of the day is made by their first event only:
  // `create`, so that two first events racing (or a marker presumed new that was there) fail
  // one commit, which decides again.
  const visitorRef = visitorAdded ? visitorMarkRef : undefined;
  const marks: MarkRefs = { like: likeMarkRef, view: itemCounted ? viewMarkRef : undefined };
  const creates = [visitorRef, marks.like, marks.view].filter((ref) => ref !== undefined);
  const own = (batch: WriteBatch) => {
    markCounted(db, batch, input.id, input.updateTime, effects.item ? itemCounted : null);
    if (visitorRef) batch.create(visitorRef, {});
    addMarks(batch, input.id, effects, marks);
  };
  let committedAt: Timestamp;
  try {
    committedAt = direct
      ? await withTransientRetry(
          async () => {
            const batch = db.batch();
            writes.length = 0;
            own(batch);
            writes.push(
              addDirectCount(batch, counter!, eventDelta(effects), {
                visitorAdded,
                ...(itemTotals ? { item: [effects.item!.id, itemTotals] as [string, ItemDayCounts] } : {}),
              }),
            );
            if (itemCounts && itemTotals)
              writes.push(
                addDirectItemCount(batch, db, effects.item!.id, itemCountsRead!, itemCounts, itemTotals),
              );
            return (await batch.commit())[0]!.writeTime;
          },
          retryLog(`event ${input.id}`),
        )
      : await commitToShards(
          db,
          effects.date,
          {
            id: input.id,
            own,
            creates,
            delta: eventDelta(effects),
            shard: effects.shard,
            item: itemCounts
              ? { id: effects.item!.id, shard: effects.item!.shard, counts: itemCounts }
              : null,
          },
          fold,
        );
  } catch (error) {
    // Lost a race: another like of this liker, a view of this session, an event of this
    // visitor, or another count of the day or the item got there first, the event was counted
    // or deleted meanwhile, or what this instance remembered was written since (by another
    // instance, a fold, a reset). `countEvent` decides again: from reads, and into shards if a
    // direct count lost to another writer.
    if (lostRace(error)) {
      if (errorCode(error) === GRPC.ALREADY_EXISTS) {
        // A marker presumed new was there, or was made meanwhile (or, on a day's first count,
        // its counter or item day counts were): the next plan reads them, and uses again what
        // this one read. Nothing remembered is refused by a `create`.
        replan.readMarks = true;
        // (Not a document read missing: its `create` may be what was refused.)
        replan.carried = {
          item,
          counter: counter?.exists ? counter : undefined,
          itemCounts: itemCountsRead?.exists ? itemCountsRead : undefined,
        };
      } else {
        const remembered = counterKnown !== undefined || itemDayKnown !== undefined;
        if (remembered) forget(day.counter, itemDay);
        replan.busy ||= direct && !remembered;
        // The item as read may be what refused it (deleted since): read it afresh.
        forget(gallery);
      }
    }
    throw error;
  }
  if (fold) {
    noteWritten(writes, committedAt);
    if (effects.visitor) noteVisitor(day.counter, effects.visitor.id);
    noteMarks(visitorMarkRef, likeMarkRef, viewMarkRef);
    // Written now (or about to be, by the fold of a shard): busy for an interval.
    noteBusy(day.counter);
    if (itemCounts && itemDay) noteBusy(itemDay);
  }
  if (fold && !direct) await foldEvent(db, effects, itemCounted, committedAt);
  return "counted";
}

async function foldEvent(db: Firestore, effects: EventEffects, itemCounted: boolean, since: Timestamp) {
  if (itemDelta(effects, itemCounted)) await ensureItemFolded(db, effects.date, effects.item!.id, since);
  await ensureFolded(db, effects.date, since);
}

// ── Unlikes ─────────────────────────────────────────────────────────────────────────────

/** A like marker as its deletion delivers it. */
export interface UnlikeInput {
  markId: string;
  data: unknown;
}

export type UnlikeOutcome = "uncounted" | "duplicate" | "ignored";

/**
 * Takes a like off its item when the liker deletes their marker: the like's event is
 * stamped `unliked` and its item's day shard (the day of the like) loses one like, in one
 * batch guarded by the event's update time, so a redelivered deletion changes nothing. The
 * day's `likes` keep the like: they count likes given that day.
 */
export async function uncountLike(db: Firestore, input: UnlikeInput): Promise<UnlikeOutcome> {
  const mark = input.data as Record<string, unknown> | undefined;
  const eventId = mark?.eventId;
  const date = mark?.date;
  if (typeof eventId !== "string" || !isDocumentIdSafe(eventId) || !isDateKey(date)) {
    analyticsLogs.unlikeIgnored(input.markId, "malformed-mark");
    return "ignored";
  }
  const ref = db.collection(COLLECTIONS.analyticsEvents).doc(eventId);
  // The event may change meanwhile (a racing redelivery stamps it): then it is read again.
  const done = await retry(async () => {
    const event = await ref.get();
    const parsed = event.exists ? parseStoredEvent(event.data()) : null;
    if (!parsed?.ok || event.get("countState") !== "counted" || !parsed.event.contentId) {
      analyticsLogs.unlikeIgnored(input.markId, "like-not-counted");
      return "ignored";
    }
    if (parsed.event.unliked) return "duplicate";
    const itemId = parsed.event.contentId;
    const committedAt = await withTransientRetry(
      async () => {
        const batch = db.batch();
        batch.update(ref, { unliked: true }, { lastUpdateTime: event.updateTime! });
        addItemShardWrite(db, batch, date, itemId, shardFor(`unlike:${eventId}`, ITEM_SHARDS), {
          views: 0,
          likes: -1,
          downloads: 0,
          shares: 0,
        });
        return (await batch.commit())[0]!.writeTime;
      },
      retryLog(`unlike ${input.markId}`),
    );
    return { itemId, committedAt };
  }, RACES);
  if (typeof done === "string") return done;
  await ensureItemFolded(db, date, done.itemId, done.committedAt);
  return "uncounted";
}

// ── Sessions ────────────────────────────────────────────────────────────────────────────

/** A session document after a write, as its trigger delivers it. */
export interface SessionInput {
  id: string;
  /** Undefined when the document was deleted. */
  data: unknown;
  updateTime: Timestamp | undefined;
}

/** `waiting`: left to the settle sweep (a tracker's write, in production). */
export type SessionOutcome = "counted" | "unchanged" | "superseded" | "ignored" | "waiting";

/** Parses a session document; null (logged) when it does not have the session's shape. */
const parseSessionOrLog = (id: string, data: unknown) =>
  parseSession(data, (fields) => analyticsLogs.sessionIgnored(id, fields));

/** Sessions, one or several of one day, as their trigger or the settle sweep counts them. */
interface SessionEntry {
  id: string;
  session: StoredSession;
  /** The write of the session this state is: its stamp never moves back to an older one. */
  updateTime: Timestamp;
}

/**
 * Counts a session's latest state (created, extended, or no longer bounced) exactly once.
 * What was counted lives in the session's stamp (`analytics_session_counts/{id}`), apart
 * from the document the visitor writes: a heartbeat fires this trigger once, and the
 * stamp's own write fires nothing. The difference between the session's state and its
 * stamp goes to the day; the stamp moves on only if nobody stamped it since it was read, and
 * never back to an older write of the session (deliveries may come out of order).
 *
 * With `wait` (the trigger's choice in production), a tracker's write (its `endTime` is the
 * time of the write) is left to the settle sweep (`settleSessions`), which counts the session
 * once, when nothing was written to it for SETTLE_AFTER_MS: a visit's creation, heartbeats and
 * flush then cost one count, not one each. Nothing is read or written now.
 */
export async function countSession(
  db: Firestore,
  input: SessionInput,
  { wait = false }: { wait?: boolean } = {},
): Promise<SessionOutcome> {
  if (input.data === undefined || !input.updateTime) return "unchanged";
  const session = parseSessionOrLog(input.id, input.data);
  if (!session) return "ignored";
  if (wait && waitsToSettle(session, input.updateTime.toMillis())) return "waiting";
  const [outcome] = await countSessionsOrLog(
    db,
    [{ id: input.id, session, updateTime: input.updateTime }],
    true, // fold: a live count
  );
  return outcome!;
}

/**
 * `countSessions`, where a failure that is the data's fault is logged and left out (anything else
 * is retried): a batch so refused is counted again one session at a time, to leave only the bad one.
 */
async function countSessionsOrLog(
  db: Firestore,
  entries: readonly SessionEntry[],
  fold: boolean,
): Promise<SessionOutcome[]> {
  try {
    return await countSessions(db, entries, fold);
  } catch (error) {
    if (!isPermanent(error)) throw error;
    if (entries.length > 1)
      return (await Promise.all(entries.map((entry) => countSessionsOrLog(db, [entry], fold)))).flat();
    analyticsLogs.sessionFailed(entries[0]!.id, error);
    return ["ignored"];
  }
}

/**
 * Counts sessions of one day in one batch: each one's stamp, guarded, and the sum of their
 * changes, into the counter while the day is quiet, else a shard (then folded). The outcome of
 * each, in order.
 */
async function countSessions(
  db: Firestore,
  entries: readonly SessionEntry[],
  fold: boolean,
): Promise<SessionOutcome[]> {
  const replan: Replan = { busy: false };
  const done = await retry(() => countSessionsAttempt(db, entries, fold, replan), RACES);
  if (done.committed) {
    if (fold) noteBusy(done.committed.day.counter);
    if (fold && done.committed.shard) await ensureFolded(db, done.committed.date, done.committed.at);
  }
  return done.outcomes;
}

/** One plan and commit of sessions' counts: each one's outcome, and what was committed. */
async function countSessionsAttempt(
  db: Firestore,
  entries: readonly SessionEntry[],
  fold: boolean,
  replan: Replan,
): Promise<{
  outcomes: SessionOutcome[];
  committed?: { day: ReturnType<typeof dayOf>; date: string; at: Timestamp; shard: boolean };
}> {
  const date = utcDateKey(entries[0]!.session.startTime);
  const day = dayOf(db, date);
  const stampRefs = entries.map(({ id }) => db.collection(ANALYTICS_COLLECTIONS.sessionCounts).doc(id));
  // As for events: what this instance wrote last (a stamp, the counter) it need not read.
  const mayDirect = fold && !replan.busy && !knownBusy(day.counter);
  const known = stampRefs.map((ref) => recalled(ref));
  const counterKnown = mayDirect ? recalled(day.counter) : undefined;
  const unread = stampRefs.filter((_, index) => !known[index]);
  const [read, counter] = await Promise.all([
    unread.length > 0 ? db.getAll(...unread) : [],
    mayDirect ? (counterKnown ?? day.counter.get()) : undefined,
  ]);
  const byPath = new Map(read.map((snapshot) => [snapshot.ref.path, snapshot]));
  const stamps: DocState[] = stampRefs.map((ref, index) => known[index] ?? byPath.get(ref.path)!);
  const plans = entries.map((entry, index) => {
    const { counted, through } = parseStamp(stamps[index]!.data());
    if (through && !notBefore(entry.updateTime, through)) return "superseded" as const;
    return planSession(entry.session, counted) ?? ("unchanged" as const);
  });
  // Nothing to write is decided from a read only: what was remembered may be gone (a reset).
  const stale = stampRefs.filter((_, index) => known[index] && typeof plans[index] === "string");
  if (stale.length > 0) {
    forget(...stale);
    return countSessionsAttempt(db, entries, fold, replan);
  }
  const outcomes = plans.map((plan) => (typeof plan === "string" ? plan : "counted"));
  plans.forEach(
    (plan, index) => plan === "superseded" && analyticsLogs.sessionSuperseded(entries[index]!.id),
  );
  const counting = plans.flatMap((plan, index) => (typeof plan === "string" ? [] : [{ plan, index }]));
  if (counting.length === 0) return { outcomes };
  const delta = sumDayStats(
    date,
    counting.map(({ plan }) => plan.delta),
  );
  // A quiet day takes the sessions straight into its counter; a busy day, or the rebuild, a
  // shard. A session's first count adds its source's top-list entry, read from its source document.
  const quiet: DocState | undefined = counter && isQuiet(counter) ? counter : undefined;
  const labels = Object.entries(delta.sources).filter(([, sessions]) => sessions !== 0);
  const sources =
    quiet && labels.length > 0
      ? await db.getAll(...labels.map(([label]) => day.sources.doc(sourceDocId(label))))
      : [];
  const writes: Written[] = [];
  try {
    const at = await withTransientRetry(
      async () => {
        const batch = db.batch();
        writes.length = 0;
        for (const { plan, index } of counting)
          writes.push(
            addGuardedWrite(batch, stampRefs[index]!, stamps[index]!, {
              counted: plan.counted,
              date,
              sessionUpdateTime: entries[index]!.updateTime,
            }),
          );
        if (quiet)
          writes.push(
            addDirectCount(batch, quiet, delta, {
              visitorAdded: false,
              sources: labels.map(([label, sessions], index) => ({
                label,
                sessions: (Number(sources[index]!.get("sessions")) || 0) + sessions,
              })),
            }),
          );
        else addShardIncrements(batch, day.shards.doc(shardFor(`session:${entries[0]!.id}`)), delta);
        addSourceWrites(db, batch, date, delta.sources);
        return (await batch.commit())[0]!.writeTime;
      },
      retryLog(`sessions ${entries[0]!.id}${entries.length > 1 ? ` and ${entries.length - 1} more` : ""}`),
    );
    noteWritten(writes, at);
    return { outcomes, committed: { day, date, at, shard: !quiet } };
  } catch (error) {
    // Lost a race: stamped meanwhile by another delivery or the rebuild, the day counted
    // meanwhile, or what this instance remembered written since: `retry` reads again.
    if (lostRace(error)) {
      const remembered = known.some(Boolean) || counterKnown !== undefined;
      if (remembered) forget(...stampRefs, day.counter);
      replan.busy ||= quiet !== undefined && !remembered;
    }
    throw error;
  }
}

/** Most sessions one commit takes (each its stamp, plus the counter and the sources). */
const SESSION_BATCH = 200;

/**
 * Counts sessions through `countSessions`, each day's in batches of SESSION_BATCH: the settle
 * sweep's and the rebuild's way (the rebuild without folds). How many it counted.
 */
export async function countSessionBatches(
  db: Firestore,
  docs: readonly { id: string; data: unknown; updateTime: Timestamp }[],
  { fold = true }: CountOptions = {},
): Promise<number> {
  const byDay = new Map<string, SessionEntry[]>();
  for (const { id, data, updateTime } of docs) {
    const session = parseSessionOrLog(id, data);
    if (!session) continue;
    const date = utcDateKey(session.startTime);
    if (!byDay.has(date)) byDay.set(date, []);
    byDay.get(date)!.push({ id, session, updateTime });
  }
  let counted = 0;
  for (const entries of byDay.values())
    for (let start = 0; start < entries.length; start += SESSION_BATCH) {
      const outcomes = await countSessionsOrLog(db, entries.slice(start, start + SESSION_BATCH), fold);
      counted += outcomes.filter((outcome) => outcome === "counted").length;
    }
  return counted;
}

/**
 * The settle sweep: counts the sessions last written in `window`, found by their `endTime` (the
 * tracker stamps it with each write's server time), a day's in one batch. How many it counted.
 */
export async function settleSessions(db: Firestore, window: SettleWindow): Promise<number> {
  const found = await db
    .collection(COLLECTIONS.userSessions)
    .where("endTime", ">", Timestamp.fromDate(window.after))
    .where("endTime", "<=", Timestamp.fromDate(window.through))
    .get();
  return countSessionBatches(
    db,
    found.docs.map((doc) => ({ id: doc.id, data: doc.data(), updateTime: doc.updateTime })),
  );
}
