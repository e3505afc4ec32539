// FOLIO_PORT_OFFSET=200 npx tsx scripts/emulators-exec.ts "npx tsx bench/pipeline-cost.ts"
//
// Pipeline cost: function invocations, document reads and document writes that the analytics
// pipeline spends per 1,000 events and per 1,000 sessions (each with a create and three
// heartbeats), quiet (one delivery at a time) and in a burst (25 at once).
//
// How it counts: the trigger handlers (countEvent, countSession) are called directly against
// the emulator's trigger-free `quiet` database, exactly as their triggers would call them,
// and the Admin SDK is instrumented underneath: every document a read returns (at least one
// per query, as Firestore bills) and every write a commit carries are counted. An invocation
// is one trigger delivery: one per event created, and one per write to a session document
// (the server's counted stamp lives in `analytics_session_counts`, which fires nothing). The
// visitor's own writes are not counted as pipeline writes. Session writes are delivered as the
// production trigger delivers the tracker's (`wait`): they wait for the settle sweep, which the
// bench runs itself (settleSessions over the writes since its last run); the sweep's
// invocations are a fixed cost (every 5 minutes, whatever the traffic), printed apart. The
// figures of the design before issue 18 (every fold read all 50 shards of the day and its whole
// top lists, the item fold all of the item's shards) are printed beside them, as measured then
// with this script.
//
// Traffic shape: "quiet", one delivery at a time with a commit interval of 0, so every event
// commits alone (as deliveries a second or more apart do in production); "burst", 25 at once
// with the production interval of 1 s, so the events that arrive within a second share a commit.
//
// Visits: a sample of the seed's own visit model (scripts/seed/analytics-visits.ts) replayed
// through the real tracker engine on a fake clock (its session create, the bounce's end, its
// heartbeats, the flush when the tab hides, each event), so the bench sees every session write
// the tracker makes; quiet (one visit at a time, every event commits alone) and in a burst (25
// visits at once, the production commit interval of 1 s). From them: the cost of a typical visit (the
// visitor's own writes included) and where its writes go, the visits per day inside
// Firestore's free quota (50,000 reads and 20,000 writes a day), and a typical day: DAY_VISITS
// quiet visits plus one viral hour of VIRAL_VISITS visits at the burst cost, in reads, writes,
// invocations and dollars at the published list prices (PRICES, before any free quota). Both
// count what else the product reads every day: the public pages the visits view and the
// crawlers fetch (bench/lib/page-views.ts, as bench/page-cost.ts measures them, on the demo
// catalogue), and the nightly job (its rebuild of a day with these visits, measured; each day is
// rebuilt on three nights; it reads nothing of older days: bench/nightly-cost.ts).
import { AsyncLocalStorage } from "node:async_hooks";
import { addDays, EMAIL_OUTBOUND, parseDateKey, utcDateKey } from "@folio/domain";
import { initializeApp as initializeAdmin } from "firebase-admin/app";
import { FieldValue, getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { countEvent, countSessionWrite, settleSessions } from "../functions/src/analytics/count";
import { rebuildAnalytics } from "../functions/src/analytics/rebuild";
import { SPIKE_CHECK_MINUTES } from "../functions/src/reports/spike-plan";
import { visitsOfDay, type SyntheticVisit } from "../scripts/seed/analytics-visits";
import { createTracker } from "../web/src/data/analytics/tracker/tracker-engine";
import type { TrackerEnvironment, TrackerSink } from "../web/src/data/analytics/tracker/tracker-types";
import { seeded } from "../scripts/lib/seeded-random";
import { writeDemoCatalogue } from "./lib/catalogue";
import { onCommits, onReads } from "./lib/firestore-meter";
import { pageViewCost } from "./lib/page-views";
import { benchSize, exitBench, expectSane, SMOKE } from "./lib/smoke";

const EVENTS = benchSize("FOLIO_BENCH_EVENTS", 200, 14);
const SESSIONS = benchSize("FOLIO_BENCH_SESSIONS", 100, 4);
const VISITS = benchSize("FOLIO_BENCH_VISITS", 60, 4);
/** A typical day: quiet visits, plus one viral hour. */
const DAY_VISITS = 300;
const VIRAL_VISITS = 3000;
/** Published list prices (USD; Firestore multi-region, Cloud Functions invocations), before free quota. */
const PRICES = { readPer100k: 0.06, writePer100k: 0.18, invocationPerMillion: 0.4 };
const FREE_QUOTA = { reads: 50_000, writes: 20_000 };
const HEARTBEATS = 3;
/** The day of the seed's visit model the visits are drawn from (a Wednesday; see `sampleVisits`). */
const MODEL_DAY = "2026-11-25";
/** The settle sweep runs every 5 minutes: a fixed cost of an invocation and at least one read (its query) each. */
const SWEEPS_A_DAY = 24 * 12;
const projectId = process.env.GCLOUD_PROJECT ?? "demo-folio";
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulatorHost) throw new Error("Run under the emulators: see the command at the top of this file");
const DATABASE = "quiet";

