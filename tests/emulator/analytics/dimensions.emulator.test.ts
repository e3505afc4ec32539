// Issue 37: the session's dimensions (UTM medium, campaign, term and content, country, entry
// page, outbound links) are counted exactly, like sources: under redelivery, as outbound links
// grow, whatever a backfill writes, with a day of 10,000 campaigns bounded to its top 25 and
// Other, corrected by the rebuild, and carried by the rollup. Checked against a recount of the
// raw sessions that restates the rules here.
import { addDays, utcDateKey } from "@folio/domain";
import { Timestamp, type DocumentData, type Firestore } from "firebase-admin/firestore";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { countSessions, countSessionWrite } from "../../../functions/src/analytics/count";
import { labelDocId } from "../../../functions/src/analytics/plan";
import { rebuildAnalytics, rollupFields } from "../../../functions/src/analytics/rebuild";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";
import { quietFirestore } from "./support";

const NOW = new Date();
const DAY = addDays(utcDateKey(NOW), -2);
const at = (minute: number) => Timestamp.fromMillis(Date.parse(`${DAY}T09:00:00Z`) + minute * 60_000);

afterAll(closeTestAdmin);

/** The rules of a label, restated: whitespace runs as one space, no control or format characters, no edge underscores, 100 characters. */
const label = (raw: string, max = 100) =>
  raw
    .replace(/\s+/g, " ")
    .replace(/\p{C}/gu, "")
    .trim()
    .replace(/^_+|_+$/g, "")
    .slice(0, max)
    .trim();
/** The countries of the zones these tests use (ISO 3166-1 alpha-2), and Unknown for the rest. */
const COUNTRY: Record<string, string> = {
  "Europe/Paris": "FR",
  "America/New_York": "US",
  "Asia/Tokyo": "JP",
};
const KINDS = ["mediums", "campaigns", "terms", "contents", "countries", "entryPages", "outbound"] as const;
const UTM_KIND = { medium: "mediums", campaign: "campaigns", term: "terms", content: "contents" } as const;

