// The spike alert through its real trigger: a message published to the schedule's topic on the
// Pub/Sub emulator (scripts/lib/schedule-bridge.ts), read back from the local SMTP server.
import {
  addDays,
  COLLECTIONS,
  dayStatsFields,
  emptyDayStats,
  REPORT_SETTINGS_PATH,
  utcDateKey,
  type DayStats,
} from "@folio/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { liveOwnerMailConfig } from "../../../functions/src/mail/owner-mail";
import { checkSpike } from "../../../functions/src/reports/spike-alert";
import { REPORT_RUNS_COLLECTION } from "../../../functions/src/reports/weekly-report";
import { siteOrigin } from "../../../functions/src/ssr/config";
import { SCHEDULE_TOPIC_PREFIX } from "../../../scripts/lib/schedule-bridge";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";
import { bridgeSchedules, publishSchedule } from "../../support/schedule";
import { clearEmails, emailsWithMessageId } from "../../support/maildev";
import { itemDoc } from "../content/support/fixtures";

const db = () => testAdmin().firestore;
const DEADLINE = { timeoutMs: 150_000, intervalMs: 300 };
const today = () => utcDateKey(new Date());
const marker = () => db().collection(REPORT_RUNS_COLLECTION).doc(`spike-${today()}`);
const alerts = () => emailsWithMessageId(`<spike-${today()}@${new URL(siteOrigin()).hostname}>`);

/** A day's figures: a rollup for a closed day, the live counter for today. */
function dayFigures(date: string, figures: Partial<DayStats>) {
  const stats = { ...emptyDayStats(date), ...figures };
  const fields = dayStatsFields(stats);
  return date === today()
    ? db()
        .collection(COLLECTIONS.analyticsCounters)
        .doc(date)
        .set({ date, ...fields })
    : db().collection("analytics_metrics").doc(date).set({ date, stats: fields });
}

const views = (count: number) => ({ views: count, likes: 0, downloads: 0, shares: 0 });

/** The same weekday of the last four weeks brought 10, 12, 8 and 10 visitors: 30 sets it off. */
async function usualWeeks() {
  for (const [week, visitors] of [10, 12, 8, 10].entries())
    await dayFigures(addDays(today(), -7 * (week + 1)), { uniqueVisitors: visitors });
}

/** Publishes the schedule and waits until a check has read the day (the marker holds the usual figures). */
async function check() {
  await publishSchedule("reportsSpikeAlert");
  await eventually(
    async () => expect((await marker().get()).get("usual")).toEqual([10, 12, 8, 10]),
    DEADLINE,
  );
}

beforeAll(async () => {
  const topics = await bridgeSchedules();
  expect(topics).toContain(`${SCHEDULE_TOPIC_PREFIX}reportsSpikeAlert`);
});

beforeEach(async () => {
  await clearFirestore();
  await clearEmails();
});

afterAll(closeTestAdmin);

describe("the spike alert", () => {
  // First in the file: the next test's Pub/Sub runs may still arrive after it ends.
  it("follows the owner's threshold, and sends nothing when turned off", async () => {
    await usualWeeks();
    await dayFigures(today(), { uniqueVisitors: 12, sources: { "instagram.com": 9 } });
    const settings = db().collection(REPORT_SETTINGS_PATH.collection).doc(REPORT_SETTINGS_PATH.id);
    const run = () => checkSpike(db(), new Date(), liveOwnerMailConfig());

    // Turned off: the check stops at the settings, and reads and writes nothing more.
    await settings.set({ weeklyEmail: true, spikeAlert: false, spikeVisitors: 12 });
    expect(await run()).toEqual({ outcome: "disabled" });
    expect((await marker().get()).exists).toBe(false);

    await settings.set({ weeklyEmail: true, spikeAlert: true, spikeVisitors: 13 });
    expect(await run()).toEqual({ outcome: "below", visitors: 12, threshold: 13 });
    await settings.set({ weeklyEmail: true, spikeAlert: true, spikeVisitors: 12 });
    expect(await run()).toMatchObject({ outcome: "sent" });
    const [email] = await eventually(async () => {
      const emails = await alerts();
      expect(emails).toHaveLength(1);
      return emails;
    }, DEADLINE);
    expect(email!.subject).toBe("Folio: visitors are up today (from instagram.com)");
    expect(email!.text).toContain("the alert is set at 12");
  });

  it("fired through Pub/Sub past three times the usual: one email naming the work and the source, however often it fires", async () => {
    await db()
      .collection(COLLECTIONS.gallery)
      .doc("alpine-dawn")
      .set(itemDoc({ title: "Alpine Dawn" }));
    await usualWeeks();
    await dayFigures(today(), {
      uniqueVisitors: 29,
      items: { "alpine-dawn": views(50), other: views(3) },
      sources: { "reddit.com": 20, Direct: 5 },
    });

    // 29 visitors: below the threshold of 30. Nothing is sent.
    await check();
    expect(await alerts()).toHaveLength(0);

    await dayFigures(today(), {
      uniqueVisitors: 31,
      items: { "alpine-dawn": views(60), other: views(3) },
      sources: { "reddit.com": 22, Direct: 5 },
    });
    await publishSchedule("reportsSpikeAlert");
    const [email] = await eventually(async () => {
      const emails = await alerts();
      expect(emails).toHaveLength(1);
      return emails;
    }, DEADLINE);
    expect(email!.subject).toBe("Folio: visitors are up today (Alpine Dawn, from reddit.com)");
    expect(email!.to.map((to) => to.address)).toEqual([process.env.OWNER_EMAIL ?? "owner@folio.test"]);
    expect(email!.text).toContain(`31 visitors so far today (${today()}, UTC): the alert is set at 30`);
    expect(email!.text).toContain("this weekday usually brings 10");
    expect(email!.text).toContain("Most viewed today: Alpine Dawn (60 views)");
    expect(email!.text).toContain("/studio?period=today");
    // The mail server takes the email before the send is recorded on the marker.
    await eventually(
      async () =>
        expect((await marker().get()).get("notification")).toMatchObject({ state: "sent", attempts: 1 }),
      DEADLINE,
    );

    // Later checks the same day (and a retry of this one) send nothing more.
    await publishSchedule("reportsSpikeAlert");
    await publishSchedule("reportsSpikeAlert");
    expect(await checkSpike(db(), new Date(), liveOwnerMailConfig())).toEqual({ outcome: "already-sent" });
    expect(await alerts()).toHaveLength(1);
  });
});
