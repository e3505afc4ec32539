// FOLIO_PORT_OFFSET=200 npx tsx scripts/emulators-exec.ts "npx tsx bench/dashboard-cost.ts"
//
// Dashboard cost: seeds ~100,000 events (and their sessions) over 90 days, builds the
// counters and rollups with the server's rebuild, then counts the documents the dashboard
// reads to show 30 and 90 days (the queries of web/src/features/studio-dashboard/api/load-day-stats.ts:
// the range and the previous period from rollups, the live counters of days without one,
// the top 10 items, the message counts of the range and of the previous period (the key figures'
// headline; the works and sources tables share the range's), the works table's top 20 works, and
// the live strip's two documents of today), next to the documents the spec's direct listing reads (every
// event by timestamp and every session by startTime in the range). Firestore bills one
// read per document returned. FOLIO_BENCH_EVENTS changes the volume (default 100000).
import {
  addDays,
  ANALYTICS_COLLECTIONS,
  COLLECTIONS,
  dateKeysBetween,
  MESSAGE_COUNTS_COLLECTION,
  parseDateKey,
  parseMessageCounts,
  rankContent,
  sumDayStats,
  sumMessageCounts,
  parseDayStats,
  planCounterReads,
  utcDateKey,
  workConversions,
} from "@folio/domain";
import { initializeApp } from "firebase-admin/app";
import { FieldPath, getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { rebuildAnalytics } from "../functions/src/analytics/rebuild";
import { syntheticVisits } from "../scripts/seed/analytics-visits";
import { seedEventDoc, seedSessionDoc } from "../scripts/seed/seed-analytics";
import { seedMessages, syntheticMessages } from "../scripts/seed/seed-messages";
import { withBackgroundTriggersDisabled } from "../scripts/lib/triggers";
import { benchSize, exitBench, expectSane } from "./lib/smoke";

const TARGET = benchSize("FOLIO_BENCH_EVENTS", 100_000, 500);
const DAYS = 90;
const projectId = process.env.GCLOUD_PROJECT ?? "demo-folio";
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulatorHost) throw new Error("Run under the emulators: see the command at the top of this file");
const db = getFirestore(initializeApp({ projectId }, "bench-dashboard"));
const now = new Date();
const today = utcDateKey(now);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
  method: "DELETE",
});
const items = Array.from({ length: 40 }, (_, index) => ({
  id: `bench-item-${String(index).padStart(2, "0")}`,
  title: `Bench item ${index}`,
  type: index % 5 === 0 ? ("video" as const) : ("image" as const),
  category: "all",
}));

// Pick the traffic scale that gives about TARGET events over the 90 days.
const probe = syntheticVisits(items, now, DAYS).flatMap((day) =>
  day.visits.flatMap((visit) => visit.events),
).length;
const days = syntheticVisits(items, now, DAYS, { scale: TARGET / probe, seed: 7 });
const visits = days.flatMap((day) => day.visits).filter((visit) => visit.events.length > 0);
const eventCount = visits.reduce((sum, visit) => sum + visit.events.length, 0);
console.log(
  `dashboard cost: ${eventCount} events, ${visits.length} sessions over ${DAYS} days, ${items.length} items`,
);

await withBackgroundTriggersDisabled(async () => {
  const started = performance.now();
  const writer = db.bulkWriter({ throttling: false });
  for (const item of items)
    void writer.set(db.doc(`${COLLECTIONS.gallery}/${item.id}`), {
      ...item,
      tags: [],
      views: 0,
      likes: 0,
      published: true,
    });
  for (const visit of visits) {
    void writer.set(db.doc(`${COLLECTIONS.userSessions}/${visit.sessionId}`), seedSessionDoc(visit));
    for (const event of visit.events)
      void writer.set(db.doc(`${COLLECTIONS.analyticsEvents}/${event.id}`), seedEventDoc(visit, event));
  }
  await writer.close();
  // The inbox messages the visits' inquiry and booking events stand for, counted in message_counts
  // by the server's screening: the works table and the headline read those days.
  const screened = await seedMessages(db, syntheticMessages(visits, now));
  console.log(
    `  seeded in ${seconds(performance.now() - started)} (${screened.clear} messages, ${screened.flagged} flagged)`,
  );
  const rebuildStarted = performance.now();
  await rebuildAnalytics(db, { from: addDays(today, -(DAYS - 1)), to: today }, now);
  console.log(
    `  counters and rollups rebuilt from the raw events in ${seconds(performance.now() - rebuildStarted)}`,
  );
});

