// Stage 2 of counting: an event marks itself counted, exactly once (a batch guarded by its
// update time, with the markers it makes), then waits for its day's fold (fold.ts) to put it in
// the counter; a session counts in a transaction with its stamp. The plans come from plan.ts.
// Concepts: docs/analytics.md, Glossary.
import {
  ANALYTICS_COLLECTIONS,
  COLLECTIONS,
  countedSessionSchema,
  EXPIRES_AT_FIELD,
  encodeSources,
  isDateKey,
  isDocumentIdSafe,
  OTHER_SOURCE,
  parseDayStats,
  parseStoredEvent,
  sessionDimensionLabels,
  sumDayStats,
  TOP_SOURCES_PER_DAY,
  utcDateKey,
  VIEW_MARK_TTL_DAYS,
  type StoredSession,
} from "@folio/domain";
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type Firestore,
} from "firebase-admin/firestore";
import { isPermanent, lostRace, retry } from "../lib/firestore-errors";
import { commitIntervalMs } from "./config";
import { counterBase, dayOf, foldDay, RACES, transiently } from "./fold";
import { analyticsLogs } from "./logs";
import { dayExpiry, expiryOf, onlyExpiryAdded, stampSessionExpiry } from "./retention";
import {
  labelDocId,
  LABEL_KINDS,
  labelMaps,
  mapTotal,
  parseSession,
  planEvent,
  planSession,
  topLabels,
  visitorMarkerId,
  waitsToSettle,
  type SettleWindow,
} from "./plan";

// ── Events: each marks itself ───────────────────────────────────────────────────────────

/**
 * A raw document as its trigger delivers it, or a query reads it: an event, or a session
 * (`updateTime`: the precondition of counting it, or the write its stamp names).
 */
export interface DocInput {
  id: string;
  data: unknown;
  updateTime: Timestamp;
}

export type CountOutcome = "counted" | "duplicate" | "ignored" | "gone";

/** Logs an event that counts nothing and marks it `ignored`, in an update of its own. */
async function ignore(db: Firestore, input: DocInput, reason: string, detail: string): Promise<CountOutcome> {
  analyticsLogs.eventIgnored(input.id, reason, detail);
  // An ignored event expires like a counted one, from its time (or now, when it has none).
  const time: unknown = (input.data as DocumentData | undefined)?.timestamp;
  const expiresAt = expiryOf(time instanceof Timestamp ? time.toDate() : new Date());
  const ref = db.collection(COLLECTIONS.analyticsEvents).doc(input.id);
  const update = { countState: "ignored", ignoredReason: reason, expiresAt };
  await transiently(`ignore ${input.id}`, () =>
    ref.update(update, { lastUpdateTime: input.updateTime }),
  ).catch(
    // Already counted or marked by a rebuild, or deleted: either way nothing to add.
    (error: unknown) => lostRace(error) || Promise.reject(error),
  );
  return "ignored";
}

/**
 * Counts one new event exactly once. Its mark (`markEvent`) is guarded by the event's update
 * time, which marking moves on, so a redelivery or a racing rebuild is refused and changes
 * nothing (https://firebase.google.com/docs/functions/retries#idempotent); that one alone then
 * reads the event again: counted or decided, it is done, else it plans again. A counted (or
 * redelivered) event then waits for its day's fold. `interval`: the fold's spacing (the rebuild's 0).
 */
