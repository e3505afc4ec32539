import { COLLECTIONS, EMPTY_SITE_SETTINGS, SITE_SETTINGS_PATH } from "@folio/domain";
import { Timestamp } from "firebase-admin/firestore";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser, webUrl } from "../support/browser";
import { eventually } from "../support/eventually";
import { pageErrors } from "./support/public-page";

const INSTAGRAM = "https://www.instagram.com/folio.e2e/";
const EMAIL = "studio@folio.example";

let browser: Browser;
const db = () => testAdmin().firestore;

beforeAll(async () => {
  await clearFirestore();
  // The about page's contact email and social link, as the studio's Site form saves them.
  await db()
    .collection(SITE_SETTINGS_PATH.collection)
    .doc(SITE_SETTINGS_PATH.id)
    .set({
      ...EMPTY_SITE_SETTINGS,
      siteName: "Folio e2e",
      contactEmail: EMAIL,
      showEmail: true,
      links: { ...EMPTY_SITE_SETTINGS.links, instagram: INSTAGRAM },
      updatedAt: Timestamp.now(),
    });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await closeTestAdmin();
});

describe("the session's dimensions, from a real browser", () => {
  it("records the campaign, the time zone, the entry page and the outbound links followed", async () => {
    const context = await browser.newContext({ timezoneId: "Asia/Tokyo" });
    const page = await context.newPage();
    const errors = pageErrors(page);
    const landing = webUrl("/about?utm_source=newsletter&utm_medium=email&utm_campaign=autumn");
    // The server-rendered about page shows the saved links once the settings reach it.
    await eventually(
      async () => {
        await page.goto(landing);
        await page.locator(`a[href="${INSTAGRAM}"]`).first().waitFor({ timeout: 2_000 });
      },
      { timeoutMs: 30_000, intervalMs: 500 },
    );
    const sessions = db().collection(COLLECTIONS.userSessions);
    const id = await eventually(
      async () => {
        const snapshot = await sessions.get();
        expect(snapshot.size).toBe(1);
        return snapshot.docs[0]!.id;
      },
      { timeoutMs: 60_000 },
    );
    // A ctrl-click opens Instagram in a new tab; the email link opens the mail app; the site's
    // own link is not outbound; a second click on Instagram adds nothing.
    await page
      .locator(`a[href="${INSTAGRAM}"]`)
      .first()
      .click({ modifiers: ["Control"] });
    await page.locator(`a[href="mailto:${EMAIL}"]`).first().click();
    await page.locator(`a[href="${INSTAGRAM}"]`).first().click({ button: "middle" });
    await eventually(
      async () => {
        const session = (await sessions.doc(id).get()).data()!;
        expect({
          utm: session.utm,
          timeZone: session.timeZone,
          entryPage: session.entryPage,
          outbound: session.outbound,
        }).toEqual({
          utm: { source: "newsletter", medium: "email", campaign: "autumn" },
          timeZone: "Asia/Tokyo",
          entryPage: "/about",
          outbound: ["instagram.com", "Email"],
        });
        // The query string is kept nowhere but in the UTM labels.
        expect(JSON.stringify(session)).not.toContain("utm_");
        expect(session.referrer).toBe("newsletter");
      },
      { timeoutMs: 30_000 },
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
