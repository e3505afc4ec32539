// The owner's whole studio under production's Content-Security-Policy (the e2e setup fails a
// test on any violation), every page and every view of the inbox and the tag list: the queries
// each sends are the ones npm test checks against firestore.indexes.json.
import { Timestamp } from "firebase-admin/firestore";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER } from "../../scripts/seed/demo-owner";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser } from "../support/browser";
import { writeStudioFixture, type StudioFixtureItem } from "./support/studio-fixture";
import { newStudioPage, signInToStudio } from "./support/studio-session";

let browser: Browser;
let items: StudioFixtureItem[];

beforeAll(async () => {
  await clearFirestore();
  const { firestore, auth } = testAdmin();
  items = await writeStudioFixture(firestore, auth);
  // One message flood control set apart, for the inbox's Likely spam folder.
  await firestore.collection("inquiries").doc("spam-1").set({
    name: "Flood",
    email: "flood@example.com",
    message: "Buy now",
    itemId: null,
    itemTitle: null,
    createdAt: Timestamp.now(),
    handled: false,
    likelySpam: true,
    spamReason: "site-budget",
    screenedAt: Timestamp.now(),
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await closeTestAdmin();
});

/** Picks an option of one of the studio's segmented controls (radio buttons, labelled by their group). */
async function choose(page: Page, group: string, option: string): Promise<void> {
  const radio = page
    .getByRole("radiogroup", { name: group })
    .getByRole("radio", { name: option, exact: true });
  // The radio itself is hidden under its label, which takes the click.
  await page.locator(`label[for="${await radio.getAttribute("id")}"]`).click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

describe("the studio, page by page", () => {
  it("shows every page and view of the studio without a blocked script, style, image or connection", async () => {
    const page = await newStudioPage(browser);
    await signInToStudio(page, DEMO_OWNER);
    await page.getByRole("region", { name: "Total views" }).getByTestId("kpi-value").waitFor();

    await page.goto(new URL("/studio/gallery", page.url()).toString());
    await page.getByRole("article", { name: items[0]!.title }).waitFor();
    await page.goto(new URL(`/studio/gallery/${items[0]!.id}`, page.url()).toString());
    await page.getByRole("textbox", { name: "Title" }).waitFor();
    await page.goto(new URL("/studio/categories", page.url()).toString());
    await page.getByText("Landscape").first().waitFor();

    await page.goto(new URL("/studio/tags", page.url()).toString());
    await page.getByText("mountains").first().waitFor();
    for (const order of ["Most used", "Newest", "Name"]) {
      await choose(page, "Sort tags", order);
      await page.getByText("mountains").first().waitFor();
    }

    await page.goto(new URL("/studio/inbox", page.url()).toString());
    await page.getByRole("heading", { name: "Inbox", level: 1 }).waitFor();
    for (const status of ["Handled", "All", "Open"]) {
      await choose(page, "Status", status);
      await expect.poll(() => page.getByText("Loading messages…").count()).toBe(0);
    }
    await choose(page, "Folder", "Likely spam");
    await page.getByText("Buy now").waitFor();
    await page.getByRole("button", { name: "Delete all likely spam" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete all" }).click();
    // Done once both kinds were gone through (inquiries, then bookings): the notice says so.
    await page.getByText("1 message deleted.").waitFor();
    await expect
      .poll(async () => (await testAdmin().firestore.collection("inquiries").doc("spam-1").get()).exists)
      .toBe(false);

    await page.goto(new URL("/studio/site", page.url()).toString());
    await page.getByRole("textbox", { name: "Site name" }).waitFor();
    await page.context().close();
  });
});