export async function countEvent(
  db: Firestore,
  input: DocInput,
  { interval = commitIntervalMs() }: { interval?: number } = {},
): Promise<CountOutcome> {
  let current = input;
  let outcome: CountOutcome;
  try {
    outcome = await retry(async (attempt) => {
      if (attempt === 1) return markEvent(db, current);
      const snapshot = await db.collection(COLLECTIONS.analyticsEvents).doc(input.id).get();
      if (!snapshot.exists) {
        analyticsLogs.eventGone(input.id);
        return "gone";
      }
      current = { id: input.id, data: snapshot.data(), updateTime: snapshot.updateTime! };
      const state: unknown = snapshot.get("countState");
      if (state === "counted") {
        analyticsLogs.eventDuplicate(input.id);
        return "duplicate";
      }
      return state === "ignored" ? "ignored" : markEvent(db, current);
    }, RACES);
  } catch (error) {
    // A failure that is the data's fault would fail the same way on every redelivery, for
    // days: such an event is marked and left out. Anything else is retried.
    if (!isPermanent(error)) throw error;
    return ignore(db, current, "uncountable", String(error).slice(0, 300));
  }
  const parsed = parseStoredEvent(current.data);
  if ((outcome !== "counted" && outcome !== "duplicate") || !parsed.ok) return outcome;
  const date = planEvent(parsed.event).date;
  await foldDay(db, date, { interval, event: input.id }).catch((error: unknown) => {
    // A fold refused for good (its counter past 1 MiB) fails every delivery alike: logged, not retried.
    if (!isPermanent(error)) throw error;
    analyticsLogs.foldFailed(date, error);
  });
  return outcome;
}

/**
 * An event's mark: one batch, guarded by the event's update time, that stamps it `counted` (with
 * what its fold needs: its day, the time of this commit, whether it raised its item and made its
 * visitor's marker) and creates its markers. Every marker is read first.
 */
async function markEvent(db: Firestore, input: DocInput): Promise<CountOutcome> {
  const parsed = parseStoredEvent(input.data);
  if (!parsed.ok) return ignore(db, input, parsed.reason, parsed.detail);
  const effects = planEvent(parsed.event);
  const { item: work, likeMark: like, viewMark: view, visitor: who } = effects;
  const refs = [
    work ? db.collection(COLLECTIONS.gallery).doc(work.id) : null,
    like ? db.collection(COLLECTIONS.likeMarks).doc(like.id) : null,
    view ? db.collection(ANALYTICS_COLLECTIONS.viewMarks).doc(view) : null,
    who ? dayOf(db, effects.date).visitors.doc(who.id) : null,
  ];
  const wanted = refs.filter((ref) => ref !== null);
  const read = wanted.length > 0 ? await transiently(`read ${input.id}`, () => db.getAll(...wanted)) : [];
  const [item, likeMark, viewMark, visitor] = refs.map((ref) =>
    read.find((doc) => doc.ref.path === ref?.path),
  );
  // The item is gone, or a draft (drafts never gain views).
  if (item && item.get("published") !== true)
    return ignore(db, input, item.exists ? "unpublished-content" : "unknown-content", work!.id);
  // Its own marker: made only in the batch that marks the event, so this is a redelivery.
  if ([likeMark, viewMark].some((mark) => mark?.exists && mark.get("eventId") === input.id)) {
    analyticsLogs.eventDuplicate(input.id);
    return "duplicate";
  }
  // A liker's second like of an item: not counted anywhere.
  if (likeMark?.exists) return ignore(db, input, "repeat-like", like!.id);
  // A view the session already made raises the day's content views, not the item's views.
  const itemCounted = !viewMark?.exists;
  const visitorAdded = visitor !== undefined && !visitor.exists;
  const expiresAt = expiryOf(parsed.event.timestamp);
  await transiently(`mark ${input.id}`, async () => {
    const batch = db.batch();
    batch.update(
      db.collection(COLLECTIONS.analyticsEvents).doc(input.id),
      {
        countState: "counted",
        countDay: effects.date,
        countedAt: FieldValue.serverTimestamp(),
        ...(work ? { itemCounted } : {}),
        ...(visitorAdded ? { visitorAdded } : {}),
        expiresAt,
      },
      { lastUpdateTime: input.updateTime },
    );
    // A visitor's marker: `create`, so one there already refuses the batch (ALREADY_EXISTS).
    if (visitorAdded) batch.create(visitor.ref, dayExpiry(effects.date));
    // A like's marker lasts as long as its event (retention); a view's, two days.
    if (likeMark)
      batch.create(likeMark.ref, { uid: like!.uid, eventId: input.id, date: effects.date, expiresAt });
    const viewExpiry = Timestamp.fromMillis(Date.now() + VIEW_MARK_TTL_DAYS * 24 * 60 * 60 * 1000);
    if (viewMark && itemCounted) batch.create(viewMark.ref, { eventId: input.id, expiresAt: viewExpiry });
    await batch.commit();
  });
  return "counted";
}

