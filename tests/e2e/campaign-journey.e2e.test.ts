import { COLLECTIONS, utcDateKey } from "@folio/domain";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER } from "../../scripts/seed/demo-owner";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser, screenshot, webUrl } from "../support/browser";
import { clearOfUtcMidnight } from "../support/clear-of-midnight";
import { eventually } from "../support/eventually";
import { viewer } from "./support/public-page";
import { writeStudioFixture, type StudioFixtureItem } from "./support/studio-fixture";
import { newStudioPage, signInToStudio } from "./support/studio-session";

const db = () => testAdmin().firestore;
const CAMPAIGN = "autumn-portraits";
const LANDING = `/?utm_source=newsletter&utm_medium=email&utm_campaign=${CAMPAIGN}&utm_term=wedding&utm_content=hero`;

let browser: Browser;
let items: StudioFixtureItem[];

beforeAll(async () => {
  await clearOfUtcMidnight();
  await clearFirestore();
  items = await writeStudioFixture(db(), testAdmin().auth);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await closeTestAdmin();
});

/** The visits shown for `label` in a dimension panel's table (its first cell is titled with the label's name). */
function visitsOf(page: Page, panel: string, table: string, label: string): Promise<string> {
  return page
    .getByRole("region", { name: panel })
    .getByRole("table", { name: table })
    .getByRole("row")
    .filter({ has: page.locator(`td[title="${label}"]`) })
    .getByRole("cell")
    .nth(1)
    .innerText();
}

describe("a campaign visit, from the link to the dashboard", () => {
  it("shows the visit under its campaign, country, entry page and work, and the inquiry under the work", async () => {
    const work = items[1]!;
    // A phone in Paris, arriving from the autumn newsletter.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      timezoneId: "Europe/Paris",
      locale: "fr-FR",
    });
    const page = await context.newPage();
    await page.goto(webUrl(LANDING));
    // The tracker records the visit once the page is idle; a click before the page's scripts
    // run is a full page load that carries no UTM parameters (see docs/analytics.md).
    await eventually(async () =>
      expect((await db().collection(COLLECTIONS.userSessions).get()).size).toBe(1),
    );
    await page
      .getByRole("group", { name: "Works" })
      .getByRole("link", { name: new RegExp(work.title) })
      .first()
      .click();
    await viewer(page).waitFor();
    await viewer(page).getByRole("link", { name: "Ask about this" }).click();
    const form = page.getByRole("form", { name: "Inquiry" });
    await form.getByRole("textbox", { name: "Name" }).fill("Camille Martin");
    await form.getByRole("textbox", { name: "Email" }).fill("camille@example.com");
    await form.getByRole("textbox", { name: "Message" }).fill("Do you shoot weddings in Lyon next autumn?");
    await form.getByRole("button", { name: "Send message" }).click();
    await page.getByRole("heading", { name: "Thank you, your message is on its way" }).waitFor();
    await context.close();

    // The visit's session carries what the dashboard breaks it down by.
    const session = await eventually(async () => {
      const sessions = await db().collection(COLLECTIONS.userSessions).get();
      expect(sessions.size).toBe(1);
      return sessions.docs[0]!.data();
    });
    expect(session).toMatchObject({
      referrer: "newsletter",
      utm: { source: "newsletter", medium: "email", campaign: CAMPAIGN, term: "wedding", content: "hero" },
      timeZone: "Europe/Paris",
      entryPage: "/",
    });
    const today = utcDateKey(new Date());
    await eventually(
      async () => {
        const counter = (await db().collection(COLLECTIONS.analyticsCounters).doc(today).get()).data();
        expect(counter?.campaigns).toEqual({ [`s:${CAMPAIGN}`]: 1 });
        expect(counter?.countries).toEqual({ "s:FR": 1 });
        const messages = (await db().collection("message_counts").doc(today).get()).data();
        expect(messages?.items?.[work.id]).toMatchObject({ inquiries: 1 });
      },
      { timeoutMs: 120_000, intervalMs: 1000 },
    );

    // The owner sees it all on the dashboard.
    const owner = await newStudioPage(browser);
    await signInToStudio(owner, DEMO_OWNER, "/studio?period=today");
    await owner.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    const poll = { timeout: 30_000 };
    const campaigns = owner.getByRole("region", { name: "Sources and campaigns" });
    await expect
      .poll(() => visitsOf(owner, "Sources and campaigns", "Visits by source", "newsletter"), poll)
      .toBe("1");
    await campaigns.getByText("Campaign", { exact: true }).click();
    await expect
      .poll(() => visitsOf(owner, "Sources and campaigns", "Visits by campaign", CAMPAIGN), poll)
      .toBe("1");
    await expect.poll(() => visitsOf(owner, "Countries", "Visits by country", "France"), poll).toBe("1");
    await expect.poll(() => visitsOf(owner, "Entry pages", "Visits by entry page", "/"), poll).toBe("1");
    // The work the inquiry was about: one view and one inquiry.
    const works = owner.getByRole("table", { name: "Works that bring inquiries" });
    const workRow = works
      .getByRole("row")
      .filter({ has: owner.getByRole("button", { name: work.title, exact: true }) });
    await expect.poll(() => workRow.getByRole("cell").nth(5).innerText(), poll).toBe("1");
    await screenshot(owner, "campaign-journey-dashboard");
    await owner.context().close();
  });
});
