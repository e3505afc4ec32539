// Stage 2: counting. Each trigger commits its plan (plan.ts) exactly once, with the record that
// it is counted: an event's `countState` (a batch guarded by its update time), a session's stamp
// (a transaction). Concepts: docs/analytics.md, Glossary.
import {
  ANALYTICS_COLLECTIONS,
  COLLECTIONS,
  COUNTER_FIELDS,
  countedSessionSchema,
  EXPIRES_AT_FIELD,
  encodeSources,
  isDateKey,
  isDocumentIdSafe,
  OTHER_SOURCE,
  parseDayStats,
  TOP_SOURCES_PER_DAY,
  parseStoredEvent,
  sessionDimensionLabels,
  sumDayStats,
  VIEW_MARK_TTL_DAYS,
  type CountedSession,
  type DayStats,
  type StoredSession,
  utcDateKey,
} from "@folio/domain";
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import {
  errorCode,
  GRPC,
  isPermanent,
  lostRace,
  retry,
  sleep,
  withTransientRetry,
} from "../lib/firestore-errors";
import { commitIntervalMs } from "./config";
import { dayExpiry, expiryOf, onlyExpiryAdded, stampSessionExpiry } from "./retention";
import { analyticsLogs } from "./logs";
import {
  counterIncrements,
  eventDelta,
  itemRejection,
  parseSession,
  planEvent,
  planSession,
  labelDocId,
  LABEL_KINDS,
  labelMaps,
  mapTotal,
  topLabels,
  visitorMarkerId,
  waitsToSettle,
  type SettleWindow,
} from "./plan";

const retryLog = (what: string) => (attempt: number, error: unknown) =>
  analyticsLogs.transientRetry(what, attempt, error);

/** Plans made again after losing a race (a precondition, a `create` that found its document, a document gone). */
const RACES = { attempts: 5, retryOn: lostRace, baseMs: 0 };

// ── Where a day lives ───────────────────────────────────────────────────────────────────

/** The daily counter document of a UTC date. */
export function counterRef(db: Firestore, date: string): DocumentReference {
  return db.collection(COLLECTIONS.analyticsCounters).doc(date);
}

/** The documents of one day beside its counter (see ANALYTICS_COLLECTIONS). */
export function dayOf(db: Firestore, date: string) {
  const counter = counterRef(db, date);
  return {
    counter,
    visitors: counter.collection(ANALYTICS_COLLECTIONS.visitors),
    labels: counter.collection(ANALYTICS_COLLECTIONS.labels),
  };
}

/**
 * The one place a day's zero counter is made (spec: "created with zeros"): on a counter that does
 * not exist yet, `createdAt` and the spec's fields as +0 (a writer that made it meanwhile keeps its
 * counts). Every counter write carries it; the nightly job creates days ahead with it alone.
 */
export function counterBase(date: string, exists: boolean): Record<string, unknown> {
  if (exists) return { date };
  const base: Record<string, unknown> = { date, createdAt: FieldValue.serverTimestamp() };
  for (const field of COUNTER_FIELDS) base[field] = FieldValue.increment(0);
  return base;
}

/**
 * The one place a visitor's marker of a day is made (unique visitors): `create`, so a marker
 * there already refuses the write (ALREADY_EXISTS). Event commits, session transactions and the
 * rebuild's correction all call it.
 */
export function createVisitorMarker(writer: WriteBatch | Transaction, ref: DocumentReference, date: string) {
  writer.create(ref, dayExpiry(date));
}

// ── What this instance has seen ─────────────────────────────────────────────────────────

/**
 * `seen`: markers this instance made or found (least recently used first), each with its day's
 * counter's creation time then (the trust guard, `commitGroupOrEach`). One never seen is presumed new.
 */
const seen = new Map<string, number>();
const SEEN_MAX = 20_000;

