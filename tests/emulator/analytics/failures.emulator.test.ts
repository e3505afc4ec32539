// Issue 45: what a failure can do to the counting. Each fault is injected under the code, in the
// Admin SDK (bench/lib/firestore-meter.ts's gates: this process only, whatever path the code
// takes), on the trigger-free database. Every delivery and every rebuild settles in seconds, the
// work stays bounded (no storm of commits, no read that grows with the site's age), and once the
// fault is gone the counts are exact against a recount of the raw events.
import { readFileSync } from "node:fs";
import { addDays, rolledUpStats, utcDateKey } from "@folio/domain";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  countEvent,
  countSessions,
  uncountLike,
  type DocInput,
} from "../../../functions/src/analytics/count";
import { lanesHeld } from "../../../functions/src/analytics/fold";
import { rebuildAnalytics, rollUpClosedDay, runNightly } from "../../../functions/src/analytics/rebuild";
import { dayExpiry } from "../../../functions/src/analytics/retention";
import { DOCUMENT_LIMIT_BYTES, documentSize } from "../../../functions/src/lib/document-size";
import { beforeOperations, onCommits, onReads, type Operation } from "../../../bench/lib/firestore-meter";
import { REPO_ROOT } from "../../../scripts/lib/emulator-config";
import { closeTestAdmin } from "../../support/admin";
import { quietFirestore, readCounter, recountDay, recountItems, seedItems } from "./support";

const NOW = new Date();
const TODAY = utcDateKey(NOW);
/** "In seconds": far under a trigger's 120 s timeout and the rebuild's 540 s. */
const SETTLES_MS = 20_000;

