import { readFileSync } from "node:fs";
import path from "node:path";
import { CLIENT_COLLECTIONS } from "@folio/domain";
import { FieldValue } from "firebase-admin/firestore";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/lib/emulator-config";
import { DEMO_OWNER } from "../../scripts/seed/demo-owner";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser, screenshot, webUrl } from "../support/browser";
import { eventually } from "../support/eventually";
import { seriousViolations } from "./support/axe";
import { writeStudioFixture } from "./support/studio-fixture";
import { signInToStudio } from "./support/studio-session";

/**
 * The owner's side of client galleries (issue 35), through the real rules, callables and media
 * pipeline: make a gallery, protect it and set its options, upload three JPEGs and watch them
 * become ready, copy the link, find the settings again after a reload, and read a client's
 * selection in the inbox. On a phone-sized screen, and axe-clean.
 */
const JPEG = readFileSync(path.join(REPO_ROOT, "tests", "fixtures", "media", "camera-gps.jpg"));
const FILES = ["IMG_0001.jpg", "IMG_0002.jpg", "IMG_0003.jpg"].map((name) => ({
  name,
  mimeType: "image/jpeg",
  buffer: JPEG,
}));
const DEADLINE = { timeoutMs: 120_000, intervalMs: 500 };

describe("client galleries in the studio", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await clearFirestore();
    const { firestore, auth } = testAdmin();
    await writeStudioFixture(firestore, auth);
    browser = await launchBrowser();
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      colorScheme: "light",
      reducedMotion: "reduce",
    });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: webUrl("/") });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await closeTestAdmin();
  });

  it("makes a gallery, sets it up, uploads works, and the inbox shows a client's selection", async () => {
    await signInToStudio(page, DEMO_OWNER, "/studio/clients");
    await page.getByRole("heading", { name: "Client galleries", level: 1 }).waitFor();
    await page.getByText("No client galleries yet").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "New gallery" }).click();
    const dialog = page.getByRole("dialog", { name: "New client gallery" });
    await dialog.getByRole("textbox", { name: "Gallery name" }).fill("Anna & Tom — wedding");
    await dialog.getByRole("textbox", { name: "Client name" }).fill("Anna Smith");
    await dialog.getByRole("textbox", { name: "Client email" }).fill("anna@example.com");
    await dialog.getByRole("button", { name: "Create gallery" }).click();
    await page.waitForURL(/\/studio\/clients\/[A-Za-z0-9]{20}$/);
    const galleryId = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByRole("heading", { name: "Anna & Tom — wedding", level: 1 }).waitFor();
    // No password yet: flagged, as a forwarded link opens it.
    await page.getByText("Anyone with the link", { exact: true }).first().waitFor();

    // Settings: a generated passphrase through the callable, an expiry, full-size downloads, pick 40.
    await page.getByRole("tab", { name: "Settings" }).click();
    const field = page.getByLabel("Password", { exact: true });
    await field.fill("short");
    await page.getByRole("button", { name: "Set password" }).click();
    await page.getByText(/Use at least 8 characters/).waitFor();
    await page.getByRole("button", { name: "Generate a passphrase" }).click();
    const passphrase = await field.inputValue();
    expect(passphrase).toMatch(/^[a-z]+(-[a-z]+){3}$/);
    expect(await field.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Set password" }).click();
    await page.getByText("Password set").first().waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByText("Anyone with the link", { exact: true }).count()).toBe(0);
    await page.getByLabel("Expiry date").fill("2031-12-12");
    await page.getByRole("radio", { name: "Full size" }).check();
    await page.getByRole("textbox", { name: "Limit favourites to" }).fill("40");
    await page.getByRole("textbox", { name: "Message to the client" }).fill("Pick your favourites!");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Settings saved").waitFor();
    const stored = (
      await testAdmin().firestore.doc(`${CLIENT_COLLECTIONS.galleries}/${galleryId}`).get()
    ).data()!;
    expect(stored).toMatchObject({
      hasPassword: true,
      downloads: { size: "full", whole: true },
      favourites: { enabled: true, max: 40 },
      message: "Pick your favourites!",
    });
    expect(stored).not.toHaveProperty("password");
    expect(stored.linkKey).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Works: three JPEGs, at most three at a time, each with its own progress.
    await page.getByRole("tab", { name: "Works" }).click();
    await page.locator('input[type="file"]').setInputFiles(FILES);
    await page.getByText("3 of 3 uploaded").waitFor({ timeout: 120_000 });
    const works = page.getByRole("list", { name: "Works in Highlights" });
    // Thumbnails load as they scroll into view, read signed in through the Storage SDK.
    for (const file of FILES) {
      const card = works.getByRole("listitem", { name: file.name });
      await card.scrollIntoViewIfNeeded({ timeout: 60_000 });
      await card.getByRole("img", { name: file.name }).waitFor({ timeout: 120_000 });
    }
    await screenshot(page, "studio-clients-works");
    const workDocs = await eventually(async () => {
      const snapshot = await testAdmin()
        .firestore.collection(`${CLIENT_COLLECTIONS.galleries}/${galleryId}/works`)
        .get();
      expect(snapshot.docs.map((doc) => doc.get("fileName") as string).sort()).toEqual(
        FILES.map((file) => file.name),
      );
      for (const doc of snapshot.docs) expect(doc.get("media")).toBeTruthy();
      return snapshot.docs;
    }, DEADLINE);
    expect(await seriousViolations(page)).toEqual([]);

    // The link, as the client will open it: with the gallery's link key in its fragment.
    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByText("Link copied").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      webUrl(`/client/${galleryId}#k=${stored.linkKey as string}`),
    );

    // The settings are the gallery's, not the form's: a reload shows them.
    await page.reload();
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect.poll(() => page.getByLabel("Expiry date").inputValue()).toBe("2031-12-12");
    expect(await page.getByRole("radio", { name: "Full size" }).isChecked()).toBe(true);
    expect(await page.getByRole("textbox", { name: "Limit favourites to" }).inputValue()).toBe("40");
    expect(await page.getByText("Password set").count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    // A client's selection (written as the server would have let their device) in the inbox.
    await testAdmin()
      .firestore.collection(CLIENT_COLLECTIONS.selections)
      .add({
        galleryId,
        uid: "client-device",
        workIds: workDocs.slice(0, 2).map((doc) => doc.id),
        note: "These two for the album",
        createdAt: FieldValue.serverTimestamp(),
      });
    await page.goto(webUrl("/studio/inbox"));
    await page.locator("label", { hasText: /^Selections$/ }).click();
    const card = page.getByRole("article", { name: "Selection from Anna & Tom — wedding" });
    await card.waitFor();
    await card.getByText("“These two for the album”").waitFor();
    await card.getByText(/IMG_000\d\.jpg, IMG_000\d\.jpg/).waitFor();
    await screenshot(page, "studio-clients-inbox-selections");
    expect(await seriousViolations(page)).toEqual([]);
  });
});
