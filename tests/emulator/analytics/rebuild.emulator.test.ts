import { addDays, utcDateKey } from "@folio/domain";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { countEvent } from "../../../functions/src/analytics/count";
import { labelDocId } from "../../../functions/src/analytics/plan";
import { rebuildAnalytics } from "../../../functions/src/analytics/rebuild";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";
import { quietFirestore, readCounter, recountDay, recountItems, seedItems } from "./support";

const NOW = new Date();
const TODAY = utcDateKey(NOW);
const DAYS = [addDays(TODAY, -3), addDays(TODAY, -2), addDays(TODAY, -1)];
const at = (date: string, hour: number) =>
  Timestamp.fromDate(new Date(`${date}T${String(hour).padStart(2, "0")}:15:00.000Z`));

afterAll(closeTestAdmin);

describe("rebuild from raw events", () => {
  // History written with no trigger to count it (as after an import or an outage): a database
  // no trigger watches.
  let firestore: Firestore;
  let items: string[] = [];

  beforeEach(async () => {
    firestore = await quietFirestore();
    items = await seedItems(firestore, 3);
  });

  /** Writes a few days of events and sessions while triggers are off (like the seed or an import). */
  async function writeHistory() {
    const batch = firestore.batch();
    const events = firestore.collection("analytics_events");
    DAYS.forEach((date, day) => {
      for (let index = 0; index < 12 + day * 5; index += 1) {
        const type = [
          "page_view",
          "image_view",
          "like",
          "video_view",
          "download",
          "inquiry",
          "booking",
          "share",
        ][index % 8]!;
        const withItem = ["image_view", "like", "video_view", "download", "share"].includes(type);
        batch.set(events.doc(), {
          type,
          contentId: withItem ? items[index % items.length] : null,
          contentTitle: withItem ? "Title" : null,
          contentType: withItem ? "image" : null,
          category: withItem ? "all" : null,
          timestamp: at(date, index % 24),
          userId: `visitor-${date}-${index % 4}`,
          sessionId: `session-${date}-${index % 4}`,
        });
      }
      batch.set(events.doc(), { type: "teleport", timestamp: at(date, 3) });
      batch.set(events.doc(), { type: "like", contentId: "gone-item", timestamp: at(date, 4) });
      for (let index = 0; index < 4; index += 1) {
        batch.set(firestore.collection("user_sessions").doc(`session-${date}-${index}`), {
          userId: `visitor-${date}-${index}`,
          sessionId: `session-${date}-${index}`,
          startTime: at(date, index),
          endTime: at(date, index + 1),
          duration: 30 * (index + 1),
          bounced: index === 0,
          referrer: index % 2 === 0 ? "" : "google.com",
          device: (["mobile", "desktop", "tablet", "mobile"] as const)[index],
        });
      }
    });
    await batch.commit();
  }

  async function expectCountersMatchEvents() {
    const known = new Set(items);
    for (const date of DAYS)
      expect(await readCounter(firestore, date)).toEqual(await recountDay(firestore, date, known));
    const expected = await recountItems(firestore);
    for (const id of items) {
      const item = await firestore.doc(`gallery/${id}`).get();
      expect({ views: item.get("views"), likes: item.get("likes") }).toEqual(expected.get(id));
    }
  }

  async function updateTimes() {
    const refs = [
      ...DAYS.map((date) => firestore.doc(`analytics_counters/${date}`)),
      ...DAYS.map((date) => firestore.doc(`analytics_metrics/${date}`)),
      ...items.map((id) => firestore.doc(`gallery/${id}`)),
    ];
    return (await firestore.getAll(...refs)).map((snapshot) => snapshot.updateTime?.toMillis());
  }

  it("counts events and sessions written while triggers were off, and rolls the days up", async () => {
    await writeHistory();
    const report = await rebuildAnalytics(firestore, { from: DAYS[0]!, to: DAYS[2]! }, NOW);
    expect(report.days.map((day) => day.claimedEvents)).toEqual([12, 17, 22]);
    expect(report.days.every((day) => day.settledSessions === 4 && day.rolledUp)).toBe(true);
    await expectCountersMatchEvents();
    const counter = await firestore.doc(`analytics_counters/${DAYS[0]}`).get();
    expect(counter.get("uniqueVisitors")).toBe(4);
    expect(counter.get("sessions")).toBe(4);
    expect(counter.get("bounces")).toBe(1);
    expect(counter.get("durationSum")).toBe(30 + 60 + 90 + 120);
    const rollup = await firestore.doc(`analytics_metrics/${DAYS[0]}`).get();
    expect(rollup.get("bounceRate")).toBe(25);
    expect(rollup.get("sessionDuration")).toBe(75);
    expect(rollup.get("deviceStats")).toEqual({ mobile: 50, desktop: 25, tablet: 25 });
    expect(rollup.get("trafficSources")).toEqual([
      { source: "Direct", sessions: 2, percent: 50 },
      { source: "google.com", sessions: 2, percent: 50 },
    ]);
    const { inquiries, bookings, pageViews } = await readCounter(firestore, DAYS[0]!);
    expect(pageViews).toBeGreaterThan(0);
    expect(rollup.get("conversionRate")).toBe(
      Math.round(((inquiries + bookings) / pageViews) * 10_000) / 100,
    );
    const ignored = await firestore.collection("analytics_events").where("countState", "==", "ignored").get();
    expect(ignored.size).toBe(6);
  });

  it("applies a correction once when rebuilds of the drifted day overlap", async () => {
    await writeHistory();
    await rebuildAnalytics(firestore, { from: DAYS[0]!, to: DAYS[2]! }, NOW);
    const day = DAYS[1]!;
    const counters = `analytics_counters/${day}`;
    // As a fold applied twice would leave it: a work's day count and its total moved together.
    await firestore
      .doc(counters)
      .set(
        { pageViews: FieldValue.increment(5), items: { [items[0]!]: { views: FieldValue.increment(2) } } },
        { merge: true },
      );
    await firestore.doc(`gallery/${items[0]}`).update({ views: FieldValue.increment(2) });
    // Sources have no Other that day, so they keep no label documents: a stray one goes.
    const stray = firestore.doc(`${counters}/labels/${labelDocId("sources", "google.com")}`);
    await stray.set({ kind: "sources", label: "google.com", sessions: 3 });

    // Three rebuilds of the day at once: each plans the same correction from the same state.
    await Promise.all([1, 2, 3].map(() => rebuildAnalytics(firestore, { from: day, to: day }, NOW)));

    await expectCountersMatchEvents();
    const counter = await firestore.doc(counters).get();
    expect(counter.get("sources")).toEqual({ "s:Direct": 2, "s:google.com": 2 });
    expect((await stray.get()).exists).toBe(false);
  });

  it("repairs injected drift, and a second rebuild changes nothing", async () => {
    await writeHistory();
    await rebuildAnalytics(firestore, { from: DAYS[0]!, to: DAYS[2]! }, NOW);
    const day = DAYS[1]!;
    // A work's day count and its total moved together (as a fold applied twice would leave
    // them), a figure without a work, a visitor marker with no visit behind it.
    await firestore
      .doc(`analytics_counters/${day}`)
      .set(
        { pageViews: FieldValue.increment(5), items: { [items[0]!]: { views: FieldValue.increment(2) } } },
        { merge: true },
      );
    await firestore.doc(`gallery/${items[0]}`).update({ views: FieldValue.increment(2) });
    await firestore.doc(`analytics_counters/${day}/visitors/visitor-ghost`).set({});
    await firestore.doc(`analytics_counters/${DAYS[2]}`).update({ pageViews: 999, likes: 0 });
    expect((await readCounter(firestore, DAYS[2]!)).pageViews).toBe(999);

    const repair = await rebuildAnalytics(firestore, { from: DAYS[0]!, to: DAYS[2]! }, NOW);
    expect(repair.days.map((entry) => entry.repaired)).toEqual([false, true, true]);
    expect(repair).toMatchObject({ itemsRepaired: 1, itemsLeft: 0 });
    await expectCountersMatchEvents();
    expect((await firestore.doc(`analytics_counters/${day}`).get()).get("uniqueVisitors")).toBe(4);

    const before = await updateTimes();
    const second = await rebuildAnalytics(firestore, { from: DAYS[0]!, to: DAYS[2]! }, NOW);
    expect(second.itemsRepaired).toBe(0);
    for (const entry of second.days) {
      expect(entry).toMatchObject({
        claimedEvents: 0,
        settledSessions: 0,
        repaired: false,
        rolledUp: false,
      });
    }
    expect(await updateTimes()).toEqual(before);
  });

  it("a trigger arriving after the rebuild counted its event changes nothing", async () => {
    const ref = await firestore.collection("analytics_events").add({
      type: "image_view",
      contentId: items[0],
      timestamp: at(DAYS[2]!, 10),
    });
    const snapshot = await ref.get();
    await rebuildAnalytics(firestore, { from: DAYS[2]!, to: DAYS[2]! }, NOW);
    const late = await countEvent(firestore, {
      id: ref.id,
      data: snapshot.data(),
      updateTime: snapshot.updateTime!,
    });
    expect(late).toBe("duplicate");
    expect((await readCounter(firestore, DAYS[2]!)).contentViews).toBe(1);
    expect((await firestore.doc(`gallery/${items[0]}`).get()).get("views")).toBe(1);
  });
});