function noteSeen(counterCreated: number, ...refs: (DocumentReference | undefined)[]): void {
  for (const ref of refs) {
    if (!ref) continue;
    seen.delete(ref.path);
    seen.set(ref.path, counterCreated);
    if (seen.size > SEEN_MAX) seen.delete(seen.keys().next().value!);
  }
}

/** Forgets what this instance saw (tests). */
export function forgetSeen(): void {
  seen.clear();
}

// ── Commits to a day, shared by the events of a burst ───────────────────────────────────

/** What one event's count adds to a commit of its day. */
interface Contribution {
  id: string;
  /** Its own writes (its `countState`, the markers it creates), and the documents they touch. */
  own(batch: WriteBatch): void;
  paths: string[];
  creates: DocumentReference[];
  delta: DayStats;
  /** The creation time of the counter beside which the visitor marker it did not read was seen. */
  trusts: number | null;
  raise: { ref: DocumentReference; field: "views" | "likes" } | null;
}

/** A commit's result: the creation time of the day's counter it wrote (ms), or its error. */
type CommitResult = number | { error: unknown };

/**
 * Most events one commit takes: each up to four writes of its own and one to its gallery item,
 * plus the counter, so at most 251 writes, within a commit's 500 (BATCH_LIMIT).
 */
const GROUP_MAX = 50;

/** Per day: the events waiting to commit, and when this instance last committed to it. */
interface Lane {
  waiting: {
    contribution: Contribution;
    resolve(counterCreated: number): void;
    reject(error: unknown): void;
  }[];
  draining: boolean;
  last: number;
}
/** Lanes by database (a batch writes one database's documents), then by day. */
const lanes = new WeakMap<Firestore, Map<string, Lane>>();

/**
 * The lane: commits an event's count to its day, at once if this instance's last commit to the
 * day is `interval` old and none is in flight; else it waits and shares the next commit.
 */
function commitPaced(db: Firestore, date: string, contribution: Contribution, interval: number) {
  return new Promise<number>((resolve, reject) => {
    let days = lanes.get(db);
    if (!days) lanes.set(db, (days = new Map()));
    let lane = days.get(date);
    if (!lane) days.set(date, (lane = { waiting: [], draining: false, last: 0 }));
    lane.waiting.push({ contribution, resolve, reject });
    if (!lane.draining) void drain(db, date, lane, interval);
  });
}

async function drain(db: Firestore, date: string, lane: Lane, interval: number): Promise<void> {
  lane.draining = true;
  try {
    while (lane.waiting.length > 0) {
      const wait = lane.last + interval - Date.now();
      if (wait > 0) await sleep(wait);
      // Never two writing one document (two deliveries of one event, two first events of one
      // visitor) in one commit: the later waits for the next.
      const paths = new Set<string>();
      const group: Lane["waiting"] = [];
      for (let index = 0; index < lane.waiting.length && group.length < GROUP_MAX;) {
        const own = lane.waiting[index]!.contribution.paths;
        if (own.some((path) => paths.has(path))) index += 1;
        else {
          own.forEach((path) => paths.add(path));
          group.push(...lane.waiting.splice(index, 1));
        }
      }
      lane.last = Date.now();
      const results = await commitGroupOrEach(
        db,
        date,
        group.map(({ contribution }) => contribution),
      );
      group.forEach(({ resolve, reject }, index) => {
        const result = results[index]!;
        if (typeof result === "number") resolve(result);
        else reject(result.error);
      });
    }
  } catch (error) {
    // Not a commit's failure (those are each event's own): none may wait for ever.
    for (const { reject } of lane.waiting.splice(0)) reject(error);
  } finally {
    lane.draining = false;
  }
}

/**
 * Commits a group. The trust guard: it reads the day's counter (whether it exists, for
 * `counterBase`); events that trusted a visitor marker seen beside another counter (the day was
 * wiped since) fail as a lost race and plan again. The others go to `commitFresh`.
 */
