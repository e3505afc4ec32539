// A closed day's rollup follows its counter, however old the day (the `analyticsRollUpDay`
// trigger), and the nightly item repair leaves one busy item for later instead of failing.
import { addDays, utcDateKey } from "@folio/domain";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { rebuildAnalytics, rollUpClosedDay, rollupFields } from "../../../functions/src/analytics/rebuild";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";
import { quietFirestore, seedItems } from "./support";

const TODAY = utcDateKey(new Date());
const at = (date: string, hour: number) =>
  Timestamp.fromDate(new Date(`${date}T${String(hour).padStart(2, "0")}:00:00Z`));

afterAll(closeTestAdmin);

/** The day's rollup equals what its counter, as stored now, rolls up to. */
async function expectRollupAgrees(firestore: Firestore, date: string): Promise<void> {
  const [counter, rollup] = await firestore.getAll(
    firestore.doc(`analytics_counters/${date}`),
    firestore.doc(`analytics_metrics/${date}`),
  );
  expect(counter!.exists).toBe(true);
  expect(rollup!.data()).toEqual(rollupFields(date, counter!.data()));
}

describe("rollups follow their counters", () => {
  const { firestore } = testAdmin();
  let items: string[] = [];

  beforeEach(async () => {
    await clearFirestore();
    items = await seedItems(firestore, 2, "rollup");
  });

  it("an old day's counter changed after its rollup reaches the rollup: a backfill, then an unlike", async () => {
    // Forty days back: far beyond the nightly job's three days.
    const old = addDays(TODAY, -40);
    const [first, second] = items as [string, string];
    const events = firestore.collection("analytics_events");
    await events.add({ type: "image_view", contentId: first, timestamp: at(old, 9) });
    await eventually(async () => {
      expect((await firestore.doc(`analytics_metrics/${old}`).get()).get("totalViews")).toBe(1);
      await expectRollupAgrees(firestore, old);
    });

    // A like given that day; then the liker takes it back (deletes their mark).
    const like = await events.add({
      type: "like",
      contentId: second,
      uid: "likerRollup1",
      timestamp: at(old, 10),
    });
    await eventually(async () => expect((await like.get()).get("countState")).toBe("counted"));
    await eventually(async () => {
      const rollup = await firestore.doc(`analytics_metrics/${old}`).get();
      expect(rollup.get("stats.items")).toMatchObject({ [second]: { likes: 1 } });
      await expectRollupAgrees(firestore, old);
    });
    await firestore.doc(`like_marks/likerRollup1_${second}`).delete();
    await eventually(async () => {
      expect((await firestore.doc(`gallery/${second}`).get()).get("likes")).toBe(0);
      const rollup = await firestore.doc(`analytics_metrics/${old}`).get();
      expect(rollup.get(`stats.items.${second}.likes`) ?? 0).toBe(0);
      // The day keeps the like given (the spec's counter counts likes given that day).
      expect(rollup.get("likes")).toBe(1);
      await expectRollupAgrees(firestore, old);
    });
  });

  it("a write to today's counter rolls nothing up; a redelivered change writes nothing", async () => {
    const yesterday = addDays(TODAY, -1);
    const events = firestore.collection("analytics_events");
    const today = await events.add({ type: "page_view", timestamp: FieldValue.serverTimestamp() });
    await events.add({ type: "page_view", timestamp: at(yesterday, 12) });
    await eventually(async () => {
      expect((await today.get()).get("countState")).toBe("counted");
      expect((await firestore.doc(`analytics_metrics/${yesterday}`).get()).get("totalViews")).toBe(1);
    });
    expect(await rollUpClosedDay(firestore, TODAY)).toBe(false);
    expect((await firestore.doc(`analytics_metrics/${TODAY}`).get()).exists).toBe(false);

    const before = (await firestore.doc(`analytics_metrics/${yesterday}`).get()).updateTime;
    expect(await rollUpClosedDay(firestore, yesterday)).toBe(false);
    expect((await firestore.doc(`analytics_metrics/${yesterday}`).get()).updateTime).toEqual(before);
  });

  it("runs that read different states of the counter leave the newest state rolled up", async () => {
    const quiet = await quietFirestore();
    const day = addDays(TODAY, -10);
    const counter = quiet.doc(`analytics_counters/${day}`);
    await counter.set({ date: day, pageViews: 1 });
    // Each change followed by its run, all at once, as triggers delivered out of order would.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        await counter.update({ pageViews: FieldValue.increment(1) });
        await rollUpClosedDay(quiet, day);
      }),
    );
    await rollUpClosedDay(quiet, day);
    expect((await quiet.doc(`analytics_metrics/${day}`).get()).get("stats.pageViews")).toBe(9);
    await expectRollupAgrees(quiet, day);
  });
});

describe("the item repair isolates a busy item", () => {
  it("repairs the others and leaves an item raised all the while for the next run", async () => {
    const quiet = await quietFirestore();
    const items = await seedItems(quiet, 3, "busy");
    // The day counts live in an old day's counter; the rebuild's own day (yesterday, with no
    // raw data) leaves that counter alone, and the repair reads every counter.
    const counted = addDays(TODAY, -10);
    const day = addDays(TODAY, -1);
    await quiet.doc(`analytics_counters/${counted}`).set({
      date: counted,
      items: Object.fromEntries(items.map((id) => [id, { views: 4, likes: 1, downloads: 0, shares: 0 }])),
    });
    // Every total is wrong; the first item keeps being written (as a work going viral would be).
    let busy = true;
    const writers = Array.from({ length: 5 }, async (_, writer) => {
      for (let write = 0; busy; write += 1)
        await quiet.doc(`gallery/${items[0]}`).update({ description: `write ${writer}-${write}` });
    });

    const report = await rebuildAnalytics(quiet, { from: day, to: day });
    busy = false;
    await Promise.all(writers);

    expect(report).toMatchObject({ itemsRepaired: 2, itemsLeft: 1 });
    const [hot, ...others] = await quiet.getAll(...items.map((id) => quiet.doc(`gallery/${id}`)));
    expect(hot!.get("views")).toBe(0);
    for (const item of others)
      expect({ views: item.get("views"), likes: item.get("likes") }).toEqual({ views: 4, likes: 1 });

    const next = await rebuildAnalytics(quiet, { from: day, to: day });
    expect(next).toMatchObject({ itemsRepaired: 1, itemsLeft: 0 });
    expect((await quiet.doc(`gallery/${items[0]}`).get()).get("views")).toBe(4);
  });
});
