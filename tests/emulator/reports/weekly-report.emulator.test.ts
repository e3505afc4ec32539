// The weekly report through its real trigger: a message published to the schedule's topic on
// the Pub/Sub emulator (scripts/lib/schedule-bridge.ts), read back from the local SMTP server.
import {
  addDays,
  COLLECTIONS,
  dayStatsFields,
  emptyDayStats,
  MESSAGE_COUNTS_COLLECTION,
  REPORT_SETTINGS_PATH,
  type DayStats,
  encodeSourceKey,
} from "@folio/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REPORT_RUNS_COLLECTION } from "../../../functions/src/reports/weekly-report";
import { reportWeeks, weeklyRunId } from "../../../functions/src/reports/week";
import { siteOrigin } from "../../../functions/src/ssr/config";
import { SCHEDULE_TOPIC_PREFIX } from "../../../scripts/lib/schedule-bridge";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";
import { bridgeSchedules, publishSchedule } from "../../support/schedule";
import { clearEmails, emailsWithMessageId } from "../../support/maildev";
import { itemDoc } from "../content/support/fixtures";

const db = () => testAdmin().firestore;
const DEADLINE = { timeoutMs: 150_000, intervalMs: 300 };

/** A rolled-up day, as the nightly job writes it. */
function day(
  date: string,
  figures: Partial<DayStats> & { pageViews?: number; inquiries?: number; bookings?: number },
) {
  const stats = emptyDayStats(date);
  stats.counters.pageViews = figures.pageViews ?? 0;
  stats.counters.inquiries = figures.inquiries ?? 0;
  stats.counters.bookings = figures.bookings ?? 0;
  Object.assign(stats, {
    uniqueVisitors: figures.uniqueVisitors ?? 0,
    sessions: figures.sessions ?? 0,
    durationSum: figures.durationSum ?? 0,
    items: figures.items ?? {},
    sources: figures.sources ?? {},
  });
  return db()
    .collection("analytics_metrics")
    .doc(date)
    .set({ date, stats: dayStatsFields(stats) });
}

/** A day's accepted messages, as the screening transaction counts them. */
function messages(
  date: string,
  items: Record<string, { inquiries?: number; bookings?: number }>,
  sources: Record<string, { inquiries?: number; bookings?: number }> = {},
) {
  const total = (field: "inquiries" | "bookings") =>
    Object.values(items).reduce((sum, work) => sum + (work[field] ?? 0), 0);
  return db()
    .collection(MESSAGE_COUNTS_COLLECTION)
    .doc(date)
    .set({
      date,
      inquiries: total("inquiries"),
      bookings: total("bookings"),
      items,
      sources: Object.fromEntries(
        Object.entries(sources).map(([label, counts]) => [encodeSourceKey(label), counts]),
      ),
    });
}

const views = (count: number) => ({ views: count, likes: 0, downloads: 0, shares: 0 });
const weeks = () => reportWeeks(new Date());
const run = () => db().collection(REPORT_RUNS_COLLECTION).doc(weeklyRunId(weeks()));
const reportEmails = () =>
  emailsWithMessageId(`<weekly-${weeks().current.from}@${new URL(siteOrigin()).hostname}>`);

beforeAll(async () => {
  const topics = await bridgeSchedules();
  expect(topics).toContain(`${SCHEDULE_TOPIC_PREFIX}reportsWeekly`);
});

beforeEach(async () => {
  await clearFirestore();
  await clearEmails();
});

afterAll(closeTestAdmin);

