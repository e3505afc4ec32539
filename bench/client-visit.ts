// FOLIO_PORT_OFFSET=200 npx tsx scripts/emulators-exec.ts "npx tsx bench/client-visit.ts"
//
// Client visit cost: Firestore document reads and writes of one client's visit to a private
// gallery (issue 35): open it, read the first page of 60 works and fetch their thumbnails,
// heart 3, send one selection, download one set as a ZIP; and what opening a 2,000-work
// gallery's first page reads. The server's own steps are counted (bench/lib/firestore-meter.ts)
// by running this branch's code against the emulator's trigger-free `quiet` database: the
// download callable (its paged listing and the manifest it writes). The browser's steps are
// counted from what they read and write (a query bills a read per document returned), and
// every rule lookup from the rules' text: a client read of the gallery's documents runs
// `isClientOf` (one `get` of the gallery, one `exists` of the grant; Firestore bills each lookup
// once per request), and so does every picture the Storage rules answer. Steps built on other
// branches (the open callable, the favourites and selection triggers) and the download
// function's requests are modelled from their code and marked so.
//
// Then a download's speed (issue 44): a 2 GB gallery (100 full-size files of 20 MB) as a ZIP
// through the real download function on the Functions emulator, reading the Storage emulator:
// the time to its first byte and its throughput. Figures of this machine and the emulators,
// not of production (where Cloud Storage and the network set the pace); `--smoke`: 4 small files.
import { crc32 } from "node:zlib";
import { initializeApp } from "firebase-admin/app";
import { FieldValue, getFirestore, type Firestore } from "firebase-admin/firestore";
import { setBackgroundTriggers } from "../scripts/lib/triggers";
import { onCommits, onReads } from "./lib/firestore-meter";
import { benchSize, exitBench, expectSane, SMOKE } from "./lib/smoke";

const projectId = process.env.GCLOUD_PROJECT ?? "demo-folio";
if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_STORAGE_EMULATOR_HOST)
  throw new Error("Run under the emulators: see the command at the top of this file");
// The functions' own modules reach the default app's bucket: name it as the emulators do.
process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId, storageBucket: `${projectId}.appspot.com` });

const { CLIENT_COLLECTIONS, CLIENT_LIMITS, defaultClientGallerySettings } = await import("@folio/domain");
const { requestClientDownload } = await import("../functions/src/clients/download-tickets");
const { bucket, db: functionsDb } = await import("../functions/src/lib/admin");

const DATABASE = "quiet";
const db: Firestore = getFirestore(initializeApp({ projectId }, "bench-client-visit"), DATABASE);
const PAGE = CLIENT_LIMITS.pageSize;
const SET_WORKS = benchSize("CLIENT_SET_WORKS", 60, 6);
const LARGE_WORKS = benchSize("CLIENT_LARGE_WORKS", 2000, 120);
/** Rule lookups of one client request: `get` of the gallery and `exists` of the grant. */
const RULE_LOOKUPS = 2;

interface Cost {
  reads: number;
  writes: number;
}

/** Counts the Admin SDK's reads and writes (applied commits only) while `work` runs. */
async function metered(work: () => Promise<unknown>): Promise<Cost> {
  const cost = { reads: 0, writes: 0 };
  const stopReads = onReads((_path, reads) => (cost.reads += reads));
  const stopCommits = onCommits((paths, applied) => (cost.writes += applied ? paths.length : 0));
  try {
    await work();
  } finally {
    stopReads();
    stopCommits();
  }
  return cost;
}

/** A gallery of `works` ready works in one set, each with one small file in the bucket. */
async function seedGallery(works: number): Promise<string> {
  const gallery = db.collection(CLIENT_COLLECTIONS.galleries).doc();
  await gallery.set({ ...defaultClientGallerySettings("Bench", "Client"), workCount: works });
  const writer = db.bulkWriter();
  for (let order = 0; order < works; order += 1) {
    const storagePath = `clients/${gallery.id}/w${order}/u1/w480.webp`;
    void writer.set(gallery.collection(CLIENT_COLLECTIONS.works).doc(`w${order}`), {
      setId: "main",
      order,
      fileName: `IMG_${order}.jpg`,
      type: "image",
      media: { url: "u", storagePath, sizes: [], posterUrl: null, contentType: "image/webp", download: null },
      width: 3000,
      height: 2000,
    });
  }
  await writer.close();
  return gallery.id;
}