async function commitGroupOrEach(
  db: Firestore,
  date: string,
  group: readonly Contribution[],
): Promise<CommitResult[]> {
  const created = (await counterRef(db, date).get()).createTime?.toMillis();
  const stale = ({ trusts }: Contribution) => trusts !== null && trusts !== created;
  const fresh = group.filter((contribution) => !stale(contribution));
  const results = fresh.length > 0 ? await commitFresh(db, date, fresh, created) : [];
  if (fresh.length === group.length) return results;
  // Made only when a day was wiped: an error and its stack on every commit would be waste.
  const message = `the counter of ${date} is not the one its visitors were seen beside`;
  const error = Object.assign(new Error(message), { code: GRPC.FAILED_PRECONDITION });
  return group.map((contribution) => (stale(contribution) ? { error } : results.shift()!));
}

/**
 * The refused-group fallback: a marker there (ALREADY_EXISTS) fails only the events that create
 * it (their markers are read) and the others commit together again; any other refusal commits
 * each alone, in parallel (outside the lane's pacing), so only the one at fault fails.
 */
async function commitFresh(
  db: Firestore,
  date: string,
  group: readonly Contribution[],
  created: number | undefined,
): Promise<CommitResult[]> {
  try {
    const committed = await commitGroup(db, date, group, created);
    return group.map(() => committed);
  } catch (error) {
    if (group.length === 1) return [{ error }];
    const creates = group.flatMap(({ creates }) => creates);
    if (errorCode(error) === GRPC.ALREADY_EXISTS && creates.length > 0) {
      const there = new Set(
        (await db.getAll(...creates)).filter((mark) => mark.exists).map((mark) => mark.ref.path),
      );
      const atFault = ({ creates }: Contribution) => creates.some((ref) => there.has(ref.path));
      if (group.some(atFault)) {
        const others = group.filter((contribution) => !atFault(contribution));
        const rest = others.length > 0 ? await commitFresh(db, date, others, created) : [];
        return group.map((contribution) => (atFault(contribution) ? { error } : rest.shift()!));
      }
    }
    return Promise.all(
      group.map((contribution) =>
        commitGroup(db, date, [contribution], created).then(
          (committed): CommitResult => committed,
          (error: unknown): CommitResult => ({ error }),
        ),
      ),
    );
  }
}

/** One commit of events' counts: each one's own writes, their increments summed. */
async function commitGroup(
  db: Firestore,
  date: string,
  group: readonly Contribution[],
  created: number | undefined,
): Promise<number> {
  const counter = counterRef(db, date);
  const delta = sumDayStats(
    date,
    group.map(({ delta }) => delta),
  );
  const raises = new Map<string, { ref: DocumentReference; views: number; likes: number }>();
  for (const { raise } of group) {
    if (!raise) continue;
    const entry = raises.get(raise.ref.path) ?? { ref: raise.ref, views: 0, likes: 0 };
    entry[raise.field] += 1;
    raises.set(raise.ref.path, entry);
  }
  const at = await withTransientRetry(
    async () => {
      const batch = db.batch();
      for (const contribution of group) contribution.own(batch);
      batch.set(
        counter,
        {
          ...counterBase(date, created !== undefined),
          ...counterIncrements(delta, (value) => FieldValue.increment(value)),
        },
        { merge: true },
      );
      // `update`: an item deleted meanwhile refuses the commit (NOT_FOUND), and its events plan again.
      for (const { ref, views, likes } of raises.values())
        batch.update(ref, {
          ...(views ? { views: FieldValue.increment(views) } : {}),
          ...(likes ? { likes: FieldValue.increment(likes) } : {}),
        });
      return (await batch.commit())[0]!.writeTime;
    },
    retryLog(`events ${group[0]!.id}${group.length > 1 ? ` and ${group.length - 1} more` : ""}`),
  );
  return created ?? at.toMillis();
}

// ── Events ──────────────────────────────────────────────────────────────────────────────