describe("the weekly report", () => {
  it("fired through Pub/Sub: last week beside the week before, from the rollups, sent once however often it fires", async () => {
    const { current, previous } = weeks();
    await db()
      .collection(COLLECTIONS.gallery)
      .doc("alpine-dawn")
      .set(itemDoc({ title: "Alpine dawn" }));
    await db()
      .collection(COLLECTIONS.gallery)
      .doc("harbour")
      .set(itemDoc({ title: "Harbour at dusk" }));
    await day(current.from, {
      pageViews: 90,
      uniqueVisitors: 20,
      sessions: 20,
      durationSum: 20 * 65,
      inquiries: 2,
      items: { "alpine-dawn": views(40), harbour: views(10) },
      sources: { Direct: 12, "instagram.com": 8 },
    });
    await day(addDays(current.from, 6), {
      pageViews: 10,
      uniqueVisitors: 10,
      sessions: 10,
      durationSum: 10 * 65,
      bookings: 1,
    });
    await day(previous.from, {
      pageViews: 50,
      uniqueVisitors: 24,
      sessions: 24,
      durationSum: 24 * 50,
      inquiries: 1,
      items: { "alpine-dawn": views(5) },
      sources: { Direct: 24 },
    });

    await messages(current.from, { harbour: { inquiries: 2 } }, { "instagram.com": { inquiries: 2 } });
    await messages(
      addDays(current.from, 6),
      { harbour: { bookings: 1 }, "alpine-dawn": { inquiries: 1 } },
      { Direct: { inquiries: 1 } },
    );
    // The days either side of the week are not in it; the day before is the week before's last.
    await messages(previous.to, { "alpine-dawn": { inquiries: 5 } });
    await messages(addDays(current.to, 1), { "alpine-dawn": { bookings: 4 } });

    await publishSchedule("reportsWeekly");

    const [email] = await eventually(async () => {
      const emails = await reportEmails();
      expect(emails).toHaveLength(1);
      return emails;
    }, DEADLINE);
    expect(email!.subject).toBe(`Folio weekly report: ${current.from} to ${current.to}`);
    expect(email!.to.map((to) => to.address)).toEqual([process.env.OWNER_EMAIL ?? "owner@folio.test"]);
    const text = email!.text;
    expect(text).toMatch(/Visitors\s+30\s+\(week before 24, \+25%\)/);
    expect(text).toMatch(/Views\s+100\s+\(week before 50, \+100%\)/);
    expect(text).toMatch(/Average visit\s+1m 05s\s+\(week before 0m 50s, \+30%\)/);
    // The summary reads the accepted messages (message_counts) of each week, per visit...
    expect(text).toMatch(/Inquiries received\s+3\s+\(week before 5, −40%\)/);
    expect(text).toMatch(/Booking requests\s+1\s+\(week before 0, new\)/);
    expect(text).toMatch(/Conversion rate\s+13\.3%\s+\(week before 20\.8%, −36%\)/);
    // ...and the spec's counters (2 inquiry and 1 booking events) apart, as what browsers reported.
    expect(text).toContain("Browsers also reported 2 inquiry events and 1 booking event");
    expect(text).toContain("1. Alpine dawn: 40 views (week before 5)");
    expect(text).toContain("2. Harbour at dusk: 10 views (week before 0)");
    expect(text).toContain(
      [
        "Works that brought messages",
        "1. Harbour at dusk: 2 inquiries, 1 booking from 10 views (30.0% conversion)",
        "2. Alpine dawn: 1 inquiry, 0 bookings from 40 views (2.5% conversion)",
        "",
      ].join("\n"),
    );
    expect(text).toContain(
      [
        "Sources that brought messages",
        "1. instagram.com: 2 inquiries, 0 bookings from 8 visits (25.0% conversion)",
        "2. Direct: 1 inquiry, 0 bookings from 12 visits (8.3% conversion)",
        "",
      ].join("\n"),
    );
    expect(text).toContain("1. Direct: 12 visits (week before 24)");
    expect(text).toContain("2. instagram.com: 8 visits (week before 0)");
    expect(text).toContain(`/studio?from=${current.from}&to=${current.to}`);
    // The mail server takes the email before the send is recorded on the marker.
    await eventually(
      async () =>
        expect((await run().get()).get("notification")).toMatchObject({ state: "sent", attempts: 1 }),
      DEADLINE,
    );

    // The schedule fires again (a retry, a duplicate delivery): counted, not sent.
    await publishSchedule("reportsWeekly");
    await eventually(async () => expect((await run().get()).get("firings")).toBe(2), DEADLINE);
    expect(await reportEmails()).toHaveLength(1);
  });

  it("is not sent when the owner turned it off", async () => {
    await db()
      .collection(REPORT_SETTINGS_PATH.collection)
      .doc(REPORT_SETTINGS_PATH.id)
      .set({ weeklyEmail: false });

    await publishSchedule("reportsWeekly");

    await eventually(async () => {
      const marker = await run().get();
      expect(marker.get("lastOutcome")).toBe("disabled");
      expect(marker.get("firings")).toBe(1);
    }, DEADLINE);
    expect(await reportEmails()).toHaveLength(0);
    expect((await run().get()).get("notification")).toBeUndefined();
  });
});
