import {
  ATTRIBUTION_LABELS_PER_DAY,
  COLLECTIONS,
  MESSAGE_BUDGETS,
  MESSAGE_COUNTS_COLLECTION,
  OTHER_SOURCE,
  parseMessageCounts,
} from "@folio/domain";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { screenMessage } from "../../../functions/src/messages/screen-message";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";

const db = () => testAdmin().firestore;
const DAY = "2030-01-02";
const SENT = Timestamp.fromDate(new Date(`${DAY}T10:07:15Z`));
/** Messages spread over minutes, so no site budget flags them. */
const at = (minute: number) => Timestamp.fromMillis(SENT.toMillis() + minute * 60_000);

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

/** A tracker session as the engine stores it. */
async function seedSession(sessionId: string, userId: string, extra: Record<string, unknown> = {}) {
  await db()
    .collection(COLLECTIONS.userSessions)
    .doc(sessionId)
    .set({
      userId,
      sessionId,
      startTime: SENT,
      endTime: SENT,
      duration: 30,
      bounced: false,
      referrer: "newsletter",
      device: "mobile",
      ...extra,
    });
}

/** Waits until `expected` messages are screened; returns them. */
async function screened(expected: number) {
  return eventually(async () => {
    const all = (
      await Promise.all(
        [COLLECTIONS.inquiries, COLLECTIONS.bookings].map((name) => db().collection(name).get()),
      )
    ).flatMap((snapshot) => snapshot.docs);
    expect(all).toHaveLength(expected);
    for (const doc of all) expect(doc.get("screenedAt")).toBeInstanceOf(Timestamp);
    return all;
  });
}

async function day() {
  return parseMessageCounts(DAY, (await db().collection(MESSAGE_COUNTS_COLLECTION).doc(DAY).get()).data());
}

beforeEach(clearFirestore);
afterAll(closeTestAdmin);

describe("message attribution to sources and campaigns", () => {
  it("counts a message under its visitor's session's source and campaign, ignores another visitor's session, and counts once", async () => {
    await seedSession("session-ada-000001", "visitor_ADA_000001", { utm: { campaign: "spring-sale" } });
    await seedSession("session-ada-000002", "visitor_ADA_000001", { referrer: "", utm: {} });
    await seedSession("session-bob-000001", "visitor_BOB_000001", {
      referrer: "https://instagram.com/bob",
      utm: { campaign: "bobs-campaign" },
    });
    const writes: [string, Record<string, unknown>][] = [
      [COLLECTIONS.inquiries, inquiry({ visitorId: "visitor_ADA_000001", sessionId: "session-ada-000001" })],
      [
        COLLECTIONS.bookings,
        booking({ visitorId: "visitor_ADA_000001", sessionId: "session-ada-000001", createdAt: at(1) }),
      ],
      // Direct, no campaign.
      [
        COLLECTIONS.inquiries,
        inquiry({ visitorId: "visitor_ADA_000001", sessionId: "session-ada-000002", createdAt: at(2) }),
      ],
      // Someone else's session: counted for the day, under no source or campaign.
      [
        COLLECTIONS.inquiries,
        inquiry({ visitorId: "visitor_EVE_000001", sessionId: "session-bob-000001", createdAt: at(3) }),
      ],
      // A session id without a visitor id, and a session that does not exist: not attributed.
      [COLLECTIONS.inquiries, inquiry({ sessionId: "session-bob-000001", createdAt: at(4) })],
      [
        COLLECTIONS.inquiries,
        inquiry({ visitorId: "visitor_ADA_000001", sessionId: "session-gone-00001", createdAt: at(5) }),
      ],
      // A malformed session id: screened without throwing, not attributed.
      [
        COLLECTIONS.bookings,
        booking({ visitorId: "visitor_ADA_000001", sessionId: "../x", createdAt: at(6) }),
      ],
    ];
    for (const [collection, data] of writes) await db().collection(collection).add(data);
    const all = await screened(writes.length);
    expect(all.every((doc) => doc.get("likelySpam") === false)).toBe(true);

    const counted = await day();
    expect(counted.inquiries).toBe(5);
    expect(counted.bookings).toBe(2);
    expect(counted.sources).toEqual({
      newsletter: { inquiries: 1, bookings: 1 },
      Direct: { inquiries: 1, bookings: 0 },
    });
    expect(counted.campaigns).toEqual({ "spring-sale": { inquiries: 1, bookings: 1 } });

    // Delivered again: nothing changes.
    for (const doc of all)
      expect(await screenMessage(db(), doc.ref.path, new Date())).toBe("already-screened");
    expect(await day()).toEqual(counted);
  });

  it("does not attribute flagged messages", async () => {
    await seedSession("session-flood-0001", "visitor_FLOOD_0001", { utm: { campaign: "flood" } });
    const total = MESSAGE_BUDGETS.perVisitorPerDay + 2;
    for (let index = 0; index < total; index += 1)
      await db()
        .collection(COLLECTIONS.inquiries)
        .add(
          inquiry({ visitorId: "visitor_FLOOD_0001", sessionId: "session-flood-0001", createdAt: at(index) }),
        );
    const all = await screened(total);
    expect(all.filter((doc) => doc.get("likelySpam") === true)).toHaveLength(2);
    const counted = await day();
    expect(counted.inquiries).toBe(MESSAGE_BUDGETS.perVisitorPerDay);
    expect(counted.sources).toEqual({
      newsletter: { inquiries: MESSAGE_BUDGETS.perVisitorPerDay, bookings: 0 },
    });
    expect(counted.campaigns).toEqual({
      flood: { inquiries: MESSAGE_BUDGETS.perVisitorPerDay, bookings: 0 },
    });
  });

  it("keeps a day's first labels and counts the rest under Other, with exact totals", async () => {
    const campaigns = 30;
    for (let index = 0; index < campaigns; index += 1) {
      const id = String(index).padStart(6, "0");
      await seedSession(`session-${id}-abc`, `visitor_${id}_abc`, {
        referrer: `source-${id}`,
        utm: { campaign: `campaign-${id}` },
      });
      await db()
        .collection(COLLECTIONS.inquiries)
        .add(
          inquiry({ visitorId: `visitor_${id}_abc`, sessionId: `session-${id}-abc`, createdAt: at(index) }),
        );
    }
    await screened(campaigns);
    const counted = await day();
    expect(counted.inquiries).toBe(campaigns);
    for (const map of [counted.campaigns, counted.sources]) {
      const labels = Object.keys(map);
      expect(labels).toHaveLength(ATTRIBUTION_LABELS_PER_DAY + 1);
      expect(map[OTHER_SOURCE]).toEqual({ inquiries: campaigns - ATTRIBUTION_LABELS_PER_DAY, bookings: 0 });
      const sum = Object.values(map).reduce((total, counts) => total + counts.inquiries, 0);
      expect(sum).toBe(campaigns);
    }
  });
});