/** A gallery file as the pipeline writes it: its bytes and its CRC-32 (a large one in resumable chunks). */
function saveFile(path: string, data: Buffer) {
  return bucket()
    .file(path)
    .save(data, {
      resumable: data.length > 5_000_000,
      metadata: { metadata: { crc32: crc32(data).toString(16).padStart(8, "0") } },
    });
}

const galleryId = await seedGallery(SET_WORKS);
await Promise.all(
  Array.from({ length: SET_WORKS }, (_, order) =>
    saveFile(`clients/${galleryId}/w${order}/u1/w480.webp`, Buffer.alloc(1024, order)),
  ),
);
const uid = "bench-device";
await db
  .collection(CLIENT_COLLECTIONS.galleries)
  .doc(galleryId)
  .collection(CLIENT_COLLECTIONS.grants)
  .doc(uid)
  .set({
    at: FieldValue.serverTimestamp(),
  });

const firstPage = await metered(() =>
  db
    .collection(CLIENT_COLLECTIONS.galleries)
    .doc(galleryId)
    .collection(CLIENT_COLLECTIONS.works)
    .orderBy("order")
    .limit(PAGE)
    .get(),
);
const ticket = await metered(() =>
  requestClientDownload(
    db,
    { uid, owner: false },
    { galleryId, target: { kind: "all" } },
    { baseUrl: "http://bench" },
  ),
);

const large = await seedGallery(LARGE_WORKS);
const largePage = await metered(() =>
  db
    .collection(CLIENT_COLLECTIONS.galleries)
    .doc(large)
    .collection(CLIENT_COLLECTIONS.works)
    .orderBy("order")
    .limit(PAGE)
    .get(),
);

const thumbnails = Math.min(PAGE, SET_WORKS);
/**
 * One request of a ZIP part (client-downloads.ts): the ticket, the gallery, the grant and its
 * manifest page (one per 500 files); the lease taken (2 reads, 2 writes) and given back (2
 * writes); the first request's count (1 read, 2 writes). A renewal every 30 s adds 2 writes
 * and a read of the grant.
 */
const PART_REQUEST = { reads: 4 + 2 + 1, writes: 2 + 2 + 2 };
/** One line of the table: the step, its reads and writes, and where the figure comes from. */
const steps: { step: string; reads: number; writes: number; source: string }[] = [
  // openClientGallery (client-access): the gallery, the grant (and the secret with a password),
  // the owner's name; it writes the grant and the activity summary.
  { step: "open the gallery", reads: 4, writes: 2, source: "model: openClientGallery's contract" },
  {
    step: `first page (${PAGE} works)`,
    reads: firstPage.reads + RULE_LOOKUPS,
    writes: 0,
    source: "measured query + rule lookups",
  },
  {
    step: `${thumbnails} thumbnails (Storage rules)`,
    reads: thumbnails * RULE_LOOKUPS,
    writes: 0,
    source: "storage.rules: 2 lookups per picture",
  },
  // Each heart writes the device's favourites document (its rules look up the grant); the
  // favourites trigger reads it and updates the activity summary.
  {
    step: "3 hearts",
    reads: 3 * (RULE_LOOKUPS + 1),
    writes: 3 * 2,
    source: "model: rules + favourites trigger",
  },
  // The selection document (rules), then its email trigger reads the gallery and settings,
  // writes the activity and a send ledger.
  { step: "1 selection", reads: RULE_LOOKUPS + 3, writes: 1 + 2, source: "model: rules + selection trigger" },
  {
    step: `ZIP of ${SET_WORKS} works`,
    reads: ticket.reads + PART_REQUEST.reads,
    writes: ticket.writes + PART_REQUEST.writes,
    source: "measured callable + modelled request",
  },
];
const total = steps.reduce(
  (sum, step) => ({ reads: sum.reads + step.reads, writes: sum.writes + step.writes }),
  {
    reads: 0,
    writes: 0,
  },
);

console.log(`Client visit (Firestore documents; ${SMOKE ? "smoke size" : "full size"}):`);
for (const { step, reads, writes, source } of steps)
  console.log(
    `  ${step.padEnd(34)} ${String(reads).padStart(5)} reads ${String(writes).padStart(4)} writes   ${source}`,
  );
