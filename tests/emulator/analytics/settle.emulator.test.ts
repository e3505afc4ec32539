import { utcDateKey } from "@folio/domain";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { countSessions, settleSessions } from "../../../functions/src/analytics/count";

import { closeTestAdmin } from "../../support/admin";
import { quietFirestore } from "./support";

describe("sessions that wait for the settle sweep", () => {
  // The handlers are invoked by the tests themselves, on a database no trigger watches.
  let firestore: Firestore;

  beforeEach(async () => {
    firestore = await quietFirestore();
  });
  afterAll(async () => {
    await closeTestAdmin();
  });

  /** Writes the session as the tracker does (`endTime`: the write's server time) and delivers it with `wait`. */
  async function trackerWrite(id: string, fields: Record<string, unknown>) {
    const ref = firestore.collection("user_sessions").doc(id);
    await ref.set({ ...fields, endTime: FieldValue.serverTimestamp() }, { merge: true });
    const snapshot = await ref.get();
    const [outcome] = await countSessions(
      firestore,
      [{ id, data: snapshot.data(), updateTime: snapshot.updateTime! }],
      { wait: true },
    );
    return outcome;
  }

  async function counterOf(date: string) {
    const counter = await firestore.doc(`analytics_counters/${date}`).get();
    return {
      exists: counter.exists,
      updateTime: counter.updateTime,
      figures: {
        sessions: counter.get("sessions") as unknown,
        bounces: counter.get("bounces") as unknown,
        durationSum: counter.get("durationSum") as unknown,
        devices: counter.get("devices") as unknown,
        sources: counter.get("sources") as unknown,
        uniqueVisitors: counter.get("uniqueVisitors") as unknown,
      },
    };
  }

  it("counts a visit's creation, heartbeats and flush once, when it settles; a second sweep of the window changes nothing", async () => {
    const start = new Date();
    const date = utcDateKey(start);
    const id = "session-settles-aaaa";
    const opened = {
      userId: "visitor-aaaaaaaa",
      sessionId: id,
      startTime: Timestamp.fromDate(start),
      duration: 0,
      bounced: true,
      referrer: "example.com",
      device: "tablet",
    };
    expect(await trackerWrite(id, opened)).toBe("waiting");
    expect(await trackerWrite(id, { duration: 180 })).toBe("waiting");
    expect(await trackerWrite(id, { duration: 200, bounced: false })).toBe("waiting");
    // Nothing is counted while the session may still change.
    expect((await counterOf(date)).exists).toBe(false);
    expect((await firestore.doc(`analytics_session_counts/${id}`).get()).exists).toBe(false);

    const first = { after: new Date(start.getTime() - 1000), through: new Date() };
    expect(await settleSessions(firestore, first)).toBe(1);
    const settled = await counterOf(date);
    expect(settled.figures).toEqual({
      sessions: 1,
      bounces: 0,
      durationSum: 200,
      devices: { mobile: 0, desktop: 0, tablet: 1 },
      sources: { "s:example.com": 1 },
      uniqueVisitors: 1,
    });
    expect(await settleSessions(firestore, first)).toBe(0);
    expect((await counterOf(date)).updateTime!.isEqual(settled.updateTime!)).toBe(true);

    // The tab comes back: the next window counts only what changed.
    expect(await trackerWrite(id, { duration: 260 })).toBe("waiting");
    expect(await settleSessions(firestore, { after: first.through, through: new Date() })).toBe(1);
    // Counted again, the session brings its visitor no second time.
    expect((await counterOf(date)).figures).toMatchObject({
      sessions: 1,
      bounces: 0,
      durationSum: 260,
      uniqueVisitors: 1,
    });
  });

  it("counts at once a session written with an endTime far from its write (a backfill), which no sweep would find", async () => {
    const start = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const id = "session-backfill-aaaa";
    const ref = firestore.collection("user_sessions").doc(id);
    await ref.set({
      userId: "visitor-bbbbbbbb",
      sessionId: id,
      startTime: Timestamp.fromDate(start),
      endTime: Timestamp.fromMillis(start.getTime() + 95_000),
      duration: 95,
      bounced: false,
      referrer: "",
      device: "mobile",
    });
    const snapshot = await ref.get();
    const [outcome] = await countSessions(
      firestore,
      [{ id, data: snapshot.data(), updateTime: snapshot.updateTime! }],
      { wait: true },
    );
    expect(outcome).toBe("counted");
    expect((await counterOf(utcDateKey(start))).figures).toMatchObject({
      sessions: 1,
      bounces: 0,
      durationSum: 95,
    });
  });

  it("settles many sessions of two days in one sweep, each day's in one commit, exactly", async () => {
    const now = Date.now();
    // Two days: sessions that started yesterday and ended now (past midnight) belong to yesterday.
    const starts = [now, now - 24 * 60 * 60 * 1000];
    const ids: string[] = [];
    for (let index = 0; index < 30; index += 1) {
      const id = `session-many-${String(index).padStart(3, "0")}-aaaa`;
      ids.push(id);
      await trackerWrite(id, {
        userId: `visitor-${index}-aaaaaaaa`,
        sessionId: id,
        startTime: Timestamp.fromMillis(starts[index % 2]!),
        duration: index,
        bounced: index % 3 === 0,
        referrer: index % 5 === 0 ? "news.example" : "",
        device: "desktop",
      });
    }
    expect(await settleSessions(firestore, { after: new Date(now - 1000), through: new Date() })).toBe(30);
    for (const [parity, start] of starts.entries()) {
      const mine = [...Array(30).keys()].filter((index) => index % 2 === parity);
      expect((await counterOf(utcDateKey(start))).figures).toMatchObject({
        sessions: mine.length,
        bounces: mine.filter((index) => index % 3 === 0).length,
        durationSum: mine.reduce((sum, index) => sum + index, 0),
        uniqueVisitors: mine.length,
      });
    }
    expect(
      (await firestore.getAll(...ids.map((id) => firestore.doc(`analytics_session_counts/${id}`)))).every(
        (stamp) => stamp.exists,
      ),
    ).toBe(true);
  });
});