// ── Unlikes ─────────────────────────────────────────────────────────────────────────────

/**
 * Unlike: when a liker deletes their marker (`markId`, its data), one batch guarded by the like
 * event's update time stamps it `unliked` and takes one like off the item and its day count (of
 * the like's day); the day's `likes` keep it. The day is folded first, so the like is in the
 * counter before it is taken off. A redelivered deletion finds `unliked` and changes nothing. A
 * marker deleted at or after its expiry is its TTL at work (or the liker, too late to tell
 * apart): the work keeps the like.
 */
export async function uncountLike(
  db: Firestore,
  { markId, data }: { markId: string; data: unknown },
): Promise<"uncounted" | "duplicate" | "ignored" | "expired"> {
  const { eventId, date, expiresAt } = (data ?? {}) as DocumentData;
  if (typeof eventId !== "string" || !isDocumentIdSafe(eventId) || !isDateKey(date)) {
    analyticsLogs.unlikeIgnored(markId, "malformed-mark");
    return "ignored";
  }
  if (expiresAt instanceof Timestamp && expiresAt.toMillis() <= Date.now()) {
    analyticsLogs.unlikeIgnored(markId, "expired-mark");
    return "expired";
  }
  await foldDay(db, date, { event: eventId });
  const ref = db.collection(COLLECTIONS.analyticsEvents).doc(eventId);
  // The event may change meanwhile (a racing redelivery stamps it): then it is read again.
  return retry(async () => {
    const event = await ref.get();
    const parsed = event.exists ? parseStoredEvent(event.data()) : null;
    if (!parsed?.ok || event.get("countState") !== "counted" || !parsed.event.contentId) {
      analyticsLogs.unlikeIgnored(markId, "like-not-counted");
      return "ignored";
    }
    if (parsed.event.unliked) return "duplicate";
    const itemId = parsed.event.contentId;
    const gallery = await db.collection(COLLECTIONS.gallery).doc(itemId).get();
    await transiently(`unlike ${markId}`, async () => {
      const batch = db.batch();
      batch.update(ref, { unliked: true }, { lastUpdateTime: event.updateTime! });
      const likes = new FieldPath("items", itemId, "likes");
      batch.update(dayOf(db, date).counter, likes, FieldValue.increment(-1));
      // A deleted item has no likes to take off (deleted meanwhile: NOT_FOUND, and this plans again).
      if (gallery.exists) batch.update(gallery.ref, { likes: FieldValue.increment(-1) });
      await batch.commit();
    });
    return "uncounted";
  }, RACES);
}

// ── Sessions ────────────────────────────────────────────────────────────────────────────

/** `waiting`: left to the settle sweep (a tracker's write, in production). */
export type SessionOutcome = "counted" | "unchanged" | "superseded" | "ignored" | "waiting";

/** A session's stamp as stored: what was counted of it, and which write of the session that was. */
export function parseStamp(stamp: DocumentData | undefined) {
  const counted = countedSessionSchema.safeParse(stamp?.counted);
  const through: unknown = stamp?.sessionUpdateTime;
  return {
    counted: counted.success ? counted.data : null,
    through: through instanceof Timestamp ? through : null,
  };
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
 * latest state (`countSessions`; with `wait`, production, a tracker's write is left to the settle
 * sweep). The expiry's own write fires the trigger again and counts nothing. Counting at once (the
 * emulator), the session is read again after the expiry's write, so its stamp names the session's
 * latest write and a rebuild finds nothing left to count.
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
  if (after === undefined || !updateTime) return "unchanged";
  const [outcome] = await countSessions(db, [{ id: write.id, data: after, updateTime }], { wait });
  return outcome!;
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
 * counted session's labels also writes its old ones; a transaction it takes past 500 is refused
 * for good, and its sessions are then counted one at a time.
 */
function sessionWrites(session: StoredSession): number {
  return 3 + Object.values(sessionDimensionLabels(session)).reduce((sum, labels) => sum + labels.length, 0);
}

/** A parsed session, and where its outcome goes. */
interface SessionEntry {
  index: number;
  id: string;
  session: StoredSession;
  updateTime: Timestamp;
}

