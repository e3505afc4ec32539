// The dashboard's headline counts what reached the owner's inbox: a real inquiry from the site,
// beside booking events a script wrote, and messages over weeks read back from every surface
// that shows them (the key figures, the works and sources tables, the CSV, the weekly report).
import { readFileSync } from "node:fs";
import { addDays, COLLECTIONS, utcDateKey } from "@folio/domain";
import { Timestamp } from "firebase-admin/firestore";
import { addDoc, collection, serverTimestamp } from "firebase/firestore/lite";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportWeeks } from "../../functions/src/reports/week";
import { siteOrigin } from "../../functions/src/ssr/config";
import { DEMO_OWNER } from "../../scripts/seed/demo-owner";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser, screenshot, webUrl } from "../support/browser";
import { clearOfUtcMidnight } from "../support/clear-of-midnight";
import { eventually } from "../support/eventually";
import { clearEmails, emailsWithMessageId } from "../support/maildev";
import { bridgeSchedules, publishSchedule } from "../support/schedule";
import { webClients } from "../emulator/analytics/clients";
import { writeStudioFixture, type StudioFixtureItem } from "./support/studio-fixture";
import { newStudioPage, signInToStudio } from "./support/studio-session";

const db = () => testAdmin().firestore;
const DEADLINE = { timeoutMs: 150_000, intervalMs: 1000 };
const POLL = { timeout: 30_000 };
const DAY_MS = 86_400_000;

let browser: Browser;
let items: StudioFixtureItem[];

beforeAll(async () => {
  await clearOfUtcMidnight(10 * 60 * 1000);
  await clearFirestore();
  items = await writeStudioFixture(db(), testAdmin().auth);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await closeTestAdmin();
});

/** Received inquiries and bookings, as one surface shows them. */
interface Received {
  inquiries: number;
  bookings: number;
}

const number = (text: string) => Number(text.replace(/[^\d]/g, ""));

async function kpi(page: Page, label: string): Promise<string> {
  return page.getByRole("region", { name: label }).getByTestId("kpi-value").innerText();
}

/** The key figures' inquiries received and booking requests. */
async function cards(page: Page): Promise<Received> {
  return {
    inquiries: number(await kpi(page, "Inquiries received")),
    bookings: number(await kpi(page, "Booking requests")),
  };
}

/** The works table's last row: every message received (its cells: 4 empty, inquiries, bookings, rate). */
async function worksTotal(page: Page): Promise<Received> {
  const row = page
    .getByRole("table", { name: "Works that bring inquiries" })
    .getByRole("row", { name: /^All messages received/ });
  return {
    inquiries: number(await row.getByRole("cell").nth(1).innerText()),
    bookings: number(await row.getByRole("cell").nth(2).innerText()),
  };
}

/** The sources table's last row: visits, inquiries, bookings, conversion. */
async function sourcesTotal(page: Page): Promise<Received> {
  const row = page
    .getByRole("table", { name: "Sources and campaigns that bring inquiries: by source" })
    .getByRole("row", { name: /^All messages received/ });
  return {
    inquiries: number(await row.getByRole("cell").nth(1).innerText()),
    bookings: number(await row.getByRole("cell").nth(2).innerText()),
  };
}

/** The exported CSV's columns summed over its days: the headline's and the accepted ones. */
async function csvTotals(page: Page): Promise<{ headline: Received; accepted: Received; days: number }> {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  // The fixture's sessions carry no visitor-written labels: no cell is quoted.
  const [header, ...rows] = readFileSync((await download.path())!, "utf8")
    .trim()
    .split("\n");
  const columns = header!.split(",");
  const sum = (column: string) =>
    rows.reduce((total, row) => total + Number(row.split(",")[columns.indexOf(column)]), 0);
  return {
    headline: { inquiries: sum("inquiriesReceived"), bookings: sum("bookingRequests") },
    accepted: { inquiries: sum("acceptedInquiries"), bookings: sum("acceptedBookings") },
    days: rows.length,
  };
}