/** `refused`: writes of commits refused by a precondition (applied nothing; counted apart from `writes`). */
const tally = { reads: 0, writes: 0, refused: 0, invocations: 0, on: false };
/** Work done as the visitor (their own writes, and the bench reading what to deliver): not the pipeline's. */
const asVisitor = new AsyncLocalStorage<true>();
const counting = () => tally.on && !asVisitor.getStore();
/** Which trigger a write belongs to, and where the writes of the visits went (per handler and target). */
const delivering = new AsyncLocalStorage<"event" | "session" | "settle">();
const writesByTarget = new Map<string, number>();
/** Where the reads went, by handler and collection (documents, queries and count aggregations alike). */
const readsByTarget = new Map<string, number>();
function writeTarget(docPath: string): string {
  const [collection, , sub] = docPath.split("/");
  if (collection === "analytics_counters") return sub ? `day ${sub}` : "day counter";
  if (collection === "analytics_events") return "the event's countState";
  if (collection === "analytics_session_counts") return "session stamp";
  if (collection === "gallery") return "gallery item";
  return collection ?? docPath;
}
/** A tally's targets (those whose name starts with `prefix`), each divided by `per`, largest first. */
function perTarget(counts: Map<string, number>, per: number, prefix = ""): [string, number][] {
  return [...counts]
    .filter(([target]) => target.startsWith(prefix))
    .map(([target, count]): [string, number] => [target, count / per])
    .sort(([, a], [, b]) => b - a);
}
const sum = (entries: readonly [string, number][]) => entries.reduce((total, [, count]) => total + count, 0);
function countReads(path: string, reads: number): void {
  if (!counting()) return;
  tally.reads += reads;
  const key = `${delivering.getStore() ?? "?"}: ${writeTarget(path)}`;
  readsByTarget.set(key, (readsByTarget.get(key) ?? 0) + reads);
}
onReads(countReads);
onCommits((paths, applied) => {
  if (!counting()) return;
  if (!applied) {
    tally.refused += paths.length;
    return;
  }
  tally.writes += paths.length;
  // Each write of a day's counter is delivered to `analyticsRollUpDay`, which returns at once
  // for today's counter (it rolls up closed days only): an invocation, no read, no write.
  tally.invocations += paths.filter((path) => /^analytics_counters\/[^/]+$/.test(path)).length;
  const handler = delivering.getStore();
  if (handler)
    for (const path of paths) {
      const key = `${handler}: ${writeTarget(path)}`;
      writesByTarget.set(key, (writesByTarget.get(key) ?? 0) + 1);
    }
});

const db: Firestore = getFirestore(initializeAdmin({ projectId }, "bench-pipeline-cost"), DATABASE);

/** The end of the last settle sweep's window: the bench's sweeps tile, as the schedule's do. */
let sweptThrough = new Date();

