// FOLIO_PORT_OFFSET=200 npx tsx scripts/emulators-exec.ts "npx tsx bench/pipeline-cost.ts"
//
// Pipeline cost: function invocations, document reads and document writes that the analytics
// pipeline spends per 1,000 events and per 1,000 sessions (each with a create and three
// heartbeats, as the tracker sends at 10, 30 and 60 s).
//
// How it counts: the trigger handlers (countEvent, countSession) are called directly against
// the emulator's trigger-free `quiet` database, exactly as their triggers would call them,
// and the Admin SDK is instrumented underneath: every document a read returns (at least one
// per query, as Firestore bills) and every write a commit carries are counted. An invocation
// is one trigger delivery: one per event created, and one per write to a session document
// (the server's counted stamp lives in `analytics_session_counts`, which fires nothing). The
// visitor's own writes are not counted as pipeline writes. The figures of the design before
// issue 9 (stamp on the session document, so every heartbeat fired the trigger twice; item
// views on the gallery document per event) are printed beside them, as measured then.
//
// Traffic shape: "quiet", one delivery at a time, so every event folds its day (the upper
// bound per event; under a burst, folds are spaced 1 s apart and shared by many events).
// A burst is not measured here: the emulator's pessimistic transaction locks time out under
// 50 concurrent folds, which says nothing about production.
import { createRequire } from "node:module";
import { initializeApp as initializeAdmin } from "firebase-admin/app";
import { getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { countEvent, countSession } from "../functions/src/analytics/count";
import { benchSize, exitBench, expectSane } from "./lib/smoke";

const EVENTS = benchSize("FOLIO_BENCH_EVENTS", 200, 14);
const SESSIONS = benchSize("FOLIO_BENCH_SESSIONS", 100, 4);
const HEARTBEATS = 3;
const projectId = process.env.GCLOUD_PROJECT ?? "demo-folio";
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulatorHost) throw new Error("Run under the emulators: see the command at the top of this file");
const DATABASE = "quiet";

// ── Instrumentation of the Admin SDK (internal classes of @google-cloud/firestore) ──
const sdk = createRequire(import.meta.url);
const sdkRoot = sdk.resolve("@google-cloud/firestore").replace(/build\/src\/index\.js$/, "build/src/");
const { DocumentReader } = sdk(`${sdkRoot}document-reader.js`) as {
  DocumentReader: { prototype: { _get: (...args: unknown[]) => Promise<unknown> } };
};
const { Query } = sdk(`${sdkRoot}reference/query.js`) as {
  Query: { prototype: { _getResponse: (...args: unknown[]) => Promise<{ result: { size: number } }> } };
};
const { WriteBatch } = sdk(`${sdkRoot}write-batch.js`) as {
  WriteBatch: { prototype: { _commit: (...args: unknown[]) => Promise<unknown>; _ops: unknown[] } };
};

const tally = { reads: 0, writes: 0, invocations: 0, on: false };
const readDocs = DocumentReader.prototype._get;
DocumentReader.prototype._get = function (this: { allDocuments: unknown[] | Set<unknown> }, ...args) {
  if (tally.on) tally.reads += [...this.allDocuments].length;
  return readDocs.apply(this, args);
};
const runQuery = Query.prototype._getResponse;
Query.prototype._getResponse = async function (...args) {
  const response = await runQuery.apply(this, args);
  if (tally.on) tally.reads += Math.max(1, response.result.size);
  return response;
};
const commit = WriteBatch.prototype._commit;
WriteBatch.prototype._commit = function (this: { _ops: unknown[] }, ...args) {
  if (tally.on) tally.writes += this._ops.length;
  return commit.apply(this, args);
};

const db: Firestore = getFirestore(initializeAdmin({ projectId }, "bench-pipeline-cost"), DATABASE);

async function clear(): Promise<void> {
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

const TYPES = ["page_view", "gallery_view", "image_view", "video_view", "like", "download", "share"];
const ITEMS = 8;

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
      sessionId: `session-${index % 50}-aaaaaaaa`,
      userId: `visitor-${index % 100}-aaaaaaaa`,
    });
    refs.push(ref);
  }
  const snapshots = await db.getAll(...refs);
  Object.assign(tally, { reads: 0, writes: 0, invocations: 0, on: true });
  await pool(snapshots, parallel, async (snapshot) => {
    tally.invocations += 1;
    await countEvent(db, { id: snapshot.id, data: snapshot.data(), updateTime: snapshot.updateTime! });
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
  Object.assign(tally, { reads: 0, writes: 0, invocations: 0, on: false });
  await pool(ids, parallel, async (id) => {
    const ref = db.collection("user_sessions").doc(id);
    const start = Timestamp.now();
    for (let beat = 0; beat <= HEARTBEATS; beat += 1) {
      // The visitor's write (not a pipeline write): create, then heartbeats.
      tally.on = false;
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
      tally.invocations += 1;
      await countSession(db, { id, data: snapshot.data(), updateTime: snapshot.updateTime });
    }
  });
  tally.on = false;
  return perThousand(SESSIONS);
}

function perThousand(units: number) {
  const scale = 1000 / units;
  return {
    invocations: Math.round(tally.invocations * scale),
    reads: Math.round(tally.reads * scale),
    writes: Math.round(tally.writes * scale),
  };
}

/**
 * The same scenarios measured on the design before issue 9 (2026-11, this script's earlier
 * version): the session trigger fired again on its own `counted` stamp, item views and likes
 * were a write to the gallery document per event, and sources and items were maps in the
 * day's shards.
 */
const BEFORE = {
  events: { invocations: 1000, reads: 46665, writes: 4430 },
  sessions: { invocations: 8000, reads: 135120, writes: 12000 },
};

type Row = ReturnType<typeof perThousand>;
const rows: [string, Row, Row][] = [];
process.env.FOLIO_FOLD_INTERVAL_MS = "0";
rows.push(["per 1,000 events, quiet (each folds)", BEFORE.events, await eventsCost(1)]);
rows.push([`per 1,000 sessions + ${HEARTBEATS} heartbeats, quiet`, BEFORE.sessions, await sessionsCost(1)]);
const cells = (row: Row) =>
  [row.invocations, row.reads, row.writes].map((value) => String(value).padStart(9)).join("");
console.log(`pipeline cost (${EVENTS} events, ${SESSIONS} sessions, scaled to 1,000)`);
console.log(`  ${"".padEnd(44)}  ${"before".padEnd(27)}  after`);
console.log(
  `  ${"scenario".padEnd(44)}  ${" invocs    reads   writes".padEnd(27)}   invocs    reads   writes`,
);
for (const [name, before, after] of rows) {
  console.log(`  ${name.padEnd(44)}${cells(before)}  ${cells(after)}`);
  for (const [figure, value] of Object.entries(after)) expectSane(`${name}: ${figure}`, value, 1);
}
await clear();
exitBench();
