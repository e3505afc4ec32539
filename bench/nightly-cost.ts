// FOLIO_PORT_OFFSET=200 npx tsx scripts/emulators-exec.ts "npx tsx bench/nightly-cost.ts"
//
// The nightly job's cost at the site's age: its reads, writes, wall time and peak memory
// (`runNightly`, functions/src/analytics/rebuild.ts) on a site with years of day counters and
// 2,000 works, beside one with 30 days. Both have the same recent traffic (the last days the job
// rebuilds, the seed's visit model); only their history differs. Work that grows with the
// site's age shows as the two apart; the goal is less than 2×. Then one day of 100,000 events
// (FOLIO_BENCH_BUSY_EVENTS), none of it in its counter yet, rebuilt on its own: its wall time
// and peak memory (the nightly function has 512 MiB).
//
// Reads and writes are counted as Firestore bills them (bench/lib/firestore-meter.ts). Memory
// is the process's V8 heap in use, sampled every 10 ms while the job runs, less what was in
// use before it (after a garbage collection when node runs with --expose-gc). The sites are
// written straight to the emulator's trigger-free `quiet` database.
import { getHeapStatistics } from "node:v8";
import { addDays, parseDateKey, utcDateKey } from "@folio/domain";
import { initializeApp } from "firebase-admin/app";
import { FieldValue, getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { rebuildAnalytics, runNightly } from "../functions/src/analytics/rebuild";
import { syntheticVisits } from "../scripts/seed/analytics-visits";
import { seedEventDoc, seedSessionDoc } from "../scripts/seed/seed-analytics";
import { onCommits, onReads } from "./lib/firestore-meter";
import { benchSize, exitBench, expectSane } from "./lib/smoke";

const WORKS = benchSize("FOLIO_BENCH_WORKS", 2000, 40);
const OLD_DAYS = benchSize("FOLIO_BENCH_HISTORY_DAYS", 3 * 365, 60);
const YOUNG_DAYS = benchSize("FOLIO_BENCH_YOUNG_DAYS", 30, 10);
/** Works viewed on one day of the history. */
const WORKS_A_DAY = Math.min(WORKS, 150);
const BUSY_EVENTS = benchSize("FOLIO_BENCH_BUSY_EVENTS", 100_000, 400);
/** The days the nightly job rebuilds: the last three and today. */
const RECENT_DAYS = 4;
const projectId = process.env.GCLOUD_PROJECT ?? "demo-folio";
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulatorHost) throw new Error("Run under the emulators: see the command at the top of this file");
const DATABASE = "quiet";
const db: Firestore = getFirestore(initializeApp({ projectId }, "bench-nightly-cost"), DATABASE);
const now = new Date();
const today = utcDateKey(now);

const heapUsed = () => getHeapStatistics().used_heap_size;
const tally = { reads: 0, writes: 0, on: false };
onReads((_, reads) => {
  if (tally.on) tally.reads += reads;
});
onCommits((paths, applied) => {
  if (tally.on && applied) tally.writes += paths.length;
});