/** Sessions per label of each dimension, recounted from the raw sessions of the day. */
async function recount(db: Firestore): Promise<Record<string, Record<string, number>>> {
  const out: Record<string, Record<string, number>> = Object.fromEntries(KINDS.map((kind) => [kind, {}]));
  const add = (kind: string, value: string) => {
    const map = out[kind]!;
    if (value) map[value] = (Object.hasOwn(map, value) ? map[value]! : 0) + 1;
  };
  for (const doc of (await db.collection("user_sessions").get()).docs) {
    const session = doc.data();
    const utm = (session.utm ?? {}) as Record<string, unknown>;
    for (const [field, kind] of Object.entries(UTM_KIND))
      if (typeof utm[field] === "string") add(kind, label(utm[field]));
    if (typeof session.timeZone === "string")
      add("countries", Object.hasOwn(COUNTRY, session.timeZone) ? COUNTRY[session.timeZone]! : "Unknown");
    // The entry page is its path alone (no query or fragment), up to 300 characters.
    if (typeof session.entryPage === "string")
      add("entryPages", label(session.entryPage.split(/[?#]/)[0]!, 300));
    for (const link of new Set((session.outbound ?? []) as string[])) add("outbound", label(link));
  }
  return out;
}

/** The counter's dimension maps, decoded (its keys carry the `s:` prefix). */
async function counted(db: Firestore, date = DAY): Promise<Record<string, Record<string, number>>> {
  const counter = (await db.doc(`analytics_counters/${date}`).get()).data() ?? {};
  return Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      Object.fromEntries(
        Object.entries((counter[kind] ?? {}) as Record<string, number>).map(([key, n]) => [key.slice(2), n]),
      ),
    ]),
  );
}

const base = (id: string, minute: number, patch: DocumentData): DocumentData => ({
  userId: `visitor-${id}`,
  sessionId: id,
  startTime: at(minute),
  endTime: at(minute + 1),
  duration: 60,
  bounced: false,
  referrer: "",
  device: "desktop",
  ...patch,
});

describe("dimensions counted by the session's own code (trigger-free database)", () => {
  let db: Firestore;
  beforeEach(async () => {
    db = await quietFirestore();
  });

  /** Writes a session (or changes it) and delivers the write to the session trigger's handler, `times` over. */
  async function write(id: string, data: DocumentData, times = 1) {
    const ref = db.collection("user_sessions").doc(id);
    const before = (await ref.get()).data();
    await ref.set(data, { merge: true });
    const after = await ref.get();
    const delivery = { id, before, after: after.data(), updateTime: after.updateTime };
    for (let index = 0; index < times; index += 1) await countSessionWrite(db, delivery);
  }

  it("counts each session once under each label, redelivered, as its outbound links grow, whatever a backfill wrote", async () => {
    const poison = ["constructor", "__proto__", "a.b", "__x__", "x".repeat(10_000), "bad\u0000\u200bvalue\n"];
    await write(
      "session-autumn-1",
      base("session-autumn-1", 0, {
        utm: { source: "instagram", medium: "social", campaign: "autumn-portraits" },
        timeZone: "Europe/Paris",
        entryPage: "/work/harbour",
        outbound: [],
      }),
      2,
    );
    // Heartbeats: the visitor clicks the owner's email, then Instagram; each delivered twice.
    await write("session-autumn-1", { outbound: ["Email"], duration: 120 }, 2);
    await write("session-autumn-1", { outbound: ["Email", "instagram.com"], duration: 180 }, 2);
    await Promise.all(
      poison.map((value, index) =>
        write(
          `session-poison-${index}`,
          base(`session-poison-${index}`, 10 + index, {
            utm: {
              medium: value,
              campaign: value,
              term: value,
              content: value,
              constructor: "not a UTM field",
            },
            timeZone: index % 2 ? "Mars/Olympus" : "America/New_York",
            entryPage: `/${value}`,
            outbound: [value, value, "Email"],
          }),
          2,
        ),
      ),
    );
    await write(
      "session-newsletter",
      base("session-newsletter", 30, {
        utm: {
          source: "newsletter",
          medium: "email",
          campaign: "newsletter-november",
          term: "prints",
          content: "header",
        },
        timeZone: "Asia/Tokyo",
        entryPage: "/about?ref=mail#top",
        outbound: ["instagram.com"],
      }),
      3,
    );
    // A session without any dimension counts in none of them.
    await write("session-plain-1", base("session-plain-1", 40, {}), 2);

    const want = await recount(db);
    expect(want.outbound).toMatchObject({ Email: 7, "instagram.com": 2 });
    expect(want.countries).toEqual({ FR: 1, US: 3, Unknown: 3, JP: 1 });
    expect(want.entryPages!["/about"]).toBe(1);
    expect(await counted(db)).toEqual(want);
    const counter = await db.doc(`analytics_counters/${DAY}`).get();
    expect(counter.get("sessions")).toBe(9);
    // No kind has Other: the counter lists every label, and no label document is written.
    expect((await db.collection(`analytics_counters/${DAY}/labels`).count().get()).data().count).toBe(0);
    // The rebuild's recount of the day agrees, and writes nothing.
    const report = await rebuildAnalytics(db, { from: DAY, to: DAY }, NOW);
    expect(report.days[0]).toMatchObject({ repaired: false, settledSessions: 0 });
  });

  it("keeps exactly the top 25 of 10,000 campaigns and an exact Other, in a bounded counter, and the rebuild finds it exact", async () => {
    const CAMPAIGNS = 10_000;
    // Campaign k once, and the first 40 campaigns 40 - k more times: 10,820 sessions.
    const sessions = Array.from({ length: CAMPAIGNS }, (_, k) => k).flatMap((k) =>
      Array.from({ length: 1 + Math.max(0, 40 - k) }, (_, n) => `c${k}-${n}`),
    );
    const campaignOf = (id: string) => `campaign-${id.slice(1).split("-")[0]}`;
    const writers: Promise<unknown>[] = [];
    for (let start = 0; start < sessions.length; start += 500) {
      const batch = db.batch();
      sessions.slice(start, start + 500).forEach((id, index) =>
        batch.set(
          db.collection("user_sessions").doc(`session-${id}`),
          base(`session-${id}`, (start + index) % 600, {
            utm: { campaign: campaignOf(id) },
            timeZone: "Europe/Paris",
          }),
        ),
      );
      writers.push(batch.commit());
    }
    await Promise.all(writers);
    const docs = (await db.collection("user_sessions").get()).docs;
    // The settle sweep's way: a day's sessions in transactions of at most 500 writes.
    const outcomes = await countSessions(
      db,
      docs.map((doc) => ({ id: doc.id, data: doc.data(), updateTime: doc.updateTime })),
    );
    expect(outcomes.filter((outcome) => outcome === "counted")).toHaveLength(sessions.length);

    const campaigns = (await counted(db)).campaigns!;
    expect(Object.keys(campaigns)).toHaveLength(26);
    // The top 25: campaigns 0 to 24 (41 down to 17 sessions).
    for (let k = 0; k < 25; k += 1) expect(campaigns[`campaign-${k}`]).toBe(41 - k);
    const top = Array.from({ length: 25 }, (_, k) => 41 - k).reduce((a, b) => a + b, 0);
    expect(campaigns.Other).toBe(sessions.length - top);
    expect((await counted(db)).countries).toEqual({ FR: sessions.length });
    const counter = await db.doc(`analytics_counters/${DAY}`).get();
    expect(JSON.stringify(counter.data()).length).toBeLessThan(8 * 1024);
    // One document per campaign (the kind has Other), none for countries or sources (they have not).
    const labels = db.collection(`analytics_counters/${DAY}/labels`);
    expect((await labels.where("kind", "==", "campaigns").count().get()).data().count).toBe(CAMPAIGNS);
    expect((await labels.count().get()).data().count).toBe(CAMPAIGNS);
    expect((await labels.doc(labelDocId("campaigns", "campaign-30")).get()).get("sessions")).toBe(11);

    const report = await rebuildAnalytics(db, { from: DAY, to: DAY }, NOW);
    expect(report.days[0]).toMatchObject({ repaired: false, settledSessions: 0 });
  }, 300_000);

  it("a rebuild finds drift in a dimension and its label documents, corrects it, and a second one writes nothing", async () => {
    for (let index = 0; index < 30; index += 1)
      await write(
        `session-drift-${index}`,
        base(`session-drift-${index}`, index, {
          utm: { medium: index % 3 ? "social" : "email", campaign: `spring-${index % 27}` },
          entryPage: index % 2 ? "/" : "/about",
        }),
      );
    const want = await recount(db);
    expect(await counted(db)).toMatchObject({ mediums: want.mediums, entryPages: want.entryPages });
    const counterRef = db.doc(`analytics_counters/${DAY}`);
    const labels = db.collection(`analytics_counters/${DAY}/labels`);
    // Campaigns have Other (27 of them): each has its document.
    expect((await labels.count().get()).data().count).toBe(27);

    // Drift: the counter's mediums and one campaign's document are off, and a stray entry page document is there.
    await counterRef.update({ mediums: { "s:social": 99 }, "campaigns.s:spring-1": 7 });
    await labels.doc(labelDocId("campaigns", "spring-26")).update({ sessions: 5 });
    await labels.doc(labelDocId("entryPages", "/")).set({ kind: "entryPages", label: "/", sessions: 4 });
    const before = await counterRef.get();
    const fixed = await rebuildAnalytics(db, { from: DAY, to: DAY }, NOW);
    expect(fixed.days[0]).toMatchObject({ repaired: true, rolledUp: true });
    expect((await counterRef.get()).updateTime!.isEqual(before.updateTime!)).toBe(false);
    expect((await counted(db)).mediums).toEqual(want.mediums);
    expect((await counted(db)).campaigns!["spring-1"]).toBe(2);
    expect((await labels.doc(labelDocId("campaigns", "spring-26")).get()).get("sessions")).toBe(1);
    expect((await labels.doc(labelDocId("entryPages", "/")).get()).exists).toBe(false);
    // The rollup carries the corrected dimensions.
    const rollup = await db.doc(`analytics_metrics/${DAY}`).get();
    expect(rollup.get("stats.mediums")).toEqual((await counterRef.get()).get("mediums"));
    const again = await rebuildAnalytics(db, { from: DAY, to: DAY }, NOW);
    expect(again.days[0]).toMatchObject({ repaired: false, rolledUp: false });
  });
});

describe("a closed day's rollup carries the dimensions (the triggers)", () => {
  const { firestore } = testAdmin();
  beforeEach(async () => {
    await clearFirestore();
  });

  it("an old day's session, then another, reach its rollup's dimension maps", async () => {
    const old = addDays(utcDateKey(NOW), -40);
    const oldAt = (hour: number) =>
      Timestamp.fromDate(new Date(`${old}T${String(hour).padStart(2, "0")}:00:00Z`));
    const session = (id: string, hour: number, campaign: string) =>
      firestore.doc(`user_sessions/${id}`).set({
        ...base(id, 0, { utm: { medium: "social", campaign }, timeZone: "Asia/Tokyo", entryPage: "/" }),
        startTime: oldAt(hour),
        endTime: oldAt(hour + 1),
      });
    const rollupAgrees = async () => {
      const [counter, rollup] = await firestore.getAll(
        firestore.doc(`analytics_counters/${old}`),
        firestore.doc(`analytics_metrics/${old}`),
      );
      expect(rollup!.data()).toEqual(rollupFields(old, counter!.data()));
      return rollup!;
    };
    await session("session-rollup-1", 9, "autumn-portraits");
    await eventually(async () => {
      const rollup = await rollupAgrees();
      expect(rollup.get("stats.campaigns")).toEqual({ "s:autumn-portraits": 1 });
      expect(rollup.get("stats.countries")).toEqual({ "s:JP": 1 });
    });
    await session("session-rollup-2", 10, "newsletter-november");
    await eventually(async () => {
      const rollup = await rollupAgrees();
      expect(rollup.get("stats.campaigns")).toEqual({ "s:autumn-portraits": 1, "s:newsletter-november": 1 });
      expect(rollup.get("stats.mediums")).toEqual({ "s:social": 2 });
    });
  });
});