/**
 * Counts sessions against their stamps: each day's in transactions of at most SESSION_WRITES
 * writes (`commitSessions`), one after another. A malformed session is logged and `ignored`; with
 * `wait` (the trigger in production), a tracker's write (`waitsToSettle`) is left to the settle
 * sweep (`waiting`); a transaction refused for good (the data's fault) is counted again one
 * session at a time, so only the bad one is left out (logged). The outcome of each session, in
 * order. The trigger's, the settle sweep's and the rebuild's one way to count sessions.
 */
export async function countSessions(
  db: Firestore,
  docs: readonly DocInput[],
  { wait = false }: { wait?: boolean } = {},
): Promise<SessionOutcome[]> {
  const outcomes: SessionOutcome[] = docs.map(() => "ignored");
  const byDay = new Map<string, SessionEntry[]>();
  docs.forEach(({ id, data, updateTime }, index) => {
    const session = parseSession(data, (fields) => analyticsLogs.sessionIgnored(id, fields));
    if (!session) return;
    if (wait && waitsToSettle(session, updateTime.toMillis())) {
      outcomes[index] = "waiting";
      return;
    }
    const date = utcDateKey(session.startTime);
    byDay.set(date, [...(byDay.get(date) ?? []), { index, id, session, updateTime }]);
  });
  const commit = async (entries: readonly SessionEntry[]): Promise<void> => {
    try {
      const results = await commitSessions(db, entries);
      entries.forEach(({ index }, position) => (outcomes[index] = results[position]!));
    } catch (error) {
      if (!isPermanent(error)) throw error;
      if (entries.length === 1) return analyticsLogs.sessionFailed(entries[0]!.id, error);
      for (const entry of entries) await commit([entry]);
    }
  };
  for (const entries of byDay.values())
    for (let start = 0, end = 0; start < entries.length; start = end) {
      for (let writes = 0; end < entries.length; end += 1) {
        writes += sessionWrites(entries[end]!.session);
        if (writes > SESSION_WRITES && end > start) break;
      }
      await commit(entries.slice(start, end));
    }
  return outcomes;
}

/**
 * Counts sessions of one day in one transaction: each one's stamp (never back to an older write
 * of the session: `superseded`), the day's session figures and top labels, and the visitor
 * markers of sessions counted for the first time. The outcome of each session, in order.
 */
async function commitSessions(db: Firestore, entries: readonly SessionEntry[]): Promise<SessionOutcome[]> {
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
    for (const marker of newVisitors) tx.create(marker.ref, dayExpiry(date));
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
      ...(counter!.exists ? { date } : counterBase(date)),
      sessions: stats.sessions + delta.sessions,
      bounces: stats.bounces + delta.bounces,
      durationSum: stats.durationSum + delta.durationSum,
      uniqueVisitors: stats.uniqueVisitors + newVisitors.length,
      devices,
    };
    // A label document lasts as long as the day's raw data, which is all it counts.
    const expiry = dayExpiry(date);
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
            { kind, label, sessions: FieldValue.increment(changes[kind][label]!), ...expiry },
            { merge: true },
          );
      // The kind's first `Other`: the counter listed every label exactly, so their documents start from it.
      else if (Object.hasOwn(top, OTHER_SOURCE))
        for (const [label, sessions] of totals)
          if (sessions > 0) tx.set(doc(label), { kind, label, sessions, ...expiry });
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
 * The settle sweep: counts the sessions last written in `window`, found by their `endTime` (the
 * tracker stamps it with each write's server time). How many it counted.
 */
export async function settleSessions(db: Firestore, window: SettleWindow): Promise<number> {
  const found = await db
    .collection(COLLECTIONS.userSessions)
    .where("endTime", ">", Timestamp.fromDate(window.after))
    .where("endTime", "<=", Timestamp.fromDate(window.through))
    .get();
  const outcomes = await countSessions(
    db,
    found.docs.map((doc) => ({ id: doc.id, data: doc.data(), updateTime: doc.updateTime })),
  );
  return outcomes.filter((outcome) => outcome === "counted").length;
}
