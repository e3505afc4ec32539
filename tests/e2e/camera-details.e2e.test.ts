// How a photo was made, as the owner chooses to show it: read from the camera JPEG's EXIF at
// upload (never its location), hidden from visitors until the Site page turns it on, then shown
// in the viewer, and edited or cleared per work. Also the editor's save pressed while the file
// is still uploading: it saves once the upload is in.
import { readFileSync } from "node:fs";
import path from "node:path";
import { CAMERA_DETAILS_COLLECTION, COLLECTIONS } from "@folio/domain";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_CAMERA_DETAILS } from "../fixtures/media/secrets";
import { DEMO_OWNER } from "../../scripts/seed/demo-owner";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser, webUrl } from "../support/browser";
import { eventually } from "../support/eventually";
import { visitorDocument } from "../support/visitor-fetch";
import { newVisitor, viewer } from "./support/public-page";
import { writeStudioFixture } from "./support/studio-fixture";
import { newStudioPage, signInToStudio } from "./support/studio-session";

const CAMERA = {
  name: "camera-gps.jpg",
  mimeType: "image/jpeg",
  buffer: readFileSync(path.resolve(import.meta.dirname, "../fixtures/media/camera-gps.jpg")),
};
const DEADLINE = { timeoutMs: 120_000, intervalMs: 500 };
const LINES = ["Canon EOS R5 · RF24-70mm F2.8 L IS USM", "35 mm · f/2.8 · 1/250 s · ISO 400", "14 June 2026"];

/** The camera details a visitor's viewer shows for a work ([] when none). */
async function shownDetails(browser: Browser, itemId: string): Promise<string[]> {
  const visitor = await newVisitor(browser);
  const page = await visitor.newPage();
  await page.goto(webUrl(`/item/${itemId}`));
  await expect.poll(() => viewer(page).getAttribute("aria-label")).toBe("Viewer: Portrait at dusk");
  // Let a client-side read of the details land, if one is made.
  await page.waitForLoadState("networkidle");
  const details = viewer(page).getByLabel("Camera details");
  const lines = (await details.count()) > 0 ? await details.first().locator("span").allInnerTexts() : [];
  await visitor.close();
  return lines;
}

async function setShowCameraDetails(page: Page, shown: boolean): Promise<void> {
  await page.goto(webUrl("/studio/site"));
  const form = page.getByRole("form", { name: "Site settings" });
  await form.getByRole("textbox", { name: "Site name" }).fill("Jane Roe Photography");
  const box = form.getByRole("checkbox", { name: "Show camera details in the viewer" });
  if (shown) await box.check();
  else await box.uncheck();
  await form.getByRole("button", { name: "Save" }).click();
  await form.getByRole("status").filter({ hasText: "Saved" }).waitFor();
}

describe("camera details", () => {
  let browser: Browser;

  beforeAll(async () => {
    await clearFirestore();
    const { firestore, auth } = testAdmin();
    await writeStudioFixture(firestore, auth);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await closeTestAdmin();
  });

  it("are read at upload, shown only when the owner turns them on, and edited or cleared per work", async () => {
    const page = await newStudioPage(browser);
    await signInToStudio(page, DEMO_OWNER, "/studio/gallery/new");
    await page.waitForURL(/\/studio\/gallery\/new$/);
    await page.getByRole("textbox", { name: "Title" }).fill("Portrait at dusk");
    await page.getByRole("tabpanel").locator('input[type="file"]').setInputFiles(CAMERA);
    // Saved while the file is still on its way: the editor says so, then saves once it is in.
    await page.getByRole("button", { name: "Add to gallery" }).click();
    await page.getByRole("status").filter({ hasText: "Still uploading" }).waitFor();
    expect(await page.getByText("Add an image or a video").count()).toBe(0);
    await page.waitForURL(/\/studio\/gallery$/, { timeout: 120_000 });
    const work = await eventually(async () => {
      const found = await testAdmin()
        .firestore.collection(COLLECTIONS.gallery)
        .where("title", "==", "Portrait at dusk")
        .get();
      expect(found.size).toBe(1);
      return found.docs[0]!;
    }, DEADLINE);
    // The work's public document holds no camera details; they sit beside it.
    expect(work.data()).not.toHaveProperty("camera");
    const stored = await testAdmin().firestore.collection(CAMERA_DETAILS_COLLECTION).doc(work.id).get();
    expect(stored.data()).toEqual(FIXTURE_CAMERA_DETAILS);

    // Off by default: the viewer shows none, and a visitor cannot read them.
    expect(await shownDetails(browser, work.id)).toEqual([]);
    expect((await visitorDocument(`${CAMERA_DETAILS_COLLECTION}/${work.id}`)).status).toBe(403);

    await setShowCameraDetails(page, true);
    await eventually(async () => expect(await shownDetails(browser, work.id)).toEqual(LINES), DEADLINE);

    // The owner corrects the ISO, then clears them all.
    await page.goto(webUrl(`/studio/gallery/${work.id}`));
    const iso = page.getByRole("textbox", { name: "ISO" });
    await expect.poll(() => iso.inputValue()).toBe("400");
    await iso.fill("800");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Changes saved").first().waitFor();
    await eventually(
      async () =>
        expect(await shownDetails(browser, work.id)).toEqual([
          LINES[0],
          "35 mm · f/2.8 · 1/250 s · ISO 800",
          LINES[2],
        ]),
      DEADLINE,
    );
    await page.getByRole("button", { name: "Clear" }).click();
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Changes saved").first().waitFor();
    await eventually(async () => expect(await shownDetails(browser, work.id)).toEqual([]), DEADLINE);
    expect(
      (await testAdmin().firestore.collection(CAMERA_DETAILS_COLLECTION).doc(work.id).get()).exists,
    ).toBe(false);
    await page.context().close();
  });
});
