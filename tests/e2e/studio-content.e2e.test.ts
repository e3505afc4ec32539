import { COLLECTIONS, ERROR_MESSAGES } from "@folio/domain";
import { FieldValue } from "firebase-admin/firestore";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_OWNER } from "../../scripts/seed/demo-owner";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser, screenshot, webUrl } from "../support/browser";
import { eventually } from "../support/eventually";
import { writeStudioFixture, type StudioFixtureItem } from "./support/studio-fixture";
import { newStudioPage, signInToStudio } from "./support/studio-session";

/** Tag names on every gallery document, read back with the Admin SDK. */
async function tagsOnItems(): Promise<Map<string, string[]>> {
  const { firestore } = testAdmin();
  const snapshot = await firestore.collection(COLLECTIONS.gallery).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.get("tags") as string[]]));
}

async function tagDoc(name: string) {
  const { firestore } = testAdmin();
  const snapshot = await firestore.collection(COLLECTIONS.tags).where("name", "==", name).get();
  return snapshot.docs[0]?.data();
}

/** Reads go to the emulators on a shared 2-core machine: wait for what the owner would see, within reason. */
const POLL = { timeout: 20_000, interval: 200 };

describe("studio content journeys", () => {
  let browser: Browser;
  let page: Page;
  let items: StudioFixtureItem[];

  beforeAll(async () => {
    await clearFirestore();
    const { firestore, auth } = testAdmin();
    items = await writeStudioFixture(firestore, auth);
    browser = await launchBrowser();
  });

  // Each test signs in afresh in its own browser context.
  beforeEach(async () => {
    page = await newStudioPage(browser);
    await signInToStudio(page, DEMO_OWNER, "/studio/gallery");
    await page.getByRole("heading", { name: "Gallery", level: 1 }).waitFor();
  });

  afterEach(async () => {
    await page?.context().close();
  });

  afterAll(async () => {
    await browser?.close();
    await closeTestAdmin();
  });

  it("adds an item with tags by address, and visitors see it", async () => {
    await page.getByRole("article", { name: items[0]!.title }).waitFor();
    await screenshot(page, "studio-gallery");
    await page.getByRole("link", { name: "New item" }).click();
    await page.getByRole("heading", { name: "New item", level: 1 }).waitFor();
    // The Storage emulator runs, so uploading is the first tab; adding by address stays a choice.
    await page.getByRole("tab", { name: "Use an address" }).click();
    await page.getByRole("textbox", { name: "Media address" }).fill("/demo/golden-lake-800.webp");
    await page.getByRole("button", { name: "Use this address" }).click();
    await page.getByText("800 × 1000").waitFor();
    await page.getByRole("textbox", { name: "Title" }).fill("Lake at first light");
    await page.getByRole("textbox", { name: "Alt text" }).fill("A still lake reflecting golden clouds");
    await page.getByLabel("Category", { exact: true }).first().click();
    await page.getByRole("option", { name: "Landscape" }).click();
    const tags = page.getByLabel("Tags", { exact: true }).first();
    await tags.fill("sea");
    await tags.press("Enter");
    await tags.fill("Still water");
    await tags.press("Enter");
    // Tab moves on and closes the suggestions, as a keyboard user would.
    await tags.press("Tab");
    await screenshot(page, "studio-item-new");
    await page.getByRole("button", { name: "Add to gallery" }).click();
    await page.waitForURL(/\/studio\/gallery$/);
    await page.getByText("Item added").waitFor();

    const { firestore } = testAdmin();
    const created = await firestore
      .collection(COLLECTIONS.gallery)
      .where("title", "==", "Lake at first light")
      .get();
    expect(created.size).toBe(1);
    const item = created.docs[0]!;
    expect(item.data()).toMatchObject({
      tags: ["sea", "Still water"],
      category: "landscape",
      width: 800,
      height: 1000,
      type: "image",
      published: true,
      alt: "A still lake reflecting golden clouds",
      media: { url: "/demo/golden-lake-800.webp", storagePath: null },
    });
    // A new name typed on an item becomes a tag, counted by the server.
    await eventually(async () => expect((await tagDoc("Still water"))?.usageCount).toBe(1));

    const visitor = await browser.newPage();
    await visitor.goto(webUrl(`/item/${item.id}`));
    await visitor.getByText("Lake at first light").first().waitFor();
    await visitor.goto(webUrl("/"));
    await visitor.getByRole("img", { name: "A still lake reflecting golden clouds" }).first().waitFor();
    await visitor.close();
  });

  it("tags several items at once and a tag becomes popular", async () => {
    const usage = (await tagDoc("dawn"))?.usageCount as number;
    expect(usage).toBeLessThan(5);
    const without = items.filter((item) => !item.tags.includes("dawn")).slice(0, 5 - usage);
    await page.goto(webUrl("/studio/gallery"));
    for (const item of without) await page.getByRole("checkbox", { name: `Select ${item.title}` }).check();
    const bar = page.getByRole("toolbar", { name: "Selected items" });
    await bar.getByText(`${without.length} selected`).waitFor();
    await bar.getByRole("button", { name: "Add tags" }).click();
    const dialog = page.getByRole("dialog", { name: "Add tags" });
    const input = dialog.getByLabel("Tags", { exact: true }).first();
    await input.fill("dawn");
    await input.press("Enter");
    await input.press("Tab");
    await dialog.getByRole("button", { name: /^Add to \d+ selected item/ }).click();
    await page.getByText("Tags added").waitFor();

    const onItems = await tagsOnItems();
    for (const item of without) expect(onItems.get(item.id)).toContain("dawn");
    await page.goto(webUrl("/studio/tags"));
    const row = page.getByRole("row", { name: "dawn" });
    await row.getByText("Popular").waitFor();
    await expect.poll(() => row.getByRole("cell").nth(1).innerText(), POLL).toBe("5");
    await page.getByText("Most used", { exact: true }).click();
    await page.getByRole("row").nth(1).getByText("dawn").waitFor();
    await screenshot(page, "studio-tags");
  });

  it("refuses a duplicate tag name in any case with the exact message", async () => {
    await page.goto(webUrl("/studio/tags"));
    await page.getByRole("textbox", { name: "New tag" }).fill("NIGHT");
    await page.getByRole("button", { name: "Add tag" }).click();
    await page.getByText(ERROR_MESSAGES.tagExists).waitFor();
    await expect.poll(() => page.getByRole("textbox", { name: "New tag" }).inputValue(), POLL).toBe("NIGHT");
  });

  it("deletes a tag and it is gone from every item", async () => {
    const carriers = [...(await tagsOnItems())].filter(([, tags]) => tags.includes("mood")).map(([id]) => id);
    expect(carriers.length).toBeGreaterThan(0);
    await page.goto(webUrl("/studio/tags"));
    await page.getByRole("button", { name: "Delete mood" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete tag" }).click();
    await page.getByText(`“mood” was removed from ${carriers.length} item`).waitFor();
    await page.getByRole("row", { name: "mood" }).waitFor({ state: "detached" });
    for (const [, tags] of await tagsOnItems()) expect(tags).not.toContain("mood");
    await page.goto(webUrl("/studio/gallery"));
    const card = page.getByRole("article", { name: items.find((item) => item.id === carriers[0])!.title });
    await card.waitFor();
    await expect.poll(() => card.innerText(), POLL).not.toContain("mood");
  });

  it("keeps the default category: deleting All shows the exact message", async () => {
    await page.goto(webUrl("/studio/categories"));
    await page.getByRole("listitem", { name: "All" }).waitFor();
    await screenshot(page, "studio-categories");
    await page.getByRole("button", { name: "Delete All" }).click();
    await page.getByText(ERROR_MESSAGES.cannotDeleteAll).waitFor();
    const { firestore } = testAdmin();
    expect((await firestore.collection(COLLECTIONS.categories).doc("all").get()).exists).toBe(true);
  });

  it("shows visitor messages newest first and marks one handled", async () => {
    const { firestore } = testAdmin();
    const item = items[1]!;
    await firestore.collection(COLLECTIONS.inquiries).add({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "Is this print available in A2?",
      itemId: item.id,
      itemTitle: item.title,
      createdAt: FieldValue.serverTimestamp(),
      handled: false,
    });
    await firestore.collection(COLLECTIONS.bookings).add({
      name: "Grace Hopper",
      email: "grace@example.com",
      phone: "",
      date: "2030-06-01",
      shootKind: "portrait",
      message: "Team portraits for twelve people.",
      createdAt: FieldValue.serverTimestamp(),
      handled: false,
    });
    await page.goto(webUrl("/studio/inbox"));
    const cards = page.getByRole("article");
    await cards.nth(1).waitFor();
    await expect
      .poll(() => cards.nth(0).getAttribute("aria-label"), POLL)
      .toBe("Booking request from Grace Hopper");
    await expect.poll(() => cards.nth(1).getAttribute("aria-label"), POLL).toBe("Inquiry from Ada Lovelace");
    const inquiry = page.getByRole("article", { name: "Inquiry from Ada Lovelace" });
    await expect
      .poll(() => inquiry.getByRole("link", { name: item.title }).getAttribute("href"), POLL)
      .toBe(`/item/${item.id}`);
    await screenshot(page, "studio-inbox");
    await inquiry.getByRole("button", { name: "Mark handled" }).click();
    await page.getByText("Marked handled").waitFor();
    await eventually(async () => {
      const stored = await firestore
        .collection(COLLECTIONS.inquiries)
        .where("name", "==", "Ada Lovelace")
        .get();
      expect(stored.docs[0]!.get("handled")).toBe(true);
    });
  });
});
