// FOLIO_PORT_OFFSET=200 npx tsx scripts/emulators-exec.ts "npx tsx bench/ingest.ts"
//
// Ingest: N events from M concurrent web clients (Firestore Lite, through the rules) into
// the emulators, then waits until the triggers have counted all of them. Prints write
// throughput, counted throughput (events/s until the day's counter document holds the
// full total) and whether every counter and item total equals a recount of the raw events.
// Each writer is a browser: it signs in anonymously before its first like, as the site does
// (the rules take a visitor's like only with its own uid), and the server counts one like per
// liker and item, so the recount does too. FOLIO_BENCH_EVENTS (default 1000) and
// FOLIO_BENCH_WRITERS (default 20) change the load; `--smoke` runs 30 events from 3 writers.
// Note: the Functions emulator delivers Firestore triggers one at a time, so the counted
// rate measures that queue, not production (where triggers run concurrently).
import { COUNTER_FIELD_BY_EVENT, COUNTER_FIELDS, EVENT_TYPES, utcDateKey } from "@folio/domain";
import { initializeApp as initializeAdmin } from "firebase-admin/app";
import { getFirestore as adminFirestore } from "firebase-admin/firestore";
import { deleteApp, initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInAnonymously } from "firebase/auth";
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  getFirestore,
  serverTimestamp,
} from "firebase/firestore/lite";
import { benchSize, exitBench, expectSane } from "./lib/smoke";

const EVENTS = benchSize("FOLIO_BENCH_EVENTS", 1000, 30);
const WRITERS = benchSize("FOLIO_BENCH_WRITERS", 20, 3);
const ITEMS = 8;
const DEADLINE_MS = 15 * 60 * 1000;
const projectId = process.env.GCLOUD_PROJECT ?? "demo-folio";
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulatorHost) throw new Error("Run under the emulators: see the command at the top of this file");
const [host, port] = emulatorHost.split(":");

const admin = adminFirestore(initializeAdmin({ projectId }, "bench-ingest"));
await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
  method: "DELETE",
});

const items = Array.from({ length: ITEMS }, (_, index) => `bench-item-${index}`);
const seedBatch = admin.batch();
for (const id of items)
  seedBatch.set(admin.doc(`gallery/${id}`), {
    title: id,
    type: "image",
    category: "all",
    tags: [],
    views: 0,
    likes: 0,
    published: true,
  });
await seedBatch.commit();

const apps = Array.from({ length: WRITERS }, (_, index) =>
  initializeApp(
    { projectId, apiKey: "bench", appId: "bench", authDomain: `${projectId}.firebaseapp.com` },
    `writer-${index}`,
  ),
);
const clients = apps.map((app) => {
  const firestore = getFirestore(app);
  connectFirestoreEmulator(firestore, host!, Number(port));
  return firestore;
});

/** The writer's Anonymous Auth uid, signed in on its first like (as the site does). */
const likers = new Map<number, Promise<string>>();
function likerUid(writer: number): Promise<string> {
  let uid = likers.get(writer);
  if (!uid) {
    const auth = getAuth(apps[writer]!);
    connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
    uid = signInAnonymously(auth).then(({ user }) => user.uid);
    likers.set(writer, uid);
  }
  return uid;
}

console.log(`ingest: ${EVENTS} events from ${WRITERS} concurrent writers over ${ITEMS} items`);
const started = performance.now();
let next = 0;
await Promise.all(
  clients.map(async (client, writer) => {
    for (;;) {
      const index = next++;
      if (index >= EVENTS) return;
      const type = EVENT_TYPES[index % EVENT_TYPES.length]!;
      const item = items[index % ITEMS]!;
      const withItem = ["image_view", "video_view", "like", "download", "share"].includes(type);
      await addDoc(collection(client, "analytics_events"), {
        type,
        ...(withItem ? { contentId: item, contentTitle: item, contentType: "image", category: "all" } : {}),
        timestamp: serverTimestamp(),
        sessionId: `bench-session-${writer}`,
        userId: `bench-visitor-${writer}`,
        path: "/",
        ...(type === "like" ? { uid: await likerUid(writer) } : {}),
      });
    }
  }),
);
const writtenMs = performance.now() - started;
console.log(
  `  written:  ${(writtenMs / 1000).toFixed(1)} s  (${((EVENTS / writtenMs) * 1000).toFixed(0)} events/s accepted by the rules)`,
);