/** The truth: messages in the inbox sent from `from` to `to` (UTC days) and not held as likely spam. */
async function inboxBetween(from: string, to: string): Promise<Received> {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`) + DAY_MS;
  const count = async (name: string) =>
    (await db().collection(name).get()).docs.filter((doc) => {
      const at = (doc.get("createdAt") as Timestamp).toMillis();
      return doc.get("likelySpam") === false && at >= start && at < end;
    }).length;
  return { inquiries: await count(COLLECTIONS.inquiries), bookings: await count(COLLECTIONS.bookings) };
}

/** Every surface of the dashboard open on `page` reads `expected`, the CSV included. */
async function expectDashboardReads(page: Page, expected: Received, days: number) {
  await expect.poll(() => cards(page), POLL).toEqual(expected);
  await expect.poll(() => worksTotal(page), POLL).toEqual(expected);
  await expect.poll(() => sourcesTotal(page), POLL).toEqual(expected);
  expect(await csvTotals(page)).toEqual({ headline: expected, accepted: expected, days });
}

describe("the dashboard's headline", () => {
  it("reads 1 inquiry received and 0 booking requests after one real inquiry and five forged booking events", async () => {
    const today = utcDateKey(Date.now());
    // A visitor sends an inquiry from the site's contact page.
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const site = await visitor.newPage();
    await site.goto(webUrl("/contact"));
    const form = site.getByRole("form", { name: "Inquiry" });
    await form.getByRole("textbox", { name: "Name" }).fill("Camille Martin");
    await form.getByRole("textbox", { name: "Email" }).fill("camille@example.com");
    await form.getByRole("textbox", { name: "Message" }).fill("Do you shoot weddings in Lyon next autumn?");
    await form.getByRole("button", { name: "Send message" }).click();
    await site.getByRole("heading", { name: "Thank you, your message is on its way" }).waitFor();
    await visitor.close();

    // A script writes five booking events through the rules, as any browser may, and sends nothing.
    const script = webClients(1, "forger");
    for (let index = 0; index < 5; index += 1)
      await addDoc(collection(script.clients[0]!, COLLECTIONS.analyticsEvents), {
        type: "booking",
        contentId: null,
        contentTitle: null,
        contentType: null,
        category: null,
        timestamp: serverTimestamp(),
        userId: "forger-0000000001",
        sessionId: "forger-session-0001",
        path: "/booking",
      });
    await script.close();
    // The spec's counters count every event as the contract says; the inquiry is screened.
    await eventually(async () => {
      const counter = await db().collection(COLLECTIONS.analyticsCounters).doc(today).get();
      expect({ inquiries: counter.get("inquiries"), bookings: counter.get("bookings") }).toEqual({
        inquiries: 1,
        bookings: 5,
      });
      const inquiries = await db().collection(COLLECTIONS.inquiries).get();
      expect(inquiries.docs.map((doc) => doc.get("likelySpam"))).toContain(false);
    }, DEADLINE);

    const owner = await newStudioPage(browser, { width: 1280, height: 900 });
    await signInToStudio(owner, DEMO_OWNER, "/studio?period=today");
    await owner.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await expect.poll(() => cards(owner), POLL).toEqual({ inquiries: 1, bookings: 0 });
    const live = owner.getByRole("region", { name: "Today, live" });
    await live.getByRole("group", { name: "Today inquiries received: 1" }).waitFor();
    await live.getByRole("group", { name: "Today booking requests: 0" }).waitFor();
    // What browsers reported stays in view, named for what it is.
    const reported = owner.getByRole("group", { name: "Reported by browsers" });
    await reported.getByRole("group", { name: "Inquiry events: 1" }).waitFor();
    await reported.getByRole("group", { name: "Booking events: 5" }).waitFor();
    await screenshot(owner, "dashboard-headline-forged");
    await owner.context().close();
  });

  it("agrees on inquiries and bookings in the cards, both tables, the CSV and the weekly report", async () => {
    const weeks = reportWeeks(new Date());
    const today = utcDateKey(Date.now());
    const at = (day: string, minute: number) =>
      Timestamp.fromMillis(Date.parse(`${day}T09:00:00Z`) + minute * 60_000);
    // Visits on the days the messages come from: the conversion's visits, and the sources' sessions.
    const days = [
      ...new Set([
        weeks.previous.to,
        weeks.current.from,
        addDays(weeks.current.from, 3),
        weeks.current.to,
        addDays(today, -1),
        addDays(today, -25),
        addDays(today, -45),
      ]),
    ].filter((day) => day < today);
    const sessions = db().batch();
    days.forEach((day, index) =>
      sessions.set(db().collection(COLLECTIONS.userSessions).doc(`agree-session-${index}`), {
        userId: `agree-visitor-${index}`,
        sessionId: `agree-session-${index}`,
        startTime: at(day, 0),
        endTime: at(day, 2),
        duration: 120,
        bounced: false,
        referrer: index % 2 === 0 ? "instagram.com" : "",
        device: "mobile",
      }),
    );
    await sessions.commit();
    // Messages over those days: about a work or not, from a tracked visit or not, and a flood
    // from one visitor whose messages past the day's budget are held as likely spam.
    const writes: [string, Record<string, unknown>][] = [];
    days.forEach((day, index) => {
      const from = { visitorId: `agree-visitor-${index}`, sessionId: `agree-session-${index}` };
      const base = { name: "Ada Lovelace", email: "ada@example.com", handled: false };
      writes.push([
        COLLECTIONS.inquiries,
        {
          ...base,
          ...from,
          message: "Is this print available?",
          itemId: items[index % items.length]!.id,
          itemTitle: items[index % items.length]!.title,
          createdAt: at(day, 5),
        },
      ]);
      if (index % 2 === 0)
        writes.push([
          COLLECTIONS.inquiries,
          { ...base, message: "Do you travel?", itemId: null, itemTitle: null, createdAt: at(day, 7) },
        ]);
      if (index % 3 === 0)
        writes.push([
          COLLECTIONS.bookings,
          {
            ...base,
            ...from,
            phone: "",
            date: addDays(today, 90),
            shootKind: "portrait",
            message: "A family session.",
            createdAt: at(day, 9),
          },
        ]);
    });
    for (let index = 0; index < 7; index += 1)
      writes.push([
        COLLECTIONS.inquiries,
        {
          name: "Flood",
          email: "flood@example.com",
          handled: false,
          message: "Buy now",
          itemId: null,
          itemTitle: null,
          visitorId: "agree-flooder-0001",
          createdAt: at(weeks.current.to, 20 + index),
        },
      ]);
    for (const [name, data] of writes) await db().collection(name).add(data);
    await eventually(async () => {
      const all = (
        await Promise.all(
          [COLLECTIONS.inquiries, COLLECTIONS.bookings].map((name) => db().collection(name).get()),
        )
      ).flatMap((snapshot) => snapshot.docs);
      expect(all.filter((doc) => doc.get("screenedAt") === undefined)).toEqual([]);
      expect(all.filter((doc) => doc.get("likelySpam") === true)).toHaveLength(2);
      for (const day of days) {
        const counter = await db().collection(COLLECTIONS.analyticsCounters).doc(day).get();
        expect(counter.get("sessions"), day).toBe(1);
      }
    }, DEADLINE);

    // The weekly report, through its real trigger, read from the local mail server.
    await clearEmails();
    await bridgeSchedules();
    await publishSchedule("reportsWeekly");
    const report = await eventually(async () => {
      const [weekly] = await emailsWithMessageId(
        `<weekly-${weeks.current.from}@${new URL(siteOrigin()).hostname}>`,
      );
      expect(weekly).toBeDefined();
      return weekly!.text;
    }, DEADLINE);
    const reported = {
      inquiries: Number(/^Inquiries received\s+(\d+)/m.exec(report)?.[1]),
      bookings: Number(/^Booking requests\s+(\d+)/m.exec(report)?.[1]),
    };
    const week = await inboxBetween(weeks.current.from, weeks.current.to);
    expect(week.inquiries + week.bookings).toBeGreaterThan(0);
    expect(reported).toEqual(week);

    // The dashboard for the report's week (the report's own link), then for its first view, 30 days.
    const link = /^Dashboard for the week: (\S+)$/m.exec(report)![1]!;
    const owner = await newStudioPage(browser, { width: 1280, height: 900 });
    await signInToStudio(owner, DEMO_OWNER, new URL(link).pathname + new URL(link).search);
    await owner.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await expectDashboardReads(owner, week, 7);
    await owner.goto(webUrl("/studio"));
    await owner.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    const month = await inboxBetween(addDays(today, -29), today);
    expect(month.inquiries).toBeGreaterThan(week.inquiries);
    await expectDashboardReads(owner, month, 30);
    await screenshot(owner, "dashboard-headline-agree");
    await owner.context().close();
  });
});