/** A new analytics event as its trigger delivers it (`updateTime`: the precondition of counting it). */
export interface EventInput {
  id: string;
  data: unknown;
  updateTime: Timestamp;
}

export type CountOutcome = "counted" | "duplicate" | "ignored" | "gone";

/** Logs an event that counts nothing and marks it `ignored`, in an update of its own. */
async function ignore(
  db: Firestore,
  input: EventInput,
  reason: string,
  detail: string,
): Promise<CountOutcome> {
  analyticsLogs.eventIgnored(input.id, reason, detail);
  // An ignored event expires like a counted one, from its time (or now, when it has none).
  const time: unknown = (input.data as { timestamp?: unknown } | undefined)?.timestamp;
  const expiresAt = expiryOf(time instanceof Timestamp ? time.toDate() : new Date());
  try {
    await db
      .collection(COLLECTIONS.analyticsEvents)
      .doc(input.id)
      .update(
        { countState: "ignored", ignoredReason: reason, expiresAt },
        { lastUpdateTime: input.updateTime },
      );
  } catch (error) {
    // Already counted or marked by a rebuild, or deleted: either way nothing to add.
    if (errorCode(error) !== GRPC.FAILED_PRECONDITION && errorCode(error) !== GRPC.NOT_FOUND) throw error;
  }
  return "ignored";
}

/**
 * Counts one new event exactly once: its batch is guarded by the event's `lastUpdateTime`, which
 * counting moves on, so a redelivery or a racing rebuild is refused and changes nothing
 * (https://firebase.google.com/docs/functions/retries#idempotent). A lost race reads the event
 * again (counted or decided: done) and plans again, reading its markers. `interval`: the lane's
 * spacing (the rebuild's 0).
 */
export async function countEvent(
  db: Firestore,
  input: EventInput,
  { interval = commitIntervalMs() }: { interval?: number } = {},
): Promise<CountOutcome> {
  let current = input;
  try {
    return await retry(async (attempt) => {
      if (attempt > 1) {
        const snapshot = await db.collection(COLLECTIONS.analyticsEvents).doc(input.id).get();
        if (!snapshot.exists) {
          analyticsLogs.eventGone(input.id);
          return "gone";
        }
        const state: unknown = snapshot.get("countState");
        if (state === "ignored") return "ignored";
        if (state === "counted") {
          analyticsLogs.eventDuplicate(input.id);
          return "duplicate";
        }
        current = { id: input.id, data: snapshot.data(), updateTime: snapshot.updateTime! };
      }
      return await countEventOnce(db, current, attempt > 1, interval);
    }, RACES);
  } catch (error) {
    // A failure that is the data's fault would fail the same way on every redelivery, for
    // days: such an event is marked and left out. Anything else is retried.
    if (!isPermanent(error)) throw error;
    return ignore(db, current, "uncountable", String(error).slice(0, 300));
  }
}

