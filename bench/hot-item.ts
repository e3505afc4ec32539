// FOLIO_PORT_OFFSET=200 npx tsx scripts/emulators-exec.ts "npx tsx bench/hot-item.ts"
//
// A hot item: 50 image views per second on one gallery item for a minute (issue 9 §4). The
// event handler (countEvent) runs in this process against the emulator's trigger-free
// `quiet` database, as its trigger would call it, with the production fold interval (1 s): each
// view marks itself, and the marks made within a second share one fold, which raises the gallery
// document and the day's counter once for all of them. Prints how many writes each document took:
// the gallery document takes about one per second, not fifty, and the counts stay exact.
// (Events are created one per delivery, spread over the minute; FOLIO_BENCH_RATE and
// FOLIO_BENCH_SECONDS change the load; `--smoke` runs 10/s for 3 s.)
import { createRequire } from "node:module";
import { initializeApp as initializeAdmin } from "firebase-admin/app";
import { getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { countEvent } from "../functions/src/analytics/count";
import { benchSize, exitBench, expectSane } from "./lib/smoke";

const RATE = benchSize("FOLIO_BENCH_RATE", 50, 10);
const SECONDS = benchSize("FOLIO_BENCH_SECONDS", 60, 3);
const projectId = process.env.GCLOUD_PROJECT ?? "demo-folio";
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulatorHost) throw new Error("Run under the emulators: see the command at the top of this file");
const DATABASE = "quiet";
const ITEM = "hot-item";

// Every commit (batches and transactions alike) goes through WriteBatch._commit: count the
// writes per document path that Firestore applied (a commit refused, and retried, writes
// nothing; those are counted apart).
const sdk = createRequire(import.meta.url);
const sdkRoot = sdk.resolve("@google-cloud/firestore").replace(/build\/src\/index\.js$/, "build/src/");
const { WriteBatch } = sdk(`${sdkRoot}write-batch.js`) as {
  WriteBatch: {
    prototype: { _commit: (...args: unknown[]) => Promise<unknown>; _ops: { docPath: string }[] };
  };
};
const writes = new Map<string, number>();
let refused = 0;
const commit = WriteBatch.prototype._commit;
WriteBatch.prototype._commit = async function (this: { _ops: { docPath: string }[] }, ...args) {
  const paths = this._ops.map((op) => op.docPath);
  try {
    const result = await commit.apply(this, args);
    for (const path of paths) writes.set(path, (writes.get(path) ?? 0) + 1);
    return result;
  } catch (error) {
    refused += 1;
    throw error;
  }
};

const db: Firestore = getFirestore(initializeAdmin({ projectId }, "bench-hot-item"), DATABASE);
await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/databases/${DATABASE}/documents`, {
  method: "DELETE",
});
await db.doc(`gallery/${ITEM}`).set({ title: "Hot", views: 0, likes: 0, published: true });
process.env.FOLIO_COMMIT_INTERVAL_MS = "1000";
writes.clear();

const total = RATE * SECONDS;
const started = Date.now();
const deliveries: Promise<unknown>[] = [];
for (let index = 0; index < total; index += 1) {
  // Hold the pace: event `index` is created at started + index / RATE seconds.
  const due = started + (index * 1000) / RATE;
  if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
  const ref = db.collection("analytics_events").doc(`hot-${String(index).padStart(6, "0")}`);
  deliveries.push(
    (async () => {
      await ref.set({
        type: "image_view",
        contentId: ITEM,
        contentTitle: "Hot",
        contentType: "image",
        category: "all",
        timestamp: Timestamp.now(),
      });
      const snapshot = await ref.get();
      return countEvent(db, { id: ref.id, data: snapshot.data(), updateTime: snapshot.updateTime! });
    })(),
  );
}
const outcomes = await Promise.allSettled(deliveries);
const elapsed = (Date.now() - started) / 1000;
const failed = outcomes.filter((outcome) => outcome.status === "rejected").length;
const views = (await db.doc(`gallery/${ITEM}`).get()).get("views") as number;
const byKind = (test: (path: string) => boolean) =>
  [...writes].filter(([path]) => test(path)).reduce((sum, [, count]) => sum + count, 0);

console.log(`hot item: ${total} views of one item at ${RATE}/s (${elapsed.toFixed(1)} s), fold interval 1 s`);
console.log(
  `  gallery item views:        ${views} (exact: ${views === total - failed ? "yes" : "NO"}; ${failed} deliveries failed and would be retried)`,
);
console.log(
  `  writes to the gallery doc: ${writes.get(`gallery/${ITEM}`) ?? 0} (${((writes.get(`gallery/${ITEM}`) ?? 0) / elapsed).toFixed(2)}/s; one per event before issue 9: ${total})`,
);
console.log(`  writes to the day counter: ${byKind((path) => /^analytics_counters\/[^/]+$/.test(path))}`);
console.log(`  commits refused (a write retried): ${refused}`);
expectSane("gallery item views", views, 1, total);
expectSane("writes to the gallery doc", writes.get(`gallery/${ITEM}`) ?? 0, 1, total);
exitBench(views !== total - failed);