/** A scenario starts on an empty database. */
async function clear(): Promise<void> {
  sweptThrough = new Date();
  await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/databases/${DATABASE}/documents`, {
    method: "DELETE",
  });
}

async function pool<T>(items: readonly T[], parallel: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

/**
 * One run of the settle sweep over the session writes since the last run: in production every
 * 5 minutes, so at quiet traffic a run finds a session or two, in a burst hundreds. Its
 * invocations are a fixed cost (SWEEPS_A_DAY, whatever the traffic), printed apart; its reads
 * and writes are counted with the sessions it settles.
 */
async function sweep(): Promise<void> {
  const through = new Date();
  await delivering.run("settle", () => settleSessions(db, { after: sweptThrough, through }));
  sweptThrough = through;
}

/**
 * Delivers a session write to its trigger's handler as production does (`wait`: the sweep counts
 * it). A new session's handler adds its expiry (retention.ts), a write whose own delivery, one more
 * invocation, counts nothing: both are counted.
 */
async function deliverSessionWrite(
  id: string,
  before: FirebaseFirestore.DocumentData | undefined,
  snapshot: FirebaseFirestore.DocumentSnapshot,
): Promise<void> {
  tally.invocations += 1;
  await delivering.run("session", () =>
    countSessionWrite(
      db,
      { id, before, after: snapshot.data(), updateTime: snapshot.updateTime },
      { wait: true },
    ),
  );
  if (before !== undefined) return;
  // Reading what to deliver is the bench's, not the pipeline's (deliveries run side by side in a burst).
  const stamped = await asVisitor.run(true, () => snapshot.ref.get());
  tally.invocations += 1;
  await delivering.run("session", () =>
    countSessionWrite(
      db,
      { id, before: snapshot.data(), after: stamped.data(), updateTime: stamped.updateTime },
      { wait: true },
    ),
  );
}

const TYPES = ["page_view", "gallery_view", "image_view", "video_view", "like", "download", "share"];
const ITEMS = 8;
/**
 * The events rows' mix: 2 events a visitor and 4 a session whatever the run's size (as at the
 * default 200 events, the mix the issue's figures were measured on). A visitor's first event of
 * the day makes their marker, so this mix, half first events, costs more than a real visit's
 * 7.5 events: the seed's visits are measured per 1,000 events too, below.
 */
const EVENTS_A_VISITOR = 2;
const EVENTS_A_SESSION = 4;

async function eventsCost(parallel: number) {
  await clear();
  const seed = db.batch();
  for (let index = 0; index < ITEMS; index += 1)
    seed.set(db.doc(`gallery/item-${index}`), { title: "x", views: 0, likes: 0, published: true });
  await seed.commit();
  const refs = [];
  for (let index = 0; index < EVENTS; index += 1) {
    const type = TYPES[index % TYPES.length]!;
    const ref = db.collection("analytics_events").doc(`event-${String(index).padStart(5, "0")}`);
    await ref.set({
      type,
      ...(["page_view", "gallery_view"].includes(type) ? {} : { contentId: `item-${index % ITEMS}` }),
      timestamp: Timestamp.now(),
      sessionId: `session-${index % Math.ceil(EVENTS / EVENTS_A_SESSION)}-aaaaaaaa`,
      userId: `visitor-${index % Math.ceil(EVENTS / EVENTS_A_VISITOR)}-aaaaaaaa`,
    });
    refs.push(ref);
  }
  const snapshots = await db.getAll(...refs);
  Object.assign(tally, { reads: 0, writes: 0, refused: 0, invocations: 0, on: true });
  readsByTarget.clear();
  writesByTarget.clear();
  await pool(snapshots, parallel, async (snapshot) => {
    tally.invocations += 1;
    await delivering.run("event", () =>
      countEvent(db, { id: snapshot.id, data: snapshot.data(), updateTime: snapshot.updateTime! }),
    );
  });
  tally.on = false;
  return perThousand(EVENTS);
}

async function sessionsCost(parallel: number) {
  await clear();
  const ids = Array.from(
    { length: SESSIONS },
    (_, index) => `session-${String(index).padStart(5, "0")}-bench`,
  );
  Object.assign(tally, { reads: 0, writes: 0, refused: 0, invocations: 0, on: false });
  readsByTarget.clear();
  writesByTarget.clear();
  await pool(ids, parallel, async (id) => {
    const ref = db.collection("user_sessions").doc(id);
    const start = Timestamp.now();
    for (let beat = 0; beat <= HEARTBEATS; beat += 1) {
      // The visitor's write (not a pipeline write): create, then heartbeats.
      tally.on = false;
      const before = beat === 0 ? undefined : (await ref.get()).data();
      if (beat === 0)
        await ref.set({
          userId: `visitor-${id}`,
          sessionId: id,
          startTime: start,
          endTime: start,
          duration: 0,
          bounced: true,
          referrer: id.endsWith("1-bench") ? "example.com" : "",
          device: "desktop",
        });
      else await ref.update({ endTime: Timestamp.now(), duration: beat * 10, bounced: beat < 2 });
      // Deliver the trigger for that write (the stamp's write fires nothing).
      tally.on = false;
      const snapshot = await ref.get();
      tally.on = true;
      await deliverSessionWrite(ref.id, before, snapshot);
    }
    // Quiet: each session settles on its own; a burst's settle together.
    if (parallel === 1) await sweep();
  });
  if (parallel > 1) await sweep();
  tally.on = false;
  return perThousand(SESSIONS);
}

// ── Visits from the seed's visit model ──────────────────────────────────────────────────

type TrackerWrite =
  | { kind: "session"; fields: { duration: number; bounced: boolean; outbound?: string[] } }
  | { kind: "event"; event: SyntheticVisit["events"][number] };

/**
 * A visit's writes as the tracker makes them, in order: the real tracker engine, driven by a
 * fake clock through the visit (the tab visible from its start, each event at its time,
 * hidden at the end of its visible time), with a sink that records its session and event writes.
 */
async function trackerWrites(visit: SyntheticVisit): Promise<TrackerWrite[]> {
  const writes: TrackerWrite[] = [];
  const storage = new Map<string, string>();
  const listeners: (() => void)[] = [];
  const linkListeners: ((href: string) => void)[] = [];
  let timers: { at: number; callback: () => void; handle: number }[] = [];
  let now = visit.start;
  let visible = true;
  let ids = 0;
  const env: TrackerEnvironment = {
    now: () => now,
    newId: () => `bench-id-${(ids += 1)}-aaaaaaaa`,
    load: <T>(key: string) => (storage.has(key) ? (JSON.parse(storage.get(key)!) as T) : null),
    save: (key, value) => storage.set(key, JSON.stringify(value)),
    path: () => "/",
    url: () => "https://folio.example/",
    timeZone: () => "UTC",
    source: () => visit.referrer,
    device: () => visit.device,
    isVisible: () => visible,
    onVisibilityChange: (listener) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
    // The visit's outbound links, clicked as it ends (each one a session write of its own).
    onLinkClick: (listener) => {
      linkListeners.push(listener);
      return () => linkListeners.splice(linkListeners.indexOf(listener), 1);
    },
    setTimer: (callback, ms) => {
      const handle = (ids += 1);
      timers.push({ at: now + ms, callback, handle });
      return handle;
    },
    clearTimer: (handle) => {
      timers = timers.filter((timer) => timer.handle !== handle);
    },
  };
  let events = 0;
  const sink: TrackerSink = {
    createEvent: async () => void writes.push({ kind: "event", event: visit.events[events++]! }),
    createSession: async ({ duration, bounced }) =>
      void writes.push({ kind: "session", fields: { duration, bounced } }),
    updateSession: async (_id, fields) => void writes.push({ kind: "session", fields: { ...fields } }),
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const advance = async (to: number) => {
    for (;;) {
      const due = timers.filter((timer) => timer.at <= to).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((timer) => timer !== due);
      now = due.at;
      due.callback();
      await settle();
    }
    now = Math.max(now, to);
  };
  const tracker = createTracker(sink, env);
  tracker.start();
  for (const event of visit.events) {
    await advance(event.at);
    const content = event.item ?? undefined;
    // A like carries the liker's Anonymous Auth uid (letters and digits).
    const uid = event.type === "like" ? visit.userId.replace(/[^A-Za-z0-9]/g, "") : undefined;
    tracker.record(event.type, content, event.path, uid);
    await settle();
  }
  await advance(Math.max(now, visit.start + visit.duration * 1000));
  for (const label of visit.outbound) {
    const href = label === EMAIL_OUTBOUND ? "mailto:studio@folio.example" : `https://${label}/`;
    for (const listener of [...linkListeners]) listener(href);
    await settle();
  }
  visible = false;
  for (const listener of [...listeners]) listener();
  await settle();
  tracker.stop();
  return writes;
}

