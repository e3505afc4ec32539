// Issue 9: no document the pipeline writes grows with traffic. A day with 50,000 distinct
// visitors, 20,000 distinct (long) traffic sources and 5,000 items viewed is written the way
// the counting stage writes it (its own write helpers), on the trigger-free database; the
// item and day folds then run, and every document stays far under Firestore's 1 MiB.
import {
  ANALYTICS_COLLECTIONS,
  OTHER_SOURCE,
  TOP_ITEMS_PER_DAY,
  TOP_SOURCES_PER_DAY,
  emptyDayStats,
} from "@folio/domain";
import type { DocumentSnapshot, Firestore, WriteBatch } from "firebase-admin/firestore";
import { FieldValue } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addItemShardWrite, addSourceWrites } from "../../../functions/src/analytics/count";
import { dayOf, foldDay, foldItemDay } from "../../../functions/src/analytics/fold";
import { shardFor, shardWrite } from "../../../functions/src/analytics/plan";
import { closeTestAdmin } from "../../support/admin";
import { quietFirestore } from "./support";

const DATE = "2026-01-15";
const VISITORS = 50_000;
const SOURCES = 20_000;
const ITEMS = 5_000;
const LIMIT_BYTES = 256 * 1024;

/** Firestore's storage size of a value (https://firebase.google.com/docs/firestore/storage-size). */
function valueSize(value: unknown): number {
  if (value === null || typeof value === "boolean") return 1;
  if (typeof value === "number") return 8;
  if (typeof value === "string") return Buffer.byteLength(value, "utf8") + 1;
  if (Array.isArray(value)) return value.reduce((sum: number, entry) => sum + valueSize(entry), 0);
  if (typeof value === "object" && value.constructor?.name === "Timestamp") return 8;
  if (typeof value === "object")
    return Object.entries(value).reduce(
      (sum, [key, entry]) => sum + Buffer.byteLength(key, "utf8") + 1 + valueSize(entry),
      0,
    );
  return 0;
}

/** The storage size of a document: its name, its fields, and 32 bytes. */
function documentSize(snapshot: DocumentSnapshot): number {
  const name = snapshot.ref.path.split("/").reduce((sum, part) => sum + Buffer.byteLength(part) + 1, 16);
  return name + valueSize(snapshot.data() ?? {}) + 32;
}

/** A long, distinct source label (100 characters, as long as the rules allow). */
const label = (index: number) => `campaign-${index}-`.padEnd(100, "x");
/** Session `k`'s source: every label at least once, and the first 40 labels more often. */
const sourceOf = (session: number) => (session < SOURCES ? session : session % 40);
/** Item `i` is viewed `views(i)` times: every item once or more, a few of them often. */
const views = (item: number) => 1 + (item % 250 === 0 ? 500 - item / 25 : item % 7);

let db: Firestore;

async function inBatches<T>(
  entries: readonly T[],
  perBatch: number,
  add: (batch: WriteBatch, entry: T) => void,
) {
  const commits: Promise<unknown>[] = [];
  for (let index = 0; index < entries.length; index += perBatch) {
    const batch = db.batch();
    for (const entry of entries.slice(index, index + perBatch)) add(batch, entry);
    commits.push(batch.commit());
    if (commits.length >= 8) await Promise.all(commits.splice(0));
  }
  await Promise.all(commits);
}

beforeAll(async () => {
  db = await quietFirestore();
});

afterAll(async () => {
  await closeTestAdmin();
});

