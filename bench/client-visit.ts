// FOLIO_PORT_OFFSET=200 npx tsx scripts/emulators-exec.ts "npx tsx bench/client-visit.ts"
//
// Client visit cost: Firestore document reads and writes of one client's visit to a private
// gallery (issue 35): open it, read the first page of 60 works and fetch their thumbnails,
// heart 3, send one selection, download one set as a ZIP; and what opening a 2,000-work
// gallery's first page reads. The server's own steps are counted (bench/lib/firestore-meter.ts)
// by running this branch's code against the emulator's trigger-free `quiet` database: the
// download callable, the ticket's redemption and the ZIP's paged listing. The browser's steps
// are counted from what they read and write (a query bills a read per document returned), and
// every rule lookup from the rules' text: a client read of the gallery's documents runs
// `isClientOf` (one `get` of the gallery, one `exists` of the grant; Firestore bills each lookup
// once per request), and so does every picture the Storage rules answer. Steps built on other
// branches (the open callable, the favourites and selection triggers) are modelled from their
// contract and marked so. Never a timing.
import { initializeApp } from "firebase-admin/app";
import { FieldValue, getFirestore, type Firestore } from "firebase-admin/firestore";
import { onCommits, onReads } from "./lib/firestore-meter";
import { benchSize, exitBench, expectSane, SMOKE } from "./lib/smoke";

const projectId = process.env.GCLOUD_PROJECT ?? "demo-folio";
if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_STORAGE_EMULATOR_HOST)
  throw new Error("Run under the emulators: see the command at the top of this file");
// The functions' own modules reach the default app's bucket: name it as the emulators do.
process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId, storageBucket: `${projectId}.appspot.com` });

const { CLIENT_COLLECTIONS, CLIENT_LIMITS, defaultClientGallerySettings } = await import("@folio/domain");
const { requestClientDownload } = await import("../functions/src/clients/download-tickets");
const { redeemTicket } = await import("../functions/src/clients/client-downloads");
const { streamZip } = await import("../functions/src/clients/download-zip");
const { bucket } = await import("../functions/src/lib/admin");
const { Writable } = await import("node:stream");

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

/** The bytes of a ZIP go nowhere: only the reads that list its works are counted. */
const sink = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

const galleryId = await seedGallery(SET_WORKS);
await Promise.all(
  Array.from({ length: SET_WORKS }, (_, order) =>
    bucket()
      .file(`clients/${galleryId}/w${order}/u1/w480.webp`)
      .save(Buffer.alloc(1024, order), { resumable: false }),
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
let ticketUrl = "";
const ticket = await metered(async () => {
  ({ url: ticketUrl } = await requestClientDownload(
    db,
    { uid, owner: false },
    { galleryId, target: { kind: "all" } },
  ));
});
const redeem = await metered(() => redeemTicket(db, ticketUrl.split("/").at(-1)!));
const zip = await metered(() =>
  streamZip(db, galleryId, [{ setId: "main", folder: null }], "web", sink(), new AbortController().signal),
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
    reads: ticket.reads + redeem.reads + zip.reads,
    writes: ticket.writes + redeem.writes + zip.writes,
    source: "measured: callable, ticket, paged listing",
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
  `  ZIP: callable ${ticket.reads}r/${ticket.writes}w, ticket ${redeem.reads}r/${redeem.writes}w, listing ${zip.reads}r (pages of 100)`,
);
console.log(
  `${LARGE_WORKS}-work gallery: first page reads ${largePage.reads + RULE_LOOKUPS} documents ` +
    `(${largePage.reads} works + ${RULE_LOOKUPS} rule lookups), never the ${LARGE_WORKS}`,
);

expectSane("first page reads", firstPage.reads, 1, PAGE);
expectSane("large first page reads", largePage.reads, PAGE, PAGE);
expectSane("zip listing reads", zip.reads, SET_WORKS, SET_WORKS + 2);
expectSane("ticket writes", ticket.writes, 1, 1);
expectSane("redeem writes", redeem.writes, 2, 2);
exitBench();