/** Reads what the dashboard reads for a range; returns documents read and queries run. */
async function dashboardReads(firestore: Firestore, from: string, to: string) {
  let documents = 0;
  let queries = 0;
  const read = async (range: { from: string; to: string }) => {
    const rollups = await firestore
      .collection(ANALYTICS_COLLECTIONS.metrics)
      .where(FieldPath.documentId(), ">=", range.from)
      .where(FieldPath.documentId(), "<=", range.to)
      .get();
    queries += 1;
    documents += Math.max(1, rollups.size);
    const covered = new Map(rollups.docs.map((doc) => [doc.id, doc.get("stats") as unknown]));
    const keys = dateKeysBetween(range.from, range.to);
    const plan = planCounterReads(keys, new Set(covered.keys()));
    const counters = new Map<string, unknown>();
    if (plan.range) {
      const snapshot = await firestore
        .collection(COLLECTIONS.analyticsCounters)
        .where(FieldPath.documentId(), ">=", plan.range.from)
        .where(FieldPath.documentId(), "<=", plan.range.to)
        .get();
      queries += 1;
      documents += Math.max(1, snapshot.size);
      for (const doc of snapshot.docs) counters.set(doc.id, doc.data());
    }
    for (const snapshot of await Promise.all(
      plan.single.map((key) => firestore.doc(`${COLLECTIONS.analyticsCounters}/${key}`).get()),
    )) {
      queries += 1;
      documents += 1;
      if (snapshot.exists) counters.set(snapshot.id, snapshot.data());
    }
    return keys.map((key) => parseDayStats(key, covered.has(key) ? covered.get(key) : counters.get(key)));
  };
  /** A range's `message_counts` days (load-message-counts.ts): one query on the id. */
  const readMessages = async (range: { from: string; to: string }) => {
    const snapshot = await firestore
      .collection(MESSAGE_COUNTS_COLLECTION)
      .where(FieldPath.documentId(), ">=", range.from)
      .where(FieldPath.documentId(), "<=", range.to)
      .get();
    queries += 1;
    documents += Math.max(1, snapshot.size);
    return sumMessageCounts(snapshot.docs.map((doc) => parseMessageCounts(doc.id, doc.data())));
  };
  const length = dateKeysBetween(from, to).length;
  const before = { from: addDays(from, -length), to: addDays(from, -1) };
  const current = await read({ from, to });
  await read(before);
  const items = sumDayStats(to, current).items;
  const top = rankContent(items);
  // The key figures' headline (get-key-figures.ts) reads the range's message counts and the
  // previous period's; the works table and the sources table share the range's.
  const messages = await readMessages({ from, to });
  await readMessages(before);
  // The live strip (subscribe-today-counters.ts): today's counter and today's message counts.
  await firestore.getAll(
    firestore.doc(`${COLLECTIONS.analyticsCounters}/${today}`),
    firestore.doc(`${MESSAGE_COUNTS_COLLECTION}/${today}`),
  );
  queries += 2;
  documents += 2;
  // The works table (get-work-conversions.ts): its top 20 works.
  const works = workConversions(items, messages.items).slice(0, 20);
  const joined = [...top.map((entry) => entry.contentId), ...works.map((work) => work.contentId)];
  await Promise.all(joined.map((id) => firestore.doc(`${COLLECTIONS.gallery}/${id}`).get()));
  queries += joined.length;
  documents += joined.length;
  return { documents, queries };
}

/** Reads what the spec's direct listing reads: every event and session of the range. */
async function rawReads(firestore: Firestore, from: string, to: string) {
  const start = Timestamp.fromDate(parseDateKey(from));
  const end = Timestamp.fromDate(parseDateKey(addDays(to, 1)));
  const [events, sessions] = await Promise.all([
    firestore
      .collection(COLLECTIONS.analyticsEvents)
      .where("timestamp", ">=", start)
      .where("timestamp", "<", end)
      .select()
      .get(),
    firestore
      .collection(COLLECTIONS.userSessions)
      .where("startTime", ">=", start)
      .where("startTime", "<", end)
      .select()
      .get(),
  ]);
  return { documents: events.size + sessions.size, queries: 2 };
}

console.log("");
console.log(
  "  range    | dashboard (rollups + counters) | spec's direct listing (raw events + sessions) | ratio",
);
for (const length of [30, 90]) {
  const from = addDays(today, -(length - 1));
  const dashboardStarted = performance.now();
  const dashboard = await dashboardReads(db, from, today);
  const dashboardMs = performance.now() - dashboardStarted;
  const rawStarted = performance.now();
  const raw = await rawReads(db, from, today);
  const rawMs = performance.now() - rawStarted;
  expectSane(`${length} days: dashboard documents`, dashboard.documents, 1);
  expectSane(`${length} days: raw documents`, raw.documents, 1);
  console.log(
    `  ${String(length).padStart(2)} days  | ${String(dashboard.documents).padStart(5)} docs, ${String(dashboard.queries).padStart(3)} requests, ${seconds(dashboardMs).padStart(6)} | ${String(raw.documents).padStart(7)} docs, 2 queries, ${seconds(rawMs).padStart(6)}                   | ${(raw.documents / dashboard.documents).toFixed(0)}x`,
  );
}
console.log(
  "  (the dashboard's reads cover the range and the previous period; the raw listing covers the range only)",
);
exitBench();
