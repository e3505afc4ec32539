// A closed day's rollup follows its counter, however old the day (the `analyticsRollUpDay`
// trigger), and a rebuild moves a work's total with its day counts, however busy the work.
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

describe("a work's total moves with its day counts", () => {
  it("a rebuild counts what no trigger did and corrects drift into a work written all the while, exactly", async () => {
    const quiet = await quietFirestore();
    const items = await seedItems(quiet, 3, "busy");
    const day = addDays(TODAY, -1);
    // Views no trigger counted (an outage); the first work is edited all the while (a busy studio).
    const batch = quiet.batch();
    for (let index = 0; index < 9; index += 1)
      batch.set(quiet.collection("analytics_events").doc(), {
        type: "image_view",
        contentId: items[index % 3],
        timestamp: at(day, 9 + index),
      });
    await batch.commit();
    const busy = async (run: () => Promise<unknown>) => {
      let writing = true;
      const writers = Array.from({ length: 5 }, async (_, writer) => {
        for (let write = 0; writing; write += 1)
          await quiet.doc(`gallery/${items[0]}`).update({ description: `write ${writer}-${write}` });
      });
      try {
        return await run();
      } finally {
        writing = false;
        await Promise.all(writers);
      }
    };
    const views = async () =>
      (await quiet.getAll(...items.map((id) => quiet.doc(`gallery/${id}`)))).map((item) => item.get("views"));

    const counted = await busy(() => rebuildAnalytics(quiet, { from: day, to: day }));
    expect(counted).toMatchObject({ days: [{ claimedEvents: 9, repaired: false }], itemsLeft: 0 });
    expect(await views()).toEqual([3, 3, 3]);

    // A day count and its work's total off together (as a fold applied twice would leave them):
    // the correction moves both back, the busy work included.
    await quiet
      .doc(`analytics_counters/${day}`)
      .update({ [`items.${items[0]}.views`]: FieldValue.increment(5) });
    await quiet.doc(`gallery/${items[0]}`).update({ views: FieldValue.increment(5) });
    const corrected = await busy(() => rebuildAnalytics(quiet, { from: day, to: day }));
    expect(corrected).toMatchObject({ days: [{ repaired: true }], itemsRepaired: 1, itemsLeft: 0 });
    expect(await views()).toEqual([3, 3, 3]);
    expect((await quiet.doc(`analytics_counters/${day}`).get()).get(`items.${items[0]}.views`)).toBe(3);
  });
});