/** Replays visits, `parallel` at once; returns the pipeline's cost and the visitor's own writes. */
async function visitsCost(visits: readonly SyntheticVisit[], parallel: number) {
  await clear();
  const seed = db.batch();
  for (let index = 0; index < ITEMS; index += 1)
    seed.set(db.doc(`gallery/item-${index}`), { title: "x", views: 0, likes: 0, published: true });
  await seed.commit();
  Object.assign(tally, { reads: 0, writes: 0, refused: 0, invocations: 0, on: true });
  let own = 0;
  readsByTarget.clear();
  writesByTarget.clear();
  await pool(visits, parallel, async (visit) => {
    const session = db.collection("user_sessions").doc(visit.sessionId);
    let state: { duration: number; bounced: boolean; outbound?: string[] } = { duration: 0, bounced: true };
    for (const write of await trackerWrites(visit)) {
      own += 1;
      if (write.kind === "session") {
        state = { ...state, ...write.fields };
        const [before, snapshot] = await asVisitor.run(true, async () => {
          const previous = await session.get();
          // Merged, as the tracker's updates are: the server's expiresAt stays.
          await session.set(
            {
              userId: visit.userId,
              sessionId: visit.sessionId,
              startTime: Timestamp.fromMillis(visit.start),
              // As the tracker's: the write's server time (what the settle sweep finds it by).
              endTime: FieldValue.serverTimestamp(),
              referrer: visit.referrer,
              device: visit.device,
              // The visit's dimensions (issue 37), the seed model's; its outbound links once clicked.
              ...(Object.keys(visit.utm).length > 0 ? { utm: visit.utm } : {}),
              timeZone: visit.timeZone,
              entryPage: visit.entryPage,
              ...state,
            },
            { merge: true },
          );
          return [previous.exists ? previous.data() : undefined, await session.get()] as const;
        });
        await deliverSessionWrite(session.id, before, snapshot);
      } else {
        const { event } = write;
        const ref = db.collection("analytics_events").doc(event.id);
        const snapshot = await asVisitor.run(true, async () => {
          await ref.set({
            type: event.type,
            ...(event.item
              ? { contentId: event.item.id, contentTitle: "x", contentType: event.item.type, category: "all" }
              : {}),
            timestamp: Timestamp.fromMillis(event.at),
            sessionId: visit.sessionId,
            userId: visit.userId,
            path: event.path,
            ...(event.type === "like" ? { uid: visit.userId.replace(/[^A-Za-z0-9]/g, "") } : {}),
          });
          return ref.get();
        });
        tally.invocations += 1;
        await delivering.run("event", () =>
          countEvent(db, { id: ref.id, data: snapshot.data(), updateTime: snapshot.updateTime! }),
        );
      }
    }
    // Quiet: a sweep finds this visit alone; a burst's visits settle together.
    if (parallel === 1) await sweep();
  });
  if (parallel > 1) await sweep();
  tally.on = false;
  const per = (value: number) => value / visits.length;
  const events = visits.reduce((total, visit) => total + visit.events.length, 0);
  const eventWrites = perTarget(writesByTarget, events, "event:");
  return {
    invocations: per(tally.invocations),
    reads: per(tally.reads),
    writes: per(tally.writes),
    refused: per(tally.refused),
    own: per(own),
    events: per(events),
    byTarget: perTarget(writesByTarget, visits.length),
    /** The event triggers' share (their sessions apart): reads and writes per event. */
    eventsOnly: {
      reads: sum(perTarget(readsByTarget, events, "event:")),
      writes: sum(eventWrites),
      writesBy: eventWrites,
    },
  };
}