describe("a day of heavy traffic stays bounded", () => {
  it("50,000 visitors, 20,000 sources and 5,000 items fold into documents under 256 KB", async () => {
    const day = dayOf(db, DATE);
    // Sessions: one per visitor, in the day's shards (fixed fields only) and their sources' documents.
    const sessionsBySource = new Map<string, number>();
    for (let session = 0; session < VISITORS; session += 1) {
      const source = label(sourceOf(session));
      sessionsBySource.set(source, (sessionsBySource.get(source) ?? 0) + 1);
    }
    const perShard = new Map<string, number>();
    for (let session = 0; session < VISITORS; session += 1) {
      const shard = shardFor(`session:${session}`);
      perShard.set(shard, (perShard.get(shard) ?? 0) + 1);
    }
    await inBatches([...perShard], 50, (batch, [shard, sessions]) => {
      const delta = emptyDayStats(DATE);
      delta.sessions = sessions;
      delta.counters.pageViews = sessions;
      delta.devices.mobile = sessions;
      batch.set(
        day.shards.doc(shard),
        shardWrite(delta, (value) => FieldValue.increment(value)),
        { merge: true },
      );
    });
    await inBatches([...sessionsBySource], 400, (batch, [source, sessions]) =>
      addSourceWrites(db, batch, DATE, { [source]: sessions }),
    );
    // Unique visitors: one marker each.
    await inBatches(
      Array.from({ length: VISITORS }, (_, index) => `visitor-${String(index).padStart(6, "0")}-bounded`),
      450,
      (batch, id) => batch.set(day.visitors.doc(id), {}),
    );
    // Items: each one's views in its day shards, then its fold.
    const items = Array.from({ length: ITEMS }, (_, index) => index);
    await inBatches(items, 400, (batch, index) =>
      addItemShardWrite(db, batch, DATE, `item-${index}`, String(index % 10), {
        views: views(index),
        likes: index % 3,
        downloads: 0,
        shares: 0,
      }),
    );
    // 5,000 item folds take minutes in the emulator: a sample of items folds through the item
    // fold itself, and the rest get the same day counts written as that fold writes them.
    const sample = items.filter((index) => index % 100 === 0);
    await Promise.all(sample.map((item) => foldItemDay(db, DATE, `item-${item}`, { force: true })));
    const folded = await day.itemCounts.doc("item-0").get();
    expect(Object.keys(folded.data()!).sort()).toEqual([
      "downloads",
      "foldedAt",
      "foldedThrough",
      "itemId",
      "likes",
      "shardsFolded",
      "shares",
      "views",
    ]);
    await inBatches(
      items.filter((index) => index % 100 !== 0),
      450,
      (batch, index) =>
        batch.set(day.itemCounts.doc(`item-${index}`), {
          ...folded.data(),
          itemId: `item-${index}`,
          views: views(index),
          likes: index % 3,
        }),
    );

    expect(await foldDay(db, DATE, { force: true })).toBe("folded");

    const counter = await day.counter.get();
    expect(counter.get("uniqueVisitors")).toBe(VISITORS);
    expect(counter.get("sessions")).toBe(VISITORS);
    const storedSources = Object.values(counter.get("sources") as Record<string, number>);
    expect(storedSources).toHaveLength(TOP_SOURCES_PER_DAY + 1);
    expect(storedSources.reduce((sum, value) => sum + value, 0)).toBe(VISITORS);
    const top = [...sessionsBySource.values()].sort((a, b) => b - a).slice(0, TOP_SOURCES_PER_DAY);
    expect((counter.get("sources") as Record<string, number>)[`s:${OTHER_SOURCE}`]).toBe(
      VISITORS - top.reduce((sum, value) => sum + value, 0),
    );
    const storedItems = counter.get("items") as Record<string, { views: number }>;
    expect(Object.keys(storedItems)).toHaveLength(TOP_ITEMS_PER_DAY);
    const topViews = items
      .map(views)
      .sort((a, b) => b - a)
      .slice(0, TOP_ITEMS_PER_DAY);
    expect(
      Object.values(storedItems)
        .map((item) => item.views)
        .sort((a, b) => b - a),
    ).toEqual(topViews);

    // The largest document of each kind the pipeline wrote.
    const largest = async (snapshots: Promise<{ docs: DocumentSnapshot[] }>) =>
      Math.max(0, ...(await snapshots).docs.map(documentSize));
    const sizes = {
      counter: documentSize(counter),
      shard: await largest(day.shards.get()),
      source: await largest(day.sources.limit(500).get()),
      itemCounts: await largest(day.itemCounts.limit(500).get()),
      itemShard: await largest(day.itemShards.limit(500).get()),
    };
    console.log(`bounded day: largest documents in bytes ${JSON.stringify(sizes)}`);
    for (const size of Object.values(sizes)) expect(size).toBeLessThan(LIMIT_BYTES);
    // Far under, not just under: the day's document holds only bounded lists.
    expect(sizes.counter).toBeLessThan(32 * 1024);
    expect((await day.sources.count().get()).data().count).toBe(SOURCES);
    expect(
      (
        await db.collection(`analytics_counters/${DATE}/${ANALYTICS_COLLECTIONS.itemCounts}`).count().get()
      ).data().count,
    ).toBe(ITEMS);
  }, 600_000);
});