describe("rebuild while the triggers count", () => {
  const { firestore } = testAdmin();
  let items: string[] = [];

  beforeEach(async () => {
    await clearFirestore();
    items = await seedItems(firestore, 3);
  });

  it("a rebuild of today while events keep arriving leaves every counter exact", async () => {
    const events = firestore.collection("analytics_events");
    const writes = Array.from({ length: 150 }, (_, index) =>
      events.add({
        type: index % 3 === 0 ? "page_view" : "image_view",
        contentId: index % 3 === 0 ? null : items[index % items.length],
        timestamp: FieldValue.serverTimestamp(),
      }),
    );
    const rebuilds = [
      rebuildAnalytics(firestore, { from: TODAY, to: TODAY }),
      new Promise((resolve) => setTimeout(resolve, 500)).then(() =>
        rebuildAnalytics(firestore, { from: TODAY, to: TODAY }),
      ),
    ];
    await Promise.all([...writes, ...rebuilds]);
    const dates = new Set(
      (await events.get()).docs.map((doc) => utcDateKey((doc.get("timestamp") as Timestamp).toDate())),
    );
    await eventually(
      async () => {
        for (const date of dates)
          expect(await readCounter(firestore, date)).toEqual(
            await recountDay(firestore, date, new Set(items)),
          );
        const expected = await recountItems(firestore);
        for (const id of items)
          expect((await firestore.doc(`gallery/${id}`).get()).get("views")).toBe(
            expected.get(id)?.views ?? 0,
          );
      },
      { timeoutMs: 60_000, intervalMs: 500 },
    );
  }, 120_000);
});