/** The seed model's visits of one ordinary day, over the bench's items, `count` of them. */
function sampleVisits(count: number): SyntheticVisit[] {
  const items = Array.from({ length: ITEMS }, (_, index) => ({
    id: `item-${index}`,
    title: "x",
    type: index % 5 === 0 ? ("video" as const) : ("image" as const),
    category: "all",
  }));
  // The model's visits of one fixed day (its weekday sets how many it draws, and so the whole
  // sample), moved to yesterday: every run replays the same visits.
  const shift =
    parseDateKey(addDays(utcDateKey(new Date()), -1)).getTime() - parseDateKey(MODEL_DAY).getTime();
  const visits: SyntheticVisit[] = [];
  const random = seeded(11);
  while (visits.length < count)
    visits.push(...visitsOfDay(MODEL_DAY, 30, items, random, Number.POSITIVE_INFINITY, 1));
  // Ids unique across the days sampled (the model numbers visits per day).
  return visits.slice(0, count).map((visit, index) => ({
    ...visit,
    start: visit.start + shift,
    sessionId: `bench-session-${index}-${visit.sessionId}`,
    userId: `bench-visitor-${index}-${visit.userId}`,
    events: visit.events.map((event) => ({ ...event, at: event.at + shift, id: `${index}-${event.id}` })),
  }));
}

function perThousand(units: number) {
  const scale = 1000 / units;
  return {
    invocations: Math.round(tally.invocations * scale),
    reads: Math.round(tally.reads * scale),
    writes: Math.round(tally.writes * scale),
    readsBy: perTarget(readsByTarget, units / 1000),
    writesBy: perTarget(writesByTarget, units / 1000),
  };
}

/**
 * The same scenarios measured with this script on the design before issue 18 (2026-11-24,
 * commit ba26933): every fold read all of the day's shards, its top 100 items and top 25
 * sources, and the item fold all of the item's shards.
 */
const BEFORE = {
  events: { invocations: 1000, reads: 57320, writes: 6140 },
  sessions: { invocations: 4000, reads: 147080, writes: 13000 },
  visitQuiet: { invocations: 13.5, reads: 853.0, writes: 71.3 },
  visitBurst: { invocations: 13.5, reads: 188.2, writes: 58.7 },
  freeVisits: 58,
};