async function clear(): Promise<void> {
  await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/databases/${DATABASE}/documents`, {
    method: "DELETE",
  });
}

const works = Array.from({ length: WORKS }, (_, index) => ({
  id: `work-${String(index).padStart(4, "0")}`,
  title: `Work ${index}`,
  type: index % 5 === 0 ? ("video" as const) : ("image" as const),
  category: "all",
}));

/**
 * A site `historyDays` old: its works, a day counter for every day before the recent ones (as
 * the triggers leave them: each day's works and totals), the recent days' raw events and
 * sessions (the seed's visit model), and works whose totals are the sum of their day counts.
 * The recent days are then rebuilt once, so the job measured finds the site consistent.
 */
async function writeSite(historyDays: number): Promise<void> {
  await clear();
  const writer = db.bulkWriter({ throttling: false });
  const totals = new Map<string, { views: number; likes: number }>();
  for (let day = RECENT_DAYS; day < historyDays; day += 1) {
    const date = addDays(today, -day);
    const items: Record<string, { views: number; likes: number; downloads: number; shares: number }> = {};
    let views = 0;
    for (let index = 0; index < WORKS_A_DAY; index += 1) {
      const work = works[(day * 37 + index * 13) % WORKS]!;
      const counts = { views: 1 + ((day + index) % 9), likes: (day + index) % 3, downloads: 0, shares: 0 };
      items[work.id] = counts;
      views += counts.views;
      const total = totals.get(work.id) ?? { views: 0, likes: 0 };
      total.views += counts.views;
      total.likes += counts.likes;
      totals.set(work.id, total);
    }
    void writer.set(db.doc(`analytics_counters/${date}`), {
      date,
      createdAt: Timestamp.fromDate(parseDateKey(date)),
      pageViews: views,
      contentViews: views,
      downloads: 0,
      likes: Object.values(items).reduce((sum, counts) => sum + counts.likes, 0),
      shares: 0,
      inquiries: 0,
      bookings: 0,
      items,
    });
  }
  for (const work of works)
    void writer.set(db.doc(`gallery/${work.id}`), {
      title: work.title,
      type: work.type,
      category: "all",
      tags: [],
      published: true,
      views: totals.get(work.id)?.views ?? 0,
      likes: totals.get(work.id)?.likes ?? 0,
      createdAt: FieldValue.serverTimestamp(),
    });
  // The recent days' visits (the same on every site: a fixed seed, over the first 60 works).
  for (const { visits } of syntheticVisits(works.slice(0, 60), now, RECENT_DAYS, { seed: 45, scale: 4 }))
    for (const visit of visits) {
      if (visit.events.length === 0) continue;
      void writer.set(db.doc(`user_sessions/${visit.sessionId}`), seedSessionDoc(visit));
      const viewed = new Set<string>();
      for (const event of visit.events) {
        const isView = event.type === "image_view" || event.type === "video_view";
        const first = !(isView && event.item && viewed.has(event.item.id));
        if (isView && event.item) viewed.add(event.item.id);
        void writer.set(db.doc(`analytics_events/${event.id}`), seedEventDoc(visit, event, first));
      }
    }
  await writer.close();
  await rebuildAnalytics(db, { from: addDays(today, -(RECENT_DAYS - 1)), to: today }, now);
}

/** Runs `job` with the meter on: its reads, writes, wall time and the heap it added at its peak. */
async function measure(job: () => Promise<unknown>) {
  (globalThis as { gc?: () => void }).gc?.();
  const base = heapUsed();
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, heapUsed())), 10);
  Object.assign(tally, { reads: 0, writes: 0, on: true });
  const started = performance.now();
  try {
    await job();
  } finally {
    clearInterval(sampler);
    tally.on = false;
  }
  peak = Math.max(peak, heapUsed());
  return {
    reads: tally.reads,
    writes: tally.writes,
    ms: performance.now() - started,
    heapMiB: (peak - base) / 2 ** 20,
  };
}

const mib = (value: number) => `${value.toFixed(1)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rows: [string, Awaited<ReturnType<typeof measure>>][] = [];
for (const days of [YOUNG_DAYS, OLD_DAYS]) {
  await writeSite(days);
  rows.push([`${days} days of counters, ${WORKS} works`, await measure(() => runNightly(db, now))]);
}
console.log(`the nightly job (the last ${RECENT_DAYS - 1} days and today)`);
console.log(
  `  ${"site".padEnd(40)}${"reads".padStart(9)}${"writes".padStart(9)}${"wall".padStart(9)}  peak heap`,
);
for (const [name, cost] of rows)
  console.log(
    `  ${name.padEnd(40)}${String(cost.reads).padStart(9)}${String(cost.writes).padStart(9)}${seconds(cost.ms).padStart(9)}  ${mib(cost.heapMiB)}`,
  );
const [young, old] = rows.map(([, cost]) => cost) as [
  Awaited<ReturnType<typeof measure>>,
  Awaited<ReturnType<typeof measure>>,
];
console.log(
  `  the old site against the young: reads ×${(old.reads / young.reads).toFixed(2)}, ` +
    `wall time ×${(old.ms / young.ms).toFixed(2)} (goal: under 2×)`,
);
for (const [name, cost] of rows) {
  expectSane(`${name}: reads`, cost.reads, 1);
  expectSane(`${name}: wall time`, cost.ms, Number.MIN_VALUE);
}

// One busy day: BUSY_EVENTS events the triggers marked counted (as an import, or the seed, leaves
// them) and an empty counter: the rebuild reads the whole day and writes its counter.
await clear();
const busyDay = addDays(today, -1);
const busyStart = parseDateKey(busyDay).getTime();
const writer = db.bulkWriter({ throttling: false });
for (const work of works.slice(0, 50))
  void writer.set(db.doc(`gallery/${work.id}`), { title: work.title, views: 0, likes: 0, published: true });
for (let index = 0; index < BUSY_EVENTS; index += 1) {
  const work = index % 3 === 0 ? works[index % 50]! : null;
  void writer.set(db.doc(`analytics_events/busy-${String(index).padStart(6, "0")}`), {
    type: work ? "image_view" : "page_view",
    contentId: work?.id ?? null,
    timestamp: Timestamp.fromMillis(busyStart + Math.floor((index / BUSY_EVENTS) * 86_400_000)),
    userId: `busy-visitor-${Math.floor(index / 6)}`,
    sessionId: `busy-session-${Math.floor(index / 6)}`,
    countState: "counted",
    ...(work ? { itemCounted: true } : {}),
  });
}
await writer.close();
const busy = await measure(() => rebuildAnalytics(db, { from: busyDay, to: busyDay }, now));
const counter = await db.doc(`analytics_counters/${busyDay}`).get();
const counted = Number(counter.get("pageViews") ?? 0) + Number(counter.get("contentViews") ?? 0);
console.log(
  `\na day of ${BUSY_EVENTS.toLocaleString("en-US")} events rebuilt alone: ${busy.reads.toLocaleString("en-US")} reads, ` +
    `${busy.writes} writes, ${seconds(busy.ms)}, peak heap ${mib(busy.heapMiB)} (the function has 512 MiB); ` +
    `its counter holds ${counted.toLocaleString("en-US")} views`,
);
expectSane("busy day: events counted", counted, BUSY_EVENTS, BUSY_EVENTS);
expectSane("busy day: peak heap", busy.heapMiB, Number.NEGATIVE_INFINITY, 512);
await clear();
exitBench();
