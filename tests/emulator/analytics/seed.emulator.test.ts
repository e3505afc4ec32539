import {
  addDays,
  COLLECTIONS,
  MESSAGE_COUNTS_COLLECTION,
  parseMessageCounts,
  sumMessageCounts,
  utcDateKey,
} from "@folio/domain";
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { SEED_DAYS, seedAnalytics } from "../../../scripts/seed/seed-analytics";
import { closeTestAdmin } from "../../support/admin";
import { quietFirestore, readCounter, recountDay, recountItems, seedItems } from "./support";

describe("analytics seed", () => {
  // The seed writes thousands of documents with no trigger to count them: a trigger-free database.
  let firestore: Firestore;
  beforeEach(async () => {
    firestore = await quietFirestore();
  });
  afterAll(closeTestAdmin);

  it(`writes ${SEED_DAYS} days of visits whose counters, item totals, rollups and inbox agree exactly with the events`, async () => {
    const ids = await seedItems(firestore, 12);
    const items = ids.map((id, index) => ({
      id,
      title: `Item ${id}`,
      type: index % 4 === 0 ? ("video" as const) : ("image" as const),
      category: "all",
    }));
    const lines: string[] = [];
    const started = Date.now();
    const now = new Date();
    await seedAnalytics(firestore, { items }, (line) => lines.push(line), now);
    console.log(`seedAnalytics: ${lines.join(" ")} (test wall time ${Date.now() - started} ms)`);

    const today = utcDateKey(now);
    const known = new Set(ids);
    for (let offset = SEED_DAYS - 1; offset >= 0; offset -= 1) {
      const date = addDays(today, -offset);
      const counter = await readCounter(firestore, date);
      expect(counter).toEqual(await recountDay(firestore, date, known));
      if (offset > 0) {
        expect(counter.pageViews).toBeGreaterThan(0);
        expect((await firestore.doc(`analytics_metrics/${date}`).get()).get("totalViews")).toBe(
          counter.pageViews + counter.contentViews,
        );
      }
    }
    // The dashboard's dimension panels: yesterday's counter holds every campaign, country, entry
    // page and outbound link of its sessions, and its rollup carries them.
    const yesterday = addDays(today, -1);
    const sessions = await firestore
      .collection("user_sessions")
      .where("startTime", ">=", new Date(`${yesterday}T00:00:00Z`))
      .where("startTime", "<", new Date(`${today}T00:00:00Z`))
      .get();
    const [stored, rollup] = await firestore.getAll(
      firestore.doc(`analytics_counters/${yesterday}`),
      firestore.doc(`analytics_metrics/${yesterday}`),
    );
    const total = (kind: string) =>
      Object.values((stored!.get(kind) ?? {}) as Record<string, number>).reduce((a, b) => a + b, 0);
    const having = (has: (session: FirebaseFirestore.DocumentData) => number) =>
      sessions.docs.reduce((sum, doc) => sum + has(doc.data()), 0);
    expect(total("campaigns")).toBe(having((session) => (session.utm?.campaign ? 1 : 0)));
    expect(total("campaigns")).toBeGreaterThan(0);
    expect(total("countries")).toBe(sessions.size);
    expect(total("entryPages")).toBe(sessions.size);
    expect(total("outbound")).toBe(having((session) => (session.outbound ?? []).length));
    expect(total("outbound")).toBeGreaterThan(0);
    for (const kind of ["mediums", "campaigns", "terms", "contents", "countries", "entryPages", "outbound"])
      expect(rollup!.get(`stats.${kind}`)).toEqual(stored!.get(kind) ?? {});
    const expected = await recountItems(firestore);
    for (const id of ids) {
      const item = await firestore.doc(`gallery/${id}`).get();
      expect({ views: item.get("views"), likes: item.get("likes") }).toEqual(
        expected.get(id) ?? { views: 0, likes: 0 },
      );
    }
    const uncounted = await firestore
      .collection("analytics_events")
      .where("countState", "!=", "counted")
      .get();
    expect(uncounted.size).toBe(0);

    // The inbox tells the events' story: each day's messages received (screened and counted by
    // the server's own screening) are that day's inquiry and booking events, none held as spam.
    const [inquiries, bookings, counts] = await Promise.all(
      [COLLECTIONS.inquiries, COLLECTIONS.bookings, MESSAGE_COUNTS_COLLECTION].map((name) =>
        firestore.collection(name).get(),
      ),
    );
    const inbox = [...inquiries!.docs, ...bookings!.docs];
    expect(inquiries!.size).toBeGreaterThan(10);
    expect(bookings!.size).toBeGreaterThan(0);
    expect(inbox.every((doc) => doc.get("likelySpam") === false && doc.get("screenedAt"))).toBe(true);
    const received = new Map(counts!.docs.map((doc) => [doc.id, parseMessageCounts(doc.id, doc.data())]));
    for (let offset = SEED_DAYS - 1; offset >= 0; offset -= 1) {
      const date = addDays(today, -offset);
      const counter = await readCounter(firestore, date);
      const day = received.get(date) ?? parseMessageCounts(date, undefined);
      expect({ date, inquiries: day.inquiries, bookings: day.bookings }).toEqual({
        date,
        inquiries: counter.inquiries,
        bookings: counter.bookings,
      });
    }
    // Inquiries about a work count for it, and every message for its visit's source.
    const sent = sumMessageCounts([...received.values()]);
    expect(Object.keys(sent.items).length).toBeGreaterThan(0);
    const bySource = Object.values(sent.sources).reduce(
      (sum, counts) => sum + counts.inquiries + counts.bookings,
      0,
    );
    expect(bySource).toBe(inbox.length);
  }, 240_000);
});