/** The free-quota figure this script printed when issue 37 opened: the pipeline's reads and writes only. */
const ISSUE_37_FREE_VISITS = 586;
/**
 * The same figure, every read and write counted, just before the session's dimensions were counted
 * (commit 4641d8c); issue 37's goal is at least 500 with them.
 */
const BEFORE_DIMENSIONS_FREE_VISITS = 569;

type Row = ReturnType<typeof perThousand>;
type Figures = Pick<Row, "invocations" | "reads" | "writes">;
const rows: [string, Figures, Row][] = [];
process.env.FOLIO_COMMIT_INTERVAL_MS = "0";
rows.push(["per 1,000 events, quiet", BEFORE.events, await eventsCost(1)]);
rows.push([`per 1,000 sessions + ${HEARTBEATS} heartbeats, quiet`, BEFORE.sessions, await sessionsCost(1)]);
// A burst: 25 deliveries at once, with the production commit interval (no "before" figures were taken).
process.env.FOLIO_COMMIT_INTERVAL_MS = "1000";
const NONE = { invocations: 0, reads: 0, writes: 0 };
rows.push(["per 1,000 events, burst (25 at once)", NONE, await eventsCost(25)]);
rows.push([
  `per 1,000 sessions + ${HEARTBEATS} heartbeats, burst (25 at once)`,
  NONE,
  await sessionsCost(25),
]);
process.env.FOLIO_COMMIT_INTERVAL_MS = "0";
const cells = (row: Figures) =>
  [row.invocations, row.reads, row.writes].map((value) => String(value).padStart(9)).join("");
console.log(`pipeline cost (${EVENTS} events, ${SESSIONS} sessions, scaled to 1,000)`);
console.log(`  ${"".padEnd(44)}  ${"before".padEnd(27)}  after`);
console.log(
  `  ${"scenario".padEnd(44)}  ${" invocs    reads   writes".padEnd(27)}   invocs    reads   writes`,
);
for (const [name, before, after] of rows) {
  console.log(`  ${name.padEnd(44)}${cells(before)}  ${cells(after)}`);
  for (const figure of ["invocations", "reads", "writes"] as const)
    expectSane(`${name}: ${figure}`, after[figure], 1);
}
console.log(
  `  (invocations: trigger deliveries; the settle sweep adds ${SWEEPS_A_DAY} a day whatever the traffic, ` +
    `each at least one read. Its reads and writes are in the sessions' figures: quiet, each session ` +
    `settled alone, as at a few hundred visits a day; in a burst, together)`,
);
for (const [figure, key] of [
  ["reads", "readsBy"],
  ["writes", "writesBy"],
] as const) {
  console.log(`\nwhere the ${figure} go (per 1,000)`);
  for (const [name, , after] of rows)
    console.log(
      `  ${name}: ${after[key].map(([target, count]) => `${target} ${Math.round(count)}`).join(", ")}`,
    );
}

/**
 * What the nightly job reads of one day with these visits, per visit: it rebuilds each of the last
 * three days (and today so far), so every visit's raw records are read three times over.
 */
async function nightlyReadsPerVisit(count: number): Promise<number> {
  const yesterday = addDays(utcDateKey(new Date()), -1);
  Object.assign(tally, { reads: 0, writes: 0, refused: 0, invocations: 0, on: true });
  await rebuildAnalytics(db, { from: yesterday, to: yesterday }, new Date());
  tally.on = false;
  return tally.reads / count;
}

const visits = sampleVisits(VISITS);
const quiet = await visitsCost(visits, 1);
const nightlyPerVisitDay = await nightlyReadsPerVisit(visits.length);
process.env.FOLIO_COMMIT_INTERVAL_MS = "1000";
const burst = await visitsCost(visits, Math.min(25, visits.length));
const one = (value: number) => value.toFixed(1);
console.log(
  `\na typical visit (the seed's visit model, ${visits.length} visits: ${one(quiet.events)} events and ` +
    `${one(quiet.own - quiet.events)} session writes each, so ${one(quiet.own)} writes by the visitor)`,
);
console.log(`  ${"".padEnd(30)}  before (writes: own included)  after`);
console.log(`  ${"".padEnd(30)}   invocs    reads   writes   invocs    reads   writes`);
for (const [name, cost, before] of [
  ["quiet (a delivery at a time)", quiet, BEFORE.visitQuiet],
  ["burst (25 at once, commits 1/s)", burst, BEFORE.visitBurst],
] as const) {
  const figures = [
    before.invocations,
    before.reads,
    before.writes,
    cost.invocations,
    cost.reads,
    cost.writes + cost.own,
  ];
  console.log(`  ${name.padEnd(30)}${figures.map((value) => one(value).padStart(9)).join("")}`);
  for (const figure of ["invocations", "reads", "writes", "own"] as const)
    expectSane(`visit ${name}: ${figure}`, cost[figure], Number.MIN_VALUE);
}
console.log(
  `  (writes applied; commits refused by a precondition, which applied nothing, add ` +
    `${one(quiet.refused)} quiet and ${one(burst.refused)} in a burst)`,
);
const burstByTarget = new Map(burst.byTarget);
console.log(`\nwhere a visit's writes go (per visit)         quiet   burst`);
console.log(
  `  ${"the visitor: events and session writes".padEnd(40)}${one(quiet.own).padStart(8)}${one(burst.own).padStart(8)}`,
);
for (const [target, writes] of quiet.byTarget)
  console.log(
    `  ${target.padEnd(40)}${one(writes).padStart(8)}${one(burstByTarget.get(target) ?? 0).padStart(8)}`,
  );
