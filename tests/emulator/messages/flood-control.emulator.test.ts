import {
  COLLECTIONS,
  MESSAGE_BUDGETS,
  MESSAGE_BUDGETS_COLLECTION,
  MESSAGE_COUNTS_COLLECTION,
  parseMessageCounts,
} from "@folio/domain";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { screenMessage } from "../../../functions/src/messages/screen-message";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";
import { itemDoc } from "../content/support/fixtures";

const db = () => testAdmin().firestore;
/** A fixed minute, so a run that straddles a real minute boundary still counts one site budget. */
const SENT = Timestamp.fromDate(new Date("2030-01-02T10:07:15Z"));

const inquiry = (extra: Record<string, unknown> = {}) => ({
  name: "Ada",
  email: "ada@example.com",
  message: "Is the harbour print available in A2?",
  itemId: null,
  itemTitle: null,
  createdAt: SENT,
  handled: false,
  ...extra,
});
const booking = (extra: Record<string, unknown> = {}) => ({
  name: "Ada",
  email: "ada@example.com",
  phone: "",
  date: "2030-06-01",
  shootKind: "portrait",
  message: "Portraits",
  createdAt: SENT,
  handled: false,
  ...extra,
});

/** Every message once screened: [path, likelySpam, spamReason]. */
async function screened(expected: number) {
  return eventually(async () => {
    const all = (
      await Promise.all(
        [COLLECTIONS.inquiries, COLLECTIONS.bookings].map((name) => db().collection(name).get()),
      )
    ).flatMap((snapshot) => snapshot.docs);
    expect(all).toHaveLength(expected);
    for (const doc of all) expect(doc.get("screenedAt")).toBeInstanceOf(Timestamp);
    return all.map((doc) => ({ likelySpam: doc.get("likelySpam"), spamReason: doc.get("spamReason") }));
  });
}