async function countEventOnce(
  db: Firestore,
  input: EventInput,
  readMarks: boolean,
  interval: number,
): Promise<CountOutcome> {
  const parsed = parseStoredEvent(input.data);
  if (!parsed.ok) return ignore(db, input, parsed.reason, parsed.detail);
  const effects = planEvent(parsed.event);
  const day = dayOf(db, effects.date);
  const eventRef = db.collection(COLLECTIONS.analyticsEvents).doc(input.id);
  const gallery = effects.item ? db.collection(COLLECTIONS.gallery).doc(effects.item.id) : undefined;
  const likeRef = effects.likeMark
    ? db.collection(COLLECTIONS.likeMarks).doc(effects.likeMark.id)
    : undefined;
  const viewRef = effects.viewMark
    ? db.collection(ANALYTICS_COLLECTIONS.viewMarks).doc(effects.viewMark)
    : undefined;
  const visitorRef = effects.visitor ? day.visitors.doc(effects.visitor.id) : undefined;
  // A visitor marker this instance saw needs nothing; a like or view marker it saw is read (a
  // repeat, or this event's own); one it never saw is presumed new, unless a race was lost.
  const trusts = !readMarks && visitorRef ? (seen.get(visitorRef.path) ?? null) : null;
  const visitorSeen = trusts !== null;
  const toRead = (ref: DocumentReference | undefined) =>
    ref && (readMarks || seen.has(ref.path)) ? ref : undefined;
  const refs = [gallery, toRead(likeRef), toRead(viewRef), visitorSeen ? undefined : toRead(visitorRef)];
  const wanted = refs.filter((ref) => ref !== undefined);
  const read = new Map(
    (wanted.length > 0 ? await db.getAll(...wanted) : []).map((doc) => [doc.ref.path, doc]),
  );
  const [item, likeMark, viewMark, visitor] = refs.map((ref): DocumentSnapshot | undefined =>
    ref ? read.get(ref.path) : undefined,
  );
  if (item) {
    const reason = itemRejection(item.exists, item.get("published"));
    if (reason) return ignore(db, input, reason, effects.item!.id);
  }
  // Its own marker: made only in the batch that stamps the event, so this is a redelivery.
  if ([likeMark, viewMark].some((mark) => mark?.exists && mark.get("eventId") === input.id)) {
    analyticsLogs.eventDuplicate(input.id);
    return "duplicate";
  }
  // A liker's second like of an item: not counted anywhere.
  if (likeMark?.exists) return ignore(db, input, "repeat-like", effects.likeMark!.id);
  // A view the session already made raises the day's content views, not the item's views.
  const itemCounted = !viewMark?.exists;
  const visitorAdded = visitorRef !== undefined && !visitorSeen && !visitor?.exists;
  const creates = [visitorAdded ? visitorRef : undefined, likeRef, itemCounted ? viewRef : undefined].filter(
    (ref) => ref !== undefined,
  );
  const contribution: Contribution = {
    id: input.id,
    own: (batch) => {
      batch.update(
        eventRef,
        {
          countState: "counted",
          ...(effects.item ? { itemCounted } : {}),
          expiresAt: expiryOf(parsed.event.timestamp),
        },
        { lastUpdateTime: input.updateTime },
      );
      if (visitorAdded) createVisitorMarker(batch, visitorRef!, effects.date);
      if (likeRef)
        batch.create(likeRef, { uid: effects.likeMark!.uid, eventId: input.id, date: effects.date });
      if (viewRef && itemCounted)
        batch.create(viewRef, {
          eventId: input.id,
          expiresAt: Timestamp.fromMillis(Date.now() + VIEW_MARK_TTL_DAYS * 24 * 60 * 60 * 1000),
        });
    },
    paths: [eventRef, ...creates].map((ref) => ref.path),
    creates,
    delta: eventDelta(effects, itemCounted, visitorAdded),
    trusts,
    raise:
      gallery && effects.item!.totalField && itemCounted
        ? { ref: gallery, field: effects.item!.totalField }
        : null,
  };
  const counterCreated = await commitPaced(db, effects.date, contribution, interval);
  noteSeen(counterCreated, visitorRef, likeRef, viewRef);
  return "counted";
}

// ── Unlikes ─────────────────────────────────────────────────────────────────────────────

/** A like marker as its deletion delivers it. */
export interface UnlikeInput {
  markId: string;
  data: unknown;
}

/**
 * Unlike: when a liker deletes their marker, one batch guarded by the like event's update time
 * stamps it `unliked` and takes one like off the item and its day count (of the like's day); the
 * day's `likes` keep it. A redelivered deletion finds `unliked` and changes nothing.
 */
