// Issue 9: no document the pipeline writes grows with traffic. A day with 50,000 distinct
// visitors (one session each), 20,000 distinct (long) traffic sources and 5,000 items viewed,
// on the trigger-free database: the sessions are counted by the settle sweep's own code
// (countSessions), the visitors and items written as an event's commit writes them
// (their markers, and the counter's increments from counterIncrements). Every document stays
// bounded: the day's counter holds the top sources, and grows only with the gallery (the items
// viewed that day), never with visitors or sources.
import { OTHER_SOURCE, TOP_SOURCES_PER_DAY, emptyDayStats } from "@folio/domain";
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type WriteBatch,
} from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countSessions } from "../../../functions/src/analytics/count";
import { dayOf } from "../../../functions/src/analytics/fold";
import { counterIncrements } from "../../../functions/src/analytics/plan";
import { closeTestAdmin } from "../../support/admin";
import { quietFirestore } from "./support";

const DATE = "2026-01-15";
const VISITORS = 50_000;
const SOURCES = 20_000;
const ITEMS = 5_000;
const LIMIT_BYTES = 1024 * 1024;

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
  it("50,000 visitors, 20,000 sources and 5,000 items stay in documents far under 1 MiB", async () => {
    const day = dayOf(db, DATE);
    const start = Date.parse(`${DATE}T08:00:00Z`);
    // Sessions: one per visitor, counted by the sweep's code, 150 to a transaction.
    const sessionsBySource = new Map<string, number>();
    const sessions = Array.from({ length: VISITORS }, (_, index) => {
      const source = label(sourceOf(index));
      sessionsBySource.set(source, (sessionsBySource.get(source) ?? 0) + 1);
      const id = `session-${String(index).padStart(6, "0")}-bounded`;
      return {
        id,
        updateTime: Timestamp.fromMillis(start + index),
        data: {
          userId: `visitor-${String(index).padStart(6, "0")}-bounded`,
          sessionId: id,
          startTime: Timestamp.fromMillis(start + index),
          endTime: Timestamp.fromMillis(start + index + 60_000),
          duration: 60,
          bounced: false,
          referrer: source,
          device: "mobile",
        },
      };
    });
    // Unique visitors: a session's first count makes its visitor's marker, with the counter's +1.
    const outcomes = await countSessions(db, sessions);
    expect(outcomes.filter((outcome) => outcome === "counted")).toHaveLength(VISITORS);
    expect((await day.visitors.count().get()).data().count).toBe(VISITORS);
    // Items: their day counts, as events' commits add them to the counter.
    const items = Array.from({ length: ITEMS }, (_, index) => index);
    await inBatches(items, 100, (batch, index) => {
      const delta = emptyDayStats(DATE);
      delta.items[`item-${index}`] = { views: views(index), likes: index % 3, downloads: 0, shares: 0 };
      batch.set(
        day.counter,
        counterIncrements(delta, (value) => FieldValue.increment(value)),
        { merge: true },
      );
    });

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
    expect(Object.keys(storedItems)).toHaveLength(ITEMS);
    expect(storedItems["item-250"]!.views).toBe(views(250));

    // The largest document of each kind the pipeline wrote.
    const largest = async (snapshots: Promise<{ docs: DocumentSnapshot[] }>) =>
      Math.max(0, ...(await snapshots).docs.map(documentSize));
    const sizes = {
      counter: documentSize(counter),
      source: await largest(day.labels.limit(500).get()),
      stamp: await largest(db.collection("analytics_session_counts").limit(500).get()),
    };
    console.log(`bounded day: largest documents in bytes ${JSON.stringify(sizes)}`);
    for (const size of Object.values(sizes)) expect(size).toBeLessThan(LIMIT_BYTES);
    // The counter: its fixed fields and 26 sources, plus about 40 bytes per item viewed that day
    // (bounded by the gallery: 1 MiB holds some 25,000), whatever the number of visitors.
    expect(sizes.counter).toBeLessThan(16 * 1024 + ITEMS * 48);
    expect(sizes.source).toBeLessThan(300);
    expect((await day.labels.count().get()).data().count).toBe(SOURCES);
  }, 600_000);
});