const tally = (verdicts: { likelySpam: boolean; spamReason?: string }[]) =>
  verdicts.reduce<Record<string, number>>((counts, verdict) => {
    const key = verdict.likelySpam ? String(verdict.spamReason) : "clear";
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

beforeEach(clearFirestore);
afterAll(closeTestAdmin);

describe("flood control", () => {
  it("keeps a visitor's messages beyond the daily budget but flags them, across inquiries and bookings", async () => {
    const visitorId = "visitor_AAAAAAAAAAAA";
    const over = 2;
    // Spread over distinct minutes so the site budget stays out of it.
    for (let index = 0; index < MESSAGE_BUDGETS.perVisitorPerDay + over; index += 1) {
      const createdAt = Timestamp.fromMillis(SENT.toMillis() + index * 60_000);
      const data = index % 2 ? booking({ visitorId, createdAt }) : inquiry({ visitorId, createdAt });
      await db()
        .collection(index % 2 ? COLLECTIONS.bookings : COLLECTIONS.inquiries)
        .add(data);
    }
    // Another visitor on the same day is not affected.
    await db()
      .collection(COLLECTIONS.inquiries)
      .add(inquiry({ visitorId: "visitor_BBBBBBBBBBBB" }));
    const verdicts = await screened(MESSAGE_BUDGETS.perVisitorPerDay + over + 1);
    expect(tally(verdicts)).toEqual({ clear: MESSAGE_BUDGETS.perVisitorPerDay + 1, "visitor-budget": over });
  });

  it("flags messages beyond the site's budget for one minute, with or without a visitor id", async () => {
    const over = 3;
    await Promise.all(
      Array.from({ length: MESSAGE_BUDGETS.sitePerMinute + over }, (_, index) =>
        db()
          .collection(COLLECTIONS.inquiries)
          .add(inquiry(index % 3 ? {} : { visitorId: `visitor_${String(index).padStart(12, "0")}` })),
      ),
    );
    const verdicts = await screened(MESSAGE_BUDGETS.sitePerMinute + over);
    expect(tally(verdicts)).toEqual({ clear: MESSAGE_BUDGETS.sitePerMinute, "site-budget": over });
    const site = await db().collection(MESSAGE_BUDGETS_COLLECTION).doc("site-2030-01-02T10-07").get();
    expect(site.get("count")).toBe(MESSAGE_BUDGETS.sitePerMinute + over);
  });

  it("changes nothing when the event is delivered again", async () => {
    const ref = await db()
      .collection(COLLECTIONS.inquiries)
      .add(inquiry({ visitorId: "visitor_CCCCCCCCCCCC" }));
    await screened(1);
    const budgets = async () =>
      (await db().collection(MESSAGE_BUDGETS_COLLECTION).get()).docs.map((doc) => [doc.id, doc.get("count")]);
    const before = await budgets();
    expect(before).toHaveLength(2);
    expect(await screenMessage(db(), ref.path, new Date())).toBe("already-screened");
    expect(await budgets()).toEqual(before);
  });

  it("screens malformed messages without throwing (bad visitor id, no time) and counts them for the site", async () => {
    const ref = await db()
      .collection(COLLECTIONS.bookings)
      .add({ name: 42, visitorId: "../../etc", createdAt: "yesterday" });
    const [verdict] = await screened(1);
    expect(verdict).toEqual({ likelySpam: false, spamReason: undefined });
    const budgets = await db().collection(MESSAGE_BUDGETS_COLLECTION).get();
    expect(budgets.docs.map((doc) => doc.id)).toEqual([expect.stringMatching(/^site-/)]);
    expect(await screenMessage(db(), `${COLLECTIONS.bookings}/missing`, new Date())).toBe("gone");
    expect((await ref.get()).get("name")).toBe(42);
  });

  it("counts accepted messages per day and per published work they name, exactly once, as a recount of the messages does", async () => {
    await db()
      .collection(COLLECTIONS.gallery)
      .doc("alpine")
      .set(itemDoc({ title: "Alpine", published: true }));
    await db()
      .collection(COLLECTIONS.gallery)
      .doc("sketch")
      .set(itemDoc({ title: "Sketch", published: false }));
    const visitorId = "visitor_DDDDDDDDDDDD";
    const about = (itemId: string | null, minute: number, extra: Record<string, unknown> = {}) =>
      inquiry({
        itemId,
        itemTitle: itemId,
        createdAt: Timestamp.fromMillis(SENT.toMillis() + minute * 60_000),
        ...extra,
      });
    const writes: [string, Record<string, unknown>][] = [
      // One visitor past the daily budget: the last is flagged and counts nowhere.
      ...Array.from(
        { length: MESSAGE_BUDGETS.perVisitorPerDay + 1 },
        (_, index): [string, Record<string, unknown>] => [
          COLLECTIONS.inquiries,
          about("alpine", index, { visitorId }),
        ],
      ),
      // A draft, a work that does not exist, and no work: the day counts them, no work does.
      [COLLECTIONS.inquiries, about("sketch", 30)],
      [COLLECTIONS.inquiries, about("ghost-work", 31)],
      [COLLECTIONS.inquiries, about(null, 32)],
      // A booking that names a work (written by the Admin SDK: the form names none).
      [
        COLLECTIONS.bookings,
        booking({ itemId: "alpine", createdAt: Timestamp.fromMillis(SENT.toMillis() + 33 * 60_000) }),
      ],
    ];
    for (const [collection, data] of writes) await db().collection(collection).add(data);
    await screened(writes.length);

    // The recount: accepted messages, per day, per published work.
    const all = (
      await Promise.all(
        [COLLECTIONS.inquiries, COLLECTIONS.bookings].map((name) => db().collection(name).get()),
      )
    ).flatMap((snapshot) => snapshot.docs);
    const accepted = all.filter((doc) => doc.get("likelySpam") === false);
    expect(accepted).toHaveLength(writes.length - 1);
    const day = parseMessageCounts(
      "2030-01-02",
      (await db().collection(MESSAGE_COUNTS_COLLECTION).doc("2030-01-02").get()).data(),
    );
    expect(day.inquiries).toBe(accepted.filter((doc) => doc.ref.parent.id === COLLECTIONS.inquiries).length);
    expect(day.bookings).toBe(1);
    expect(day.items).toEqual({ alpine: { inquiries: MESSAGE_BUDGETS.perVisitorPerDay, bookings: 1 } });

    // Delivered again: nothing changes.
    for (const doc of all)
      expect(await screenMessage(db(), doc.ref.path, new Date())).toBe("already-screened");
    const again = parseMessageCounts(
      "2030-01-02",
      (await db().collection(MESSAGE_COUNTS_COLLECTION).doc("2030-01-02").get()).data(),
    );
    expect(again).toEqual(day);
  });
});