console.log(
  `  ${"one visit".padEnd(34)} ${String(total.reads).padStart(5)} reads ${String(total.writes).padStart(4)} writes`,
);
console.log(
  `  ZIP: callable ${ticket.reads}r/${ticket.writes}w (gallery, grant, 2 lease documents, the works listed ${300} a page; ` +
    `the manifest and the ticket), each part's request ${PART_REQUEST.reads}r/${PART_REQUEST.writes}w (model)`,
);
console.log(
  `${LARGE_WORKS}-work gallery: first page reads ${largePage.reads + RULE_LOOKUPS} documents ` +
    `(${largePage.reads} works + ${RULE_LOOKUPS} rule lookups), never the ${LARGE_WORKS}`,
);

expectSane("first page reads", firstPage.reads, 1, PAGE);
expectSane("large first page reads", largePage.reads, PAGE, PAGE);
expectSane("callable reads", ticket.reads, SET_WORKS + 2, SET_WORKS + 5);
expectSane("callable writes", ticket.writes, 2, 2);

// A download's speed, through the Functions emulator's download function.
const SPEED_FILES = benchSize("CLIENT_SPEED_FILES", 100, 4);
const SPEED_FILE_BYTES = benchSize("CLIENT_SPEED_FILE_BYTES", 20_000_000, 64_000);
const functionsPort = process.env.FOLIO_FUNCTIONS_PORT;
if (!functionsPort) throw new Error("FOLIO_FUNCTIONS_PORT is not set: run under scripts/emulators-exec.ts");
const live = functionsDb();
const speedGallery = live.collection(CLIENT_COLLECTIONS.galleries).doc();
// Seeded without triggers: each file would wake the media pipeline and the token guard.
await setBackgroundTriggers(false);
try {
  await speedGallery.set({ ...defaultClientGallerySettings("Speed", "Client"), workCount: SPEED_FILES });
  const content = Buffer.alloc(SPEED_FILE_BYTES);
  for (let index = 0; index < content.length; index += 4)
    content.writeUInt32LE((index * 2654435761) >>> 0, index);
  for (let order = 0; order < SPEED_FILES; order += 1) {
    const storagePath = `clients/${speedGallery.id}/w${order}/u1/download.jpg`;
    // Once more if the emulator closed a kept-alive connection the upload had reused.
    await saveFile(storagePath, content).catch(() => saveFile(storagePath, content));
    await speedGallery
      .collection(CLIENT_COLLECTIONS.works)
      .doc(`w${order}`)
      .set({
        setId: "main",
        order,
        fileName: `IMG_${order}.jpg`,
        type: "image",
        media: {
          url: "u",
          storagePath,
          sizes: [],
          posterUrl: null,
          contentType: "image/jpeg",
          download: null,
        },
        width: 6000,
        height: 4000,
      });
  }
} finally {
  await setBackgroundTriggers(true);
}
const issued = await requestClientDownload(
  live,
  { uid: "bench-owner", owner: true },
  { galleryId: speedGallery.id, target: { kind: "all" } },
  { baseUrl: `http://127.0.0.1:${functionsPort}/${projectId}/us-central1/clientDownload` },
);
if (!issued.ready) throw new Error("the download was not ready");
// A HEAD first: the emulator starts the function's worker on its first request, which is not
// what a download's first byte costs.
await fetch(issued.parts[0]!.url, { method: "HEAD" });
let received = 0;
let promised = 0;
let firstByteMs = Number.NaN;
const started = performance.now();
for (const part of issued.parts) {
  const asked = performance.now();
  const response = await fetch(part.url);
  promised += Number(response.headers.get("content-length"));
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - asked;
    received += chunk.length;
  }
}
const seconds = (performance.now() - started) / 1000;
const throughput = received / 1e6 / seconds;
console.log(
  `Download of a ${received >= 1e9 ? `${(received / 1e9).toFixed(2)} GB` : `${(received / 1e6).toFixed(2)} MB`} gallery (${SPEED_FILES} files, ${issued.parts.length} part${issued.parts.length === 1 ? "" : "s"}) ` +
    `through the emulators: first byte after ${Math.round(firstByteMs)} ms, ${throughput.toFixed(1)} MB/s, ${seconds.toFixed(1)} s in all`,
);
expectSane("download bytes received", received, promised, promised);
expectSane("time to first byte (ms)", firstByteMs, 0);
expectSane("throughput (MB/s)", throughput, 0);
exitBench();