for (const [target, writes] of burst.byTarget)
  if (!quiet.byTarget.some(([name]) => name === target))
    console.log(`  ${target.padEnd(40)}${"0.0".padStart(8)}${one(writes).padStart(8)}`);
// The events rows' figures for real traffic: the same event triggers, over these visits' events.
console.log(
  `\nper 1,000 events of these visits (${one(quiet.events)} a visit; their session writes apart)   reads   writes`,
);
for (const [name, cost] of [
  ["quiet", quiet],
  ["burst", burst],
] as const) {
  const { reads, writes, writesBy } = cost.eventsOnly;
  const thousand = (value: number) => String(Math.round(value * 1000));
  console.log(`  ${name.padEnd(71)}${thousand(reads).padStart(8)}${thousand(writes).padStart(9)}`);
  console.log(`    writes: ${writesBy.map(([target, count]) => `${target} ${thousand(count)}`).join(", ")}`);
  expectSane(`visits' events ${name}: writes`, writes, Number.MIN_VALUE);
}
// The public pages a visit reads, and the crawlers' reads (a fixed cost a day): the page bench's
// model (bench/lib/page-views.ts) on the demo catalogue, at this bench's typical quiet day.
await clear();
const PAGE_HOURS = SMOKE ? 1 : 24;
const CRAWLER_FETCHES = 600;
const pages = await pageViewCost(
  db,
  await writeDemoCatalogue(db),
  {
    name: "typical day",
    hours: PAGE_HOURS,
    visitsPerDay: DAY_VISITS,
    crawlerFetchesPerDay: CRAWLER_FETCHES,
    ownerEditsPerDay: 5,
    edges: 4,
  },
  { after: true },
);
const simulatedVisits = Math.max(1, Math.round((DAY_VISITS * PAGE_HOURS) / 24));
const pageReadsPerVisit = (pages.reads.landings + pages.reads.browser + pages.reads.files) / simulatedVisits;
const crawlerReadsPerDay = (pages.reads.crawlers * 24) / PAGE_HOURS;
// The nightly job: each visit's raw records read on three nights (a day's own reads, its counter,
// fold and rollup, are in that measure too); it reads nothing of older days. And the weekly report,
// about 20 reads a week.
const nightlyPerVisit = 3 * nightlyPerVisitDay;
const nightlyFixedReads = Math.ceil(20 / 7);
// The nightly job writes today's and tomorrow's zero counters and yesterday's rollup; the pages
// write their kept copies when an edit made them stale (ssr/page-snapshots.ts).
const nightlyFixedWrites = 3;
const pageWritesPerDay = (pages.writes * 24) / PAGE_HOURS;
const fixedWrites = nightlyFixedWrites + pageWritesPerDay;
// An owner who opens the dashboard once a day, on its default 30 days, for five minutes (the
// queries of web/src/features/studio-dashboard/api/): the range's 29 closed days' rollups and
// today's counter, the previous period's 30 rollups, the popular works' 7 days (6 rollups and the
// counter), the 10 top and 10 popular works' documents, the works that bring inquiries (the
// range's message counts, at least one read, and its 20 works' documents), the email settings,
// today's counter live (its first snapshot and, on a quiet day, about one change) and the
// active-visitor query every 30 seconds (at least one read each).
const DASHBOARD_READS_A_DAY = 29 + 1 + 30 + (6 + 1) + 2 * 10 + (1 + 20) + 1 + 2 + (5 * 60) / 30;
// The spike alert's check every 15 minutes (functions/src/reports/spike-alert.ts): the settings,
// the day's marker and today's counter, and once a day the same weekday's four rollups.
const SPIKE_CHECK_READS_A_DAY = ((24 * 60) / SPIKE_CHECK_MINUTES) * 3 + 4;
const fixedReads =
  SWEEPS_A_DAY + crawlerReadsPerDay + nightlyFixedReads + DASHBOARD_READS_A_DAY + SPIKE_CHECK_READS_A_DAY;