export async function uncountLike(
  db: Firestore,
  input: UnlikeInput,
): Promise<"uncounted" | "duplicate" | "ignored"> {
  const mark = input.data as Record<string, unknown> | undefined;
  const eventId = mark?.eventId;
  const date = mark?.date;
  if (typeof eventId !== "string" || !isDocumentIdSafe(eventId) || !isDateKey(date)) {
    analyticsLogs.unlikeIgnored(input.markId, "malformed-mark");
    return "ignored";
  }
  const ref = db.collection(COLLECTIONS.analyticsEvents).doc(eventId);
  // The event may change meanwhile (a racing redelivery stamps it): then it is read again.
  return retry(async () => {
    const event = await ref.get();
    const parsed = event.exists ? parseStoredEvent(event.data()) : null;
    if (!parsed?.ok || event.get("countState") !== "counted" || !parsed.event.contentId) {
      analyticsLogs.unlikeIgnored(input.markId, "like-not-counted");
      return "ignored";
    }
    if (parsed.event.unliked) return "duplicate";
    const itemId = parsed.event.contentId;
    const gallery = await db.collection(COLLECTIONS.gallery).doc(itemId).get();
    await withTransientRetry(
      async () => {
        const batch = db.batch();
        batch.update(ref, { unliked: true }, { lastUpdateTime: event.updateTime! });
        batch.set(
          counterRef(db, date),
          { items: { [itemId]: { likes: FieldValue.increment(-1) } } },
          { merge: true },
        );
        // A deleted item has no likes to take off (deleted meanwhile: NOT_FOUND, and this plans again).
        if (gallery.exists) batch.update(gallery.ref, { likes: FieldValue.increment(-1) });
        await batch.commit();
      },
      retryLog(`unlike ${input.markId}`),
    );
    return "uncounted";
  }, RACES);
}

// ── Sessions ────────────────────────────────────────────────────────────────────────────

/** A session document after a write, as its trigger delivers it (no data: deleted). */
export interface SessionInput {
  id: string;
  data: unknown;
  updateTime: Timestamp | undefined;
}

/** `waiting`: left to the settle sweep (a tracker's write, in production). */
export type SessionOutcome = "counted" | "unchanged" | "superseded" | "ignored" | "waiting";

/** Parses a session document; null (logged) when it does not have the session's shape. */
const parseSessionOrLog = (id: string, data: unknown) =>
  parseSession(data, (fields) => analyticsLogs.sessionIgnored(id, fields));