/** `promise`, or a rejection naming `what` when it has not settled within SETTLES_MS. */
async function within<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not settle within ${SETTLES_MS} ms`)), SETTLES_MS);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Fails every operation of `kind` on a path that `matches`, with a Firestore error of `code`, until lifted. */
function fault(kind: Operation["kind"], matches: (paths: readonly string[]) => boolean, code: number) {
  return beforeOperations((operation) => {
    if (operation.kind === kind && matches(operation.paths))
      throw Object.assign(new Error(`injected: ${kind} of ${operation.paths[0]} fails (${code})`), { code });
  });
}
/** gRPC codes: a failure that is not contention (INTERNAL), and one that is the data's fault (INVALID_ARGUMENT). */
const INTERNAL = 13;
const INVALID_ARGUMENT = 3;

/** Commits applied that write a day's counter, and commits refused, while counting. */
function commits() {
  const seen = { counter: 0, refused: 0 };
  const stop = onCommits((paths, applied) => {
    if (!applied) seen.refused += 1;
    else if (paths.some((path) => /^analytics_counters\/[^/]+$/.test(path))) seen.counter += 1;
  });
  return { seen, stop };
}

let db: Firestore;
let items: string[] = [];
const lifts: (() => void)[] = [];

beforeEach(async () => {
  db = await quietFirestore();
  items = await seedItems(db, 3, "fault");
});
afterEach(() => {
  for (const lift of lifts.splice(0)) lift();
  delete process.env.FOLIO_COMMIT_INTERVAL_MS;
});
afterAll(closeTestAdmin);

/** Writes events of today (a view of a work, or a page view, each by its own visitor), as visitors would. */
async function writeEvents(count: number, prefix = "visitor", only?: "page_view"): Promise<DocInput[]> {
  const refs = Array.from({ length: count }, () => db.collection("analytics_events").doc());
  const batch = db.batch();
  refs.forEach((ref, index) =>
    batch.set(ref, {
      type: index % 2 === 0 && !only ? "image_view" : "page_view",
      ...(index % 2 === 0 && !only ? { contentId: items[index % items.length] } : {}),
      timestamp: Timestamp.now(),
      userId: `${prefix}-${index}-aaaaaaaa`,
      sessionId: `${prefix}-session-${index}-aaaa`,
    }),
  );
  await batch.commit();
  const snapshots = await db.getAll(...refs);
  return snapshots.map((snapshot) => ({
    id: snapshot.id,
    data: snapshot.data(),
    updateTime: snapshot.updateTime!,
  }));
}

/** Today's counter and the works' totals against a recount of the raw events; unique visitors too. */
async function expectExact(date = TODAY) {
  expect(await readCounter(db, date)).toEqual(await recountDay(db, date, new Set(items), { accepted: true }));
  const expected = await recountItems(db, { accepted: true });
  for (const id of items) {
    const work = await db.doc(`gallery/${id}`).get();
    expect({ views: work.get("views"), likes: work.get("likes") }).toEqual(
      expected.get(id) ?? { views: 0, likes: 0 },
    );
  }
  const visitors = new Set(
    (await db.collection("analytics_events").where("countState", "==", "counted").get()).docs.flatMap(
      (event) => (event.get("userId") ? [event.get("userId") as string] : []),
    ),
  );
  expect((await db.doc(`analytics_counters/${date}`).get()).get("uniqueVisitors")).toBe(visitors.size);
}

/**
 * Delivers a burst while every read `matches` picks throws: some deliveries fail and the day's
 * rebuild reports the day failed, both within seconds. Then the fault is lifted and each event is
 * delivered again, as the Functions retry policy would (one at a time here: no need to wait a
 * second between folds).
 */
async function burstThroughFault(
  inputs: readonly DocInput[],
  matches: (paths: readonly string[]) => boolean,
): Promise<void> {
  lifts.push(fault("read", matches, INTERNAL));
  const delivered = await within(
    "the deliveries",
    Promise.allSettled(inputs.map((input) => countEvent(db, input))),
  );
  expect(delivered.some(({ status }) => status === "rejected")).toBe(true);
  const rebuilt = await within("the rebuild", rebuildAnalytics(db, { from: TODAY, to: TODAY }, NOW));
  expect(rebuilt.days[0]!.failed).toMatch(/injected/);
  lifts.pop()!();
  process.env.FOLIO_COMMIT_INTERVAL_MS = "0";
  for (const input of inputs) expect(["counted", "duplicate"]).toContain(await countEvent(db, input));
}

describe("a read that throws never leaves a delivery or a rebuild waiting", () => {
  it("a counter read that throws: the burst's deliveries and the rebuild settle in seconds; redelivered, the counts are exact", async () => {
    // The production interval: the burst's events arrive within a second of each other.
    process.env.FOLIO_COMMIT_INTERVAL_MS = "1000";
    const inputs = await writeEvents(12);
    await burstThroughFault(inputs, (paths) => paths.includes(`analytics_counters/${TODAY}`));
    expect((await rebuildAnalytics(db, { from: TODAY, to: TODAY }, NOW)).days[0]).toMatchObject({
      repaired: false,
    });
    await expectExact();
  });

  it("a marker read that throws: the burst's deliveries and the rebuild settle in seconds; redelivered, the counts are exact", async () => {
    process.env.FOLIO_COMMIT_INTERVAL_MS = "1000";
    const inputs = await writeEvents(12);
    // The visitors were met before today (their markers are there): a marker is read, or found.
    const batch = db.batch();
    inputs.forEach((_, index) =>
      batch.set(db.doc(`analytics_counters/${TODAY}/visitors/visitor-${index}-aaaaaaaa`), dayExpiry(TODAY)),
    );
    await batch.commit();
    await burstThroughFault(inputs, (paths) => paths.some((path) => path.includes("/visitors/")));
    await rebuildAnalytics(db, { from: TODAY, to: TODAY }, NOW);
    // The markers were there before: the day's unique visitors are the 12, counted when the
    // rebuild found their markers behind counted events.
    expect(await readCounter(db, TODAY)).toEqual(await recountDay(db, TODAY, new Set(items)));
    expect((await db.doc(`analytics_counters/${TODAY}`).get()).get("uniqueVisitors")).toBe(12);
  });
});

describe("one event's trouble is its own", () => {
  it("a redelivery inside a burst of 50 costs itself alone a re-check: no other count is refused or split", async () => {
    process.env.FOLIO_COMMIT_INTERVAL_MS = "1000";
    // A page view: no marker of its own tells its redelivery apart before its commit.
    const [counted] = (await writeEvents(1, "counted-before", "page_view")) as [DocInput];
    expect(await countEvent(db, counted)).toBe("counted");
    const inputs = await writeEvents(50);
    const { seen, stop } = commits();
    const outcomes = await within(
      "the deliveries",
      Promise.all([...inputs, counted].map((input) => countEvent(db, input))),
    ).finally(stop);
    expect(outcomes.filter((outcome) => outcome === "counted")).toHaveLength(50);
    expect(outcomes.at(-1)).toBe("duplicate");
    // Refused: the redelivered event's own mark, and nothing else.
    expect(seen.refused).toBeLessThanOrEqual(1);
    // The burst's folds, about one a second (a refused shared commit made 50, one per event).
    expect(seen.counter).toBeLessThanOrEqual(5);
    await expectExact();
  });

  it("a permanent error on one event of a burst, or of a rebuild, leaves out that event alone, marked uncountable", async () => {
    process.env.FOLIO_COMMIT_INTERVAL_MS = "1000";
    const inputs = await writeEvents(20);
    const late = await writeEvents(20, "after-outage");
    const poisoned = [inputs[7]!.id, late[4]!.id].map((id) => `analytics_events/${id}`);
    // Its count's commit is refused as invalid, whatever else that commit writes (its mark alone is not).
    lifts.push(
      fault(
        "commit",
        (paths) => paths.length > 1 && paths.some((path) => poisoned.includes(path)),
        INVALID_ARGUMENT,
      ),
    );
    const { seen, stop } = commits();
    const outcomes = await within(
      "the deliveries",
      Promise.all(inputs.map((input) => countEvent(db, input))),
    ).finally(stop);
    expect(outcomes.filter((outcome) => outcome === "counted")).toHaveLength(19);
    expect(outcomes[7]).toBe("ignored");
    expect(seen.counter).toBeLessThanOrEqual(5);
    // The later 20 no trigger saw (an outage): the rebuild counts them through the same code.
    const report = await within("the rebuild", rebuildAnalytics(db, { from: TODAY, to: TODAY }, NOW));
    expect(report.days[0]).toMatchObject({ claimedEvents: 19 });
    expect(report.days[0]!.failed).toBeUndefined();
    for (const path of poisoned)
      expect((await db.doc(path).get()).data()).toMatchObject({
        countState: "ignored",
        ignoredReason: "uncountable",
      });
    lifts.pop()!();
    await expectExact();
  });
});

describe("the nightly job's work grows with the days it rebuilds, never with the site's age", () => {
  /** A site `days` old: a counter for each day before the last four, and the same recent visits. */
  async function site(days: number) {
    db = await quietFirestore();
    items = await seedItems(db, 3, "fault");
    const writer = db.bulkWriter({ throttling: false });
    for (let day = 4; day < days; day += 1) {
      const date = addDays(TODAY, -day);
      void writer.set(db.doc(`analytics_counters/${date}`), {
        date,
        pageViews: 3,
        contentViews: 2,
        items: { [items[day % 3]!]: { views: 2 } },
      });
    }
    for (let day = 0; day < 4; day += 1)
      for (let index = 0; index < 5; index += 1)
        void writer.set(db.collection("analytics_events").doc(`d${day}-e${index}`), {
          type: "page_view",
          timestamp: Timestamp.fromDate(new Date(`${addDays(TODAY, -day)}T0${index}:30:00Z`)),
          userId: `visitor-${day}-${index}-aaaa`,
        });
    await writer.close();
    await runNightly(db, NOW);
    let reads = 0;
    const stop = onReads((_, count) => (reads += count));
    const report = await runNightly(db, NOW).finally(stop);
    return { reads, report };
  }

  it("reads the same on a site of 20 days as on one of 400", async () => {
    const young = await site(20);
    const old = await site(400);
    expect(old.report.days.every((day) => !day.failed && !day.repaired)).toBe(true);
    expect(old.reads).toBe(young.reads);
  });

  it("a read that fails for good costs the job one day, never its report", async () => {
    await site(20);
    const yesterday = addDays(TODAY, -1);
    lifts.push(
      beforeOperations(({ kind, paths }) => {
        const counters = kind === "query" && paths[0] === "analytics_counters";
        if (counters || paths.includes(`analytics_counters/${yesterday}`))
          throw Object.assign(new Error("injected: a counter read fails"), { code: INTERNAL });
      }),
    );
    const report = await within("the nightly job", runNightly(db, NOW));
    expect(report.days.map((day) => [day.date, day.failed ? "failed" : "rebuilt"])).toEqual([
      [addDays(TODAY, -3), "rebuilt"],
      [addDays(TODAY, -2), "rebuilt"],
      [yesterday, "failed"],
      [TODAY, "rebuilt"],
    ]);
  });
});

describe("a busy day stays within the function's memory and its corrections land", () => {
  it("reads a day of 6,000 events a page at a time, never whole", async () => {
    const date = addDays(TODAY, -1);
    const writer = db.bulkWriter({ throttling: false });
    // More than a page (5,000 documents: PAGE, rebuild.ts).
    for (let index = 0; index < 6000; index += 1)
      void writer.set(db.collection("analytics_events").doc(`busy-${String(index).padStart(5, "0")}`), {
        type: "page_view",
        timestamp: Timestamp.fromMillis(new Date(`${date}T00:00:00Z`).getTime() + index * 14_000),
        countState: "counted",
      });
    await writer.close();
    const pages: number[] = [];
    const stop = onReads((path, count) => {
      if (path === "analytics_events") pages.push(count);
    });
    const report = await rebuildAnalytics(db, { from: date, to: date }, NOW).finally(stop);
    expect(report.days[0]).toMatchObject({ events: 6000, repaired: true });
    expect((await readCounter(db, date)).pageViews).toBe(6000);
    expect(pages.sort((a, b) => b - a).slice(0, 2)).toEqual([5000, 1000]);
  });

  it("corrects a live day's drift while its events keep counting, and every count stays exact", async () => {
    process.env.FOLIO_COMMIT_INTERVAL_MS = "0";
    for (const input of await writeEvents(10)) await countEvent(db, input);
    await db.doc(`analytics_counters/${TODAY}`).update({ pageViews: FieldValue.increment(5) });
    // A day long to read (its counter changes many times meanwhile): 2,000 events an import
    // marked counted, which its counter does not hold.
    const writer = db.bulkWriter({ throttling: false });
    const from = Math.max(new Date(`${TODAY}T00:00:00Z`).getTime(), Date.now() - 3_600_000);
    for (let index = 0; index < 2000; index += 1)
      void writer.set(db.collection("analytics_events").doc(`imported-${index}`), {
        type: "page_view",
        timestamp: Timestamp.fromMillis(from + index),
        countState: "counted",
      });
    await writer.close();
    let live = true;
    const streams = Array.from({ length: 2 }, async (_, stream) => {
      for (let round = 0; live; round += 1)
        for (const input of await writeEvents(1, `live-${stream}-${round}`)) await countEvent(db, input);
    });
    const report = await rebuildAnalytics(db, { from: TODAY, to: TODAY }, NOW).finally(async () => {
      live = false;
      await Promise.all(streams);
    });
    expect(report.days[0]).toMatchObject({ repaired: true });
    expect(report.days[0]!.failed).toBeUndefined();
    await expectExact();
  });
});

describe("nothing a visitor creates is kept for good", () => {
  it("label documents expire with their day's raw data, and every such record has its TTL policy", async () => {
    const start = Timestamp.fromDate(new Date(`${TODAY}T00:10:00Z`));
    const sessions = Array.from({ length: 27 }, (_, index) => ({
      id: `session-label-${index}`,
      data: {
        userId: `visitor-label-${index}`,
        sessionId: `session-label-${index}`,
        startTime: start,
        endTime: start,
        duration: 10,
        bounced: true,
        referrer: "",
        device: "mobile",
        utm: { campaign: `campaign-${index}` },
      },
      updateTime: Timestamp.now(),
    }));
    await countSessions(db, sessions);
    const labels = await db.collection(`analytics_counters/${TODAY}/labels`).get();
    // Campaigns past the top 25: one document per campaign, each gone with the day's raw data.
    expect(labels.size).toBe(27);
    for (const label of labels.docs) expect(label.get("expiresAt")).toEqual(dayExpiry(TODAY).expiresAt);
    const indexes = JSON.parse(readFileSync(`${REPO_ROOT}/firestore.indexes.json`, "utf8")) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
    };
    const ttl = indexes.fieldOverrides.filter((field) => field.ttl).map((field) => field.collectionGroup);
    expect(ttl).toEqual(expect.arrayContaining(["labels", "like_marks", "visitors", "analytics_events"]));
  });

  it("a like's marker expires with its event; its expiry keeps the work's like, and an unlike after it changes nothing", async () => {
    const ref = await db.collection("analytics_events").add({
      type: "like",
      contentId: items[0],
      uid: "LikerExpiry01",
      timestamp: Timestamp.now(),
    });
    const snapshot = await ref.get();
    expect(
      await countEvent(db, { id: ref.id, data: snapshot.data(), updateTime: snapshot.updateTime! }),
    ).toBe("counted");
    const markRef = db.doc(`like_marks/LikerExpiry01_${items[0]}`);
    expect((await markRef.get()).get("expiresAt")).toEqual((await ref.get()).get("expiresAt"));
    // Thirteen months on: the TTL policy deletes the marker (its deletion is delivered as an unlike's is).
    await markRef.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const expired = (await markRef.get()).data();
    await markRef.delete();
    expect(await uncountLike(db, { markId: markRef.id, data: expired })).toBe("expired");
    expect((await db.doc(`gallery/${items[0]}`).get()).get("likes")).toBe(1);
    expect((await ref.get()).get("unliked")).toBeUndefined();
    expect((await db.doc(`analytics_counters/${TODAY}`).get()).get(`items.${items[0]}.likes`)).toBe(1);
  });

  it("a day's fold lane goes once the day is idle: an instance holds none for the days it counted", async () => {
    process.env.FOLIO_COMMIT_INTERVAL_MS = "0";
    const batch = db.batch();
    const refs = Array.from({ length: 40 }, (_, day) => {
      const ref = db.collection("analytics_events").doc(`lane-${day}`);
      batch.set(ref, {
        type: "page_view",
        timestamp: Timestamp.fromDate(new Date(`${addDays(TODAY, -day)}T12:00:00Z`)),
      });
      return ref;
    });
    await batch.commit();
    for (const snapshot of await db.getAll(...refs))
      await countEvent(db, { id: snapshot.id, data: snapshot.data(), updateTime: snapshot.updateTime! });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lanesHeld(db)).toBe(0);
  });

  it("a rollup never passes a document's 1 MiB, however many works a day had: they stay in its counter", async () => {
    const date = addDays(TODAY, -5);
    const works = Object.fromEntries(
      Array.from({ length: 14_000 }, (_, index) => [`work-${String(index).padStart(15, "0")}`, { views: 1 }]),
    );
    await db.doc(`analytics_counters/${date}`).set({ date, contentViews: 14_000, items: works });
    expect(await rollUpClosedDay(db, date, NOW)).toBe(true);
    const rollup = await db.doc(`analytics_metrics/${date}`).get();
    expect(documentSize(rollup.ref.path, rollup.data()!)).toBeLessThan(DOCUMENT_LIMIT_BYTES);
    expect(rollup.get("totalViews")).toBe(14_000);
    expect(rollup.get("topContent")).toHaveLength(10);
    // Readers take the day from its counter.
    expect(rolledUpStats(date, rollup.data())).toBeNull();
  });
});