const readsPerVisit = quiet.reads + pageReadsPerVisit + nightlyPerVisit;
const readsAllow = Math.floor((FREE_QUOTA.reads - fixedReads) / readsPerVisit);
const writesAllow = Math.floor((FREE_QUOTA.writes - fixedWrites) / (quiet.writes + quiet.own));
const freeVisits = Math.min(readsAllow, writesAllow);
console.log(
  `\nreads a quiet visit costs in all: ${one(readsPerVisit)} (the pipeline ${one(quiet.reads)}, its pages ` +
    `${one(pageReadsPerVisit)}: a landing page, the manifest and two pages the browser reads; ` +
    `the nightly job ${one(nightlyPerVisit)}: its raw records read ` +
    `on three nights); fixed reads a day: ${Math.round(fixedReads)} (${SWEEPS_A_DAY} sweeps, ` +
    `${Math.round(crawlerReadsPerDay)} for ${CRAWLER_FETCHES} crawler fetches, ${nightlyFixedReads} for the ` +
    `weekly report, ` +
    `${DASHBOARD_READS_A_DAY} for an owner who opens the dashboard once a day, ` +
    `${SPIKE_CHECK_READS_A_DAY} for the spike alert's checks); ` +
    `fixed writes a day: ${Math.round(fixedWrites)} (${nightlyFixedWrites} by the nightly job, ` +
    `${Math.round(pageWritesPerDay)} kept copies of the pages)`,
);
console.log(
  `visits per day inside Firestore's free quota: ${freeVisits} ` +
    `(reads allow ${readsAllow}, writes ${writesAllow}; quiet visits, their pages, the crawlers, the ` +
    `settle sweeps, the nightly job and the owner's dashboard included; ${BEFORE_DIMENSIONS_FREE_VISITS} before ` +
    `the dimensions were counted; ${ISSUE_37_FREE_VISITS} as issue 37 ` +
    `opened, which counted the pipeline's own reads only; ${BEFORE.freeVisits} before issue 18)`,
);
expectSane("page reads a visit", pageReadsPerVisit, Number.MIN_VALUE);
expectSane("nightly reads a visit", nightlyPerVisit, Number.MIN_VALUE);
// The viral hour's pages are costed as a quiet visit's: an upper bound (its views share the CDN's copies).
const pageRenders = (pages.renders * 24) / PAGE_HOURS;
const day = {
  invocations: DAY_VISITS * quiet.invocations + VIRAL_VISITS * burst.invocations + SWEEPS_A_DAY + pageRenders,
  reads:
    DAY_VISITS * (quiet.reads + pageReadsPerVisit + nightlyPerVisit) +
    VIRAL_VISITS * (burst.reads + pageReadsPerVisit + nightlyPerVisit) +
    fixedReads,
  writes: DAY_VISITS * (quiet.writes + quiet.own) + VIRAL_VISITS * (burst.writes + burst.own) + fixedWrites,
};
const dollars =
  (day.reads / 100_000) * PRICES.readPer100k +
  (day.writes / 100_000) * PRICES.writePer100k +
  (day.invocations / 1_000_000) * PRICES.invocationPerMillion;
const thousands = (value: number) => Math.round(value).toLocaleString("en-US");
console.log(
  `a typical day (${DAY_VISITS} quiet visits and one viral hour of ${VIRAL_VISITS.toLocaleString("en-US")}): ` +
    `${thousands(day.reads)} reads, ${thousands(day.writes)} writes, ${thousands(day.invocations)} invocations ` +
    `(the ${SWEEPS_A_DAY} settle sweeps, the pages' ${Math.round(pageRenders)} renders, the crawlers and the nightly job included), $${dollars.toFixed(2)} at list prices (reads $${PRICES.readPer100k}/100k, writes $${PRICES.writePer100k}/100k, ` +
    `invocations $${PRICES.invocationPerMillion}/M; before free quota)`,
);
expectSane("visits inside the free quota", freeVisits, 1);
expectSane("dollars a typical day", dollars, Number.MIN_VALUE);
await clear();
exitBench();
