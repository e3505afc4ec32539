// The headline (inquiries received, booking requests, conversion per visit) through the real
// triggers: visitors write through the rules, the server counts and screens, and the figures are
// read back as the dashboard, its live strip and the weekly report read them.
import {
  addDays,
  COLLECTIONS,
  headlineFigures,
  MESSAGE_BUDGETS,
  MESSAGE_BUDGETS_COLLECTION,
  MESSAGE_COUNTS_COLLECTION,
  parseDayStats,
  parseMessageCounts,
  sumMessageCounts,
  utcDateKey,
  type HeadlineFigures,
} from "@folio/domain";
import { Timestamp } from "firebase-admin/firestore";
import { addDoc, collection, serverTimestamp, type Firestore as WebFirestore } from "firebase/firestore/lite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { screenMessage } from "../../../functions/src/messages/screen-message";
import { gatherWeeks } from "../../../functions/src/reports/weekly-report";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { clearOfUtcMidnight } from "../../support/clear-of-midnight";
import { eventually } from "../../support/eventually";
import { webClients } from "../analytics/clients";

const db = () => testAdmin().firestore;
const DEADLINE = { timeoutMs: 120_000, intervalMs: 300 };
const VISITOR = "visitor_HEADLINE_01";
const SESSION = "session_HEADLINE_01";
const NONE: HeadlineFigures = { inquiriesReceived: 0, bookingRequests: 0, visits: 1, conversionRate: 0 };

let visitor: WebFirestore;
let closeClients: () => Promise<void>;

/** An `inquiry` or `booking` event as any browser (or script) may write it: the rules accept it. */
const event = (type: "inquiry" | "booking") =>
  addDoc(collection(visitor, COLLECTIONS.analyticsEvents), {
    type,
    contentId: null,
    contentTitle: null,
    contentType: null,
    category: null,
    timestamp: serverTimestamp(),
    userId: VISITOR,
    sessionId: SESSION,
    path: "/contact",
  });

/** A message as the contact or booking form stores it, from `visitorId`. */
function message(kind: "inquiry" | "booking", visitorId = VISITOR) {
  const common = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    visitorId,
    sessionId: SESSION,
    createdAt: serverTimestamp(),
    handled: false,
  };
  return kind === "inquiry"
    ? addDoc(collection(visitor, COLLECTIONS.inquiries), {
        ...common,
        message: "Is the harbour print available in A2?",
        itemId: null,
        itemTitle: null,
      })
    : addDoc(collection(visitor, COLLECTIONS.bookings), {
        ...common,
        phone: "",
        date: addDays(utcDateKey(Date.now()), 60),
        shootKind: "portrait",
        message: "A portrait session in the spring.",
      });
}

/** Today's spec counter fields as the server counted them. */
async function counter() {
  const snapshot = await db().collection(COLLECTIONS.analyticsCounters).doc(utcDateKey(Date.now())).get();
  return { inquiries: snapshot.get("inquiries") as number, bookings: snapshot.get("bookings") as number };
}

/**
 * Today's headline as each surface reads it: the dashboard's key figures and CSV (today's
 * `message_counts` beside the day's sessions, summed as `useKeyFigures` sums a range), the live
 * strip (today's `message_counts` document alone) and the weekly report (`gatherWeeks` over today).
 */
async function headlines() {
  const today = utcDateKey(Date.now());
  const [counts, day] = await db().getAll(
    db().collection(MESSAGE_COUNTS_COLLECTION).doc(today),
    db().collection(COLLECTIONS.analyticsCounters).doc(today),
  );
  const messages = parseMessageCounts(today, counts!.data());
  const [report] = await gatherWeeks(db(), {
    current: { from: today, to: today },
    previous: { from: addDays(today, -1), to: addDays(today, -1) },
  });
  return {
    dashboard: headlineFigures(sumMessageCounts([messages]), parseDayStats(today, day!.data()).sessions),
    report: report.headline,
    liveStrip: { inquiries: messages.inquiries, bookings: messages.bookings },
  };
}

/** Every surface reads `expected`. */
async function expectHeadline(expected: HeadlineFigures) {
  expect(await headlines()).toEqual({
    dashboard: expected,
    report: expected,
    liveStrip: { inquiries: expected.inquiriesReceived, bookings: expected.bookingRequests },
  });
}

/** Waits until `count` messages are screened; returns them. */
function screened(count: number) {
  return eventually(async () => {
    const all = (
      await Promise.all(
        [COLLECTIONS.inquiries, COLLECTIONS.bookings].map((name) => db().collection(name).get()),
      )
    ).flatMap((snapshot) => snapshot.docs);
    expect(all).toHaveLength(count);
    for (const doc of all) expect(doc.get("screenedAt")).toBeInstanceOf(Timestamp);
    return all;
  }, DEADLINE);
}

beforeAll(() => {
  const web = webClients(1, "headline");
  visitor = web.clients[0]!;
  closeClients = web.close;
});

// Each test starts from one visit today, counted by the server: the conversion's denominator.
beforeEach(async () => {
  await clearOfUtcMidnight();
  await clearFirestore();
  const now = Timestamp.now();
  await db()
    .collection(COLLECTIONS.userSessions)
    .doc(SESSION)
    .set({
      userId: VISITOR,
      sessionId: SESSION,
      startTime: Timestamp.fromMillis(now.toMillis() - 120_000),
      endTime: Timestamp.fromMillis(now.toMillis() - 90_000),
      duration: 30,
      bounced: false,
      referrer: "",
      device: "mobile",
    });
  await eventually(async () => expect((await headlines()).dashboard.visits).toBe(1), DEADLINE);
});

afterAll(async () => {
  await closeClients();
  await closeTestAdmin();
});

describe("the headline figures", () => {
  it("do not move for forged inquiry and booking events, which the spec's counters still count", async () => {
    for (const type of ["inquiry", "inquiry", "inquiry", "booking", "booking"] as const) await event(type);
    await eventually(async () => expect(await counter()).toEqual({ inquiries: 3, bookings: 2 }), DEADLINE);
    await expectHeadline(NONE);
  });

  it("move once for a real inquiry and once for a real booking request, however often screened", async () => {
    // As the forms do: the message, then its event.
    await message("inquiry");
    await event("inquiry");
    await message("booking");
    await event("booking");
    const messages = await screened(2);
    await eventually(async () => expect(await counter()).toEqual({ inquiries: 1, bookings: 1 }), DEADLINE);
    const once: HeadlineFigures = {
      inquiriesReceived: 1,
      bookingRequests: 1,
      visits: 1,
      conversionRate: 200,
    };
    await expectHeadline(once);
    // A redelivered event screens nothing twice.
    for (const doc of messages)
      expect(await screenMessage(db(), doc.ref.path, new Date())).toBe("already-screened");
    await expectHeadline(once);
  });

  it("do not move for a message flagged as likely spam", async () => {
    // The visitor has used up their day's budget (MESSAGE_BUDGETS): their next message is flagged.
    const spammer = "visitor_SPAMMER_001";
    await db()
      .collection(MESSAGE_BUDGETS_COLLECTION)
      .doc(`visitor-${spammer}-${utcDateKey(Date.now())}`)
      .set({
        count: MESSAGE_BUDGETS.perVisitorPerDay,
        expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
      });
    await message("inquiry", spammer);
    await message("booking", spammer);
    const flagged = await screened(2);
    expect(flagged.map((doc) => doc.get("likelySpam"))).toEqual([true, true]);
    await expectHeadline(NONE);
  });
});