// The recount of the raw events: a liker's likes of one item count once (in the day and the
// item); the item's views count once per session (the day's content views count every view).
const events = await admin.collection("analytics_events").get();
const expected = new Map<string, Record<string, number>>();
const itemViews = new Map<string, { views: number; likes: number }>();
const likesSeen = new Set<string>();
const viewsSeen = new Set<string>();
let countable = 0;
for (const event of events.docs) {
  const type = event.get("type") as keyof typeof COUNTER_FIELD_BY_EVENT;
  const contentId = event.get("contentId") as string | undefined;
  if (type === "like") {
    const key = `${String(event.get("uid"))} ${contentId}`;
    if (likesSeen.has(key)) continue;
    likesSeen.add(key);
  }
  countable += 1;
  const date = utcDateKey(event.get("timestamp").toDate() as Date);
  const day = expected.get(date) ?? Object.fromEntries(COUNTER_FIELDS.map((field) => [field, 0]));
  day[COUNTER_FIELD_BY_EVENT[type]]! += 1;
  expected.set(date, day);
  if (contentId) {
    const entry = itemViews.get(contentId) ?? { views: 0, likes: 0 };
    // The item's views count viewing sessions: a session's repeated views of it count once.
    const viewKey = `${String(event.get("sessionId"))} ${contentId}`;
    if ((type === "image_view" || type === "video_view") && !viewsSeen.has(viewKey)) {
      viewsSeen.add(viewKey);
      entry.views += 1;
    }
    if (type === "like") entry.likes += 1;
    itemViews.set(contentId, entry);
  }
}

async function counterTotal(): Promise<number> {
  const snapshot = await admin.collection("analytics_counters").get();
  return snapshot.docs.reduce(
    (sum, doc) =>
      sum + COUNTER_FIELDS.reduce((acc, field) => acc + ((doc.get(field) as number | undefined) ?? 0), 0),
    0,
  );
}

let total = 0;
while (performance.now() - started < DEADLINE_MS) {
  total = await counterTotal();
  if (total >= countable) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const countedMs = performance.now() - started;
console.log(
  `  counted:  ${(countedMs / 1000).toFixed(1)} s until the counter documents held ${total}/${countable} countable (${EVENTS - countable} repeated likes) (${((total / countedMs) * 1000).toFixed(1)} events/s end to end)`,
);
expectSane("events/s accepted", (EVENTS / writtenMs) * 1000, Number.MIN_VALUE);
expectSane("events/s counted", (total / countedMs) * 1000, Number.MIN_VALUE);

// Exactness: every counter field and item total against the recount of the raw events.
let mismatches = 0;
for (const [date, fields] of expected) {
  const counter = await admin.doc(`analytics_counters/${date}`).get();
  for (const field of COUNTER_FIELDS) {
    if ((counter.get(field) ?? 0) !== fields[field]) {
      mismatches += 1;
      console.log(`  MISMATCH ${date}.${field}: counter ${counter.get(field)} vs recount ${fields[field]}`);
    }
  }
}
for (const id of items) {
  const item = await admin.doc(`gallery/${id}`).get();
  const want = itemViews.get(id) ?? { views: 0, likes: 0 };
  if (item.get("views") !== want.views || item.get("likes") !== want.likes) {
    mismatches += 1;
    console.log(
      `  MISMATCH gallery/${id}: ${item.get("views")}/${item.get("likes")} vs recount ${want.views}/${want.likes}`,
    );
  }
}
console.log(
  `  exactness: ${mismatches === 0 ? "every counter field and item total equals the recount" : `${mismatches} mismatches`}`,
);
await Promise.all(apps.map((app) => deleteApp(app)));
exitBench(mismatches > 0 || total !== countable);
