import { addDays, expiresAt, utcDateKey } from "@folio/domain";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { rebuildAnalytics, rollupFields } from "../../../functions/src/analytics/rebuild";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";
import { quietFirestore, seedItems } from "./support";

const MONTHS = 13;
const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

afterAll(closeTestAdmin);

describe("raw analytics expire through TTL policies; what the dashboard reads stays", () => {
  const { firestore } = testAdmin();
  beforeEach(clearFirestore);

  it("gives every raw record the time its TTL policy deletes it: the event, the session, its stamp and the visitor's marker", async () => {
    const [item] = await seedItems(firestore, 1);
    const start = new Date();
    const date = utcDateKey(start);
    const session = firestore.collection("user_sessions").doc("sessionRetention01");
    await session.set({
      userId: "visitorRetention01",
      sessionId: "sessionRetention01",
      startTime: Timestamp.fromDate(start),
      endTime: Timestamp.fromDate(start),
      duration: 0,
      bounced: true,
      referrer: "",
      device: "desktop",
    });
    const event = await firestore.collection("analytics_events").add({
      type: "image_view",
      contentId: item,
      contentTitle: "Item",
      contentType: "image",
      category: "all",
      timestamp: Timestamp.fromDate(start),
      userId: "visitorRetention01",
      sessionId: "sessionRetention01",
    });
    const expected = expiresAt(start, MONTHS).getTime();
    const dayExpiry = expiresAt(new Date(`${date}T00:00:00.000Z`), MONTHS).getTime();

    await eventually(
      async () => {
        expect((await event.get()).get("countState")).toBe("counted");
        expect(millis((await event.get()).get("expiresAt"))).toBe(expected);
        expect(millis((await session.get()).get("expiresAt"))).toBe(expected);
        const stamp = await firestore.collection("analytics_session_counts").doc(session.id).get();
        expect(millis(stamp.get("expiresAt"))).toBe(expected);
        const marker = await firestore
          .collection("analytics_counters")
          .doc(date)
          .collection("visitors")
          .doc("visitorRetention01")
          .get();
        expect(millis(marker.get("expiresAt"))).toBe(dayExpiry);
        // The emulator delivers trigger events one at a time, behind what earlier suites queued.
      },
      { timeoutMs: 150_000, intervalMs: 500 },
    );
    // The expiry's own write counted nothing: the session's stamp names its latest write.
    const stamp = await firestore.collection("analytics_session_counts").doc(session.id).get();
    expect(millis(stamp.get("sessionUpdateTime"))).toBe((await session.get()).updateTime!.toMillis());
    expect((await firestore.collection("analytics_counters").doc(date).get()).get("sessions")).toBe(1);
  });

  it("never rebuilds a day whose raw records have begun to expire: its counter and rollup stay as the dashboard shows them", async () => {
    const quiet = await quietFirestore();
    const now = new Date();
    const expired = utcDateKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - MONTHS - 1, 15)));
    const kept = addDays(utcDateKey(now), -2);
    const counter = {
      date: expired,
      pageViews: 40,
      contentViews: 25,
      downloads: 1,
      likes: 3,
      shares: 0,
      inquiries: 1,
      bookings: 0,
      sessions: 12,
      bounces: 4,
      durationSum: 900,
      uniqueVisitors: 10,
      createdAt: Timestamp.fromDate(new Date(`${expired}T00:00:00.000Z`)),
    };
    // The day's raw events are gone (their TTL deleted them); its counter and rollup are what is left.
    await quiet.collection("analytics_counters").doc(expired).set(counter);
    await quiet.collection("analytics_metrics").doc(expired).set(rollupFields(expired, counter));
    await quiet
      .collection("analytics_counters")
      .doc(kept)
      .set({ ...counter, date: kept });
    const before = {
      counter: (await quiet.collection("analytics_counters").doc(expired).get()).data(),
      rollup: (await quiet.collection("analytics_metrics").doc(expired).get()).data(),
    };

    const report = await rebuildAnalytics(quiet, { from: expired, to: expired }, now);
    expect(report.days).toEqual([
      {
        date: expired,
        events: 0,
        claimedEvents: 0,
        settledSessions: 0,
        repaired: false,
        rolledUp: false,
        expired: true,
      },
    ]);
    expect((await quiet.collection("analytics_counters").doc(expired).get()).data()).toEqual(before.counter);
    expect((await quiet.collection("analytics_metrics").doc(expired).get()).data()).toEqual(before.rollup);

    // A day still within the retention is rebuilt from its raw data: with none, its figures go,
    // which is what the rule above keeps from happening to an expired day.
    const recent = await rebuildAnalytics(quiet, { from: kept, to: kept }, now);
    expect(recent.days[0]).toMatchObject({ date: kept, repaired: true });
    expect((await quiet.collection("analytics_counters").doc(kept).get()).get("pageViews")).toBe(0);
  });
});