/** A session as its trigger or the settle sweep counts it (`updateTime`: its stamp never moves back past it). */
interface SessionEntry {
  id: string;
  session: StoredSession;
  updateTime: Timestamp;
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

/**
 * Counts a session's latest state against its stamp (`countSessions`). With `wait` (production),
 * a tracker's write (`waitsToSettle`) is left to the settle sweep: nothing is read or written now.
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
  const [outcome] = await countSessionsOrLog(db, [{ id: input.id, session, updateTime: input.updateTime }]);
  return outcome!;
}

/** One write of a session as its trigger delivers it: the document before and after (absent: none). */
export interface SessionWrite {
  id: string;
  before: DocumentData | undefined;
  after: DocumentData | undefined;
  updateTime: Timestamp | undefined;
}

/**
 * A session's trigger: gives a new session its expiry (retention.ts), then counts the session's
 * latest state (`countSession`). The expiry's own write fires the trigger again and counts
 * nothing. Counting at once (the emulator), the session is read again after that write, so its
 * stamp names the session's latest write and a rebuild finds nothing left to count.
 */
export async function countSessionWrite(
  db: Firestore,
  write: SessionWrite,
  { wait = false }: { wait?: boolean } = {},
): Promise<SessionOutcome> {
  if (onlyExpiryAdded(write.before, write.after)) return "unchanged";
  let { after, updateTime } = write;
  if (!write.before && after && after[EXPIRES_AT_FIELD] === undefined) {
    await stampSessionExpiry(db, write.id, after);
    if (!wait) {
      const current = await db.collection(COLLECTIONS.userSessions).doc(write.id).get();
      after = current.exists ? current.data() : undefined;
      updateTime = current.updateTime;
    }
  }
  return countSession(db, { id: write.id, data: after, updateTime }, { wait });
}

/**
 * `countSessions`, where a failure that is the data's fault is logged and left out (anything else
 * is retried): a batch so refused is counted again one session at a time, to leave only the bad one.
 */
async function countSessionsOrLog(
  db: Firestore,
  entries: readonly SessionEntry[],
): Promise<SessionOutcome[]> {
  try {
    return await countSessions(db, entries);
  } catch (error) {
    if (!isPermanent(error)) throw error;
    if (entries.length > 1)
      return (await Promise.all(entries.map((entry) => countSessionsOrLog(db, [entry])))).flat();
    analyticsLogs.sessionFailed(entries[0]!.id, error);
    return ["ignored"];
  }
}

/**
 * Counts sessions of one day in one transaction: each one's stamp (never back to an older write
 * of the session: `superseded`), the day's session figures and top sources, and the visitor
 * markers of sessions counted for the first time. The outcome of each session, in order.
 */
async function countSessions(db: Firestore, entries: readonly SessionEntry[]): Promise<SessionOutcome[]> {
  const date = utcDateKey(entries[0]!.session.startTime);
  const day = dayOf(db, date);
  const stampRefs = entries.map(({ id }) => db.collection(ANALYTICS_COLLECTIONS.sessionCounts).doc(id));
  const outcomes = await db.runTransaction(async (tx) => {
    const [counter, ...stampDocs] = await tx.getAll(day.counter, ...stampRefs);
    const stamps = stampDocs.map((stamp) => parseStamp(stamp.data()));
    const plans = entries.map((entry, index) => {
      const { counted, through } = stamps[index]!;
      if (through && entry.updateTime.toMillis() < through.toMillis()) return "superseded" as const;
      return planSession(entry.session, counted) ?? ("unchanged" as const);
    });
    const counting = plans.flatMap((plan, index) => (typeof plan === "string" ? [] : [{ plan, index }]));
    if (counting.length === 0) return plans;
    const delta = sumDayStats(
      date,
      counting.map(({ plan }) => plan.delta),
    );
    const stats = parseDayStats(date, counter!.data());
    const before = labelMaps(stats);
    const changes = labelMaps(delta);
    const changed = LABEL_KINDS.flatMap((kind) =>
      Object.entries(changes[kind]).flatMap(([label, sessions]) => (sessions !== 0 ? [{ kind, label }] : [])),
    );
    // Label documents are kept only for a kind whose counter has `Other`; without it the counter
    // lists every label with sessions, and an unlisted one has none.
    const unlisted = changed.filter(
      ({ kind, label }) => Object.hasOwn(before[kind], OTHER_SOURCE) && !Object.hasOwn(before[kind], label),
    );
    // A session counted for the first time brings its visitor, as an event does: a spec-shaped
    // history (events without a visitor id) has its unique visitors in its sessions.
    const visitors = [
      ...new Set(
        counting
          .filter(({ index }) => stamps[index]!.counted === null)
          .map(({ index }) => visitorMarkerId(entries[index]!.session.userId)),
      ),
    ].map((id) => day.visitors.doc(id));
    const [labelDocs, markers] = await Promise.all([
      unlisted.length > 0
        ? tx.getAll(...unlisted.map(({ kind, label }) => day.labels.doc(labelDocId(kind, label))))
        : [],
      visitors.length > 0 ? tx.getAll(...visitors) : [],
    ]);
    const newVisitors = markers.filter((marker) => !marker.exists);
    for (const marker of newVisitors) createVisitorMarker(tx, marker.ref, date);
    for (const { plan, index } of counting)
      tx.set(stampRefs[index]!, {
        counted: plan.counted,
        date,
        sessionUpdateTime: entries[index]!.updateTime,
        // The stamp goes with its session.
        expiresAt: expiryOf(entries[index]!.session.startTime),
      });
    const devices = { ...stats.devices };
    for (const [device, sessions] of Object.entries(delta.devices))
      devices[device as keyof typeof devices] += sessions;
    const fields: Record<string, unknown> = {
      ...counterBase(date, counter!.exists),
      sessions: stats.sessions + delta.sessions,
      bounces: stats.bounces + delta.bounces,
      durationSum: stats.durationSum + delta.durationSum,
      uniqueVisitors: stats.uniqueVisitors + newVisitors.length,
      devices,
    };
    for (const kind of LABEL_KINDS) {
      // Exact while a label's sessions only grow (between rebuilds): one outside the top list
      // can only enter it by changing, and then it is read here.
      const totals = new Map(Object.entries(before[kind]));
      unlisted.forEach(({ kind: of, label }, index) => {
        if (of === kind) totals.set(label, Number(labelDocs[index]!.get("sessions")) || 0);
      });
      const mine = changed.filter((change) => change.kind === kind);
      for (const { label } of mine) totals.set(label, (totals.get(label) ?? 0) + changes[kind][label]!);
      const top = topLabels(totals, mapTotal(before[kind]) + mapTotal(changes[kind]));
      fields[kind] = encodeSources(top);
      const doc = (label: string) => day.labels.doc(labelDocId(kind, label));
      if (Object.hasOwn(before[kind], OTHER_SOURCE))
        for (const { label } of mine)
          tx.set(
            doc(label),
            { kind, label, sessions: FieldValue.increment(changes[kind][label]!) },
            { merge: true },
          );
      // The kind's first `Other`: the counter listed every label exactly, so their documents start from it.
      else if (Object.hasOwn(top, OTHER_SOURCE))
        for (const [label, sessions] of totals)
          if (sessions > 0) tx.set(doc(label), { kind, label, sessions });
    }
    // `mergeFields`: the maps are replaced (a label that left the top list goes), the events' fields kept.
    tx.set(day.counter, fields, { mergeFields: Object.keys(fields) });
    return plans;
  });
  outcomes.forEach(
    (plan, index) => plan === "superseded" && analyticsLogs.sessionSuperseded(entries[index]!.id),
  );
  return outcomes.map((plan) => (typeof plan === "string" ? plan : "counted"));
}

/**
 * Most writes one transaction of sessions plans, within a commit's 500 (BATCH_LIMIT): 500 less
 * the counter's one and, for each kind that gets its first `Other` in it, the documents of the
 * up to 26 labels its counter listed (8 kinds: 208). Each session plans `sessionWrites`.
 */
const SESSION_WRITES = 500 - 1 - LABEL_KINDS.length * (TOP_SOURCES_PER_DAY + 1);

/**
 * The most one session writes in a transaction: its stamp, its visitor's marker and one document
 * per label (its source and dimensions): 3 to 29 (20 outbound links). A backfill that changes a
 * counted session's labels also writes its old ones; a transaction it takes past 500, if refused
 * for good, has its sessions counted one at a time (`countSessionsOrLog`).
 */
function sessionWrites(session: StoredSession): number {
  return 3 + Object.values(sessionDimensionLabels(session)).reduce((sum, labels) => sum + labels.length, 0);
}

/**
 * Counts sessions through `countSessions`, each day's in transactions of at most SESSION_WRITES
 * writes: the settle sweep's and the rebuild's way. How many it counted.
 */
export async function countSessionBatches(
  db: Firestore,
  docs: readonly { id: string; data: unknown; updateTime: Timestamp }[],
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
    for (let start = 0, end = 0; start < entries.length; start = end) {
      for (let writes = 0; end < entries.length; end += 1) {
        writes += sessionWrites(entries[end]!.session);
        if (writes > SESSION_WRITES) break;
      }
      const outcomes = await countSessionsOrLog(db, entries.slice(start, end));
      counted += outcomes.filter((outcome) => outcome === "counted").length;
    }
  return counted;
}

/**
 * The settle sweep: counts the sessions last written in `window`, found by their `endTime` (the
 * tracker stamps it with each write's server time), a day's in one transaction. How many it counted.
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
