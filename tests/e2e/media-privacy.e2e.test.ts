// Issue 34 end to end: a camera JPEG and a phone's movie, each carrying GPS, a serial number and
// the owner's and artist's names, uploaded through the studio as a photographer would; then,
// as a signed-out visitor, every address the public documents and the rendered pages expose is
// fetched and read back with ExifTool. Nothing may carry a location or an identifier,
// nothing may be the original, and the originals themselves must not answer. The portrait and a
// hidden contact email are held to the same rule.
import { readFileSync } from "node:fs";
import path from "node:path";
import { COLLECTIONS, SITE_SETTINGS_PATH, storageObjectUrl } from "@folio/domain";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER } from "../../scripts/seed/demo-owner";
import { secretsIn } from "../fixtures/media/secrets";
import { clearFirestore, closeTestAdmin, TEST_BUCKET, testAdmin } from "../support/admin";
import { launchBrowser, webUrl } from "../support/browser";
import { eventually } from "../support/eventually";
import { identifyingTags } from "../support/exiftool";
import { visitorDocument, visitorFetch } from "../support/visitor-fetch";
import { newVisitor } from "./support/public-page";
import { writeStudioFixture } from "./support/studio-fixture";
import { newStudioPage, openUploadDialog, signInToStudio } from "./support/studio-session";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/media");
const CAMERA = {
  name: "camera-gps.jpg",
  mimeType: "image/jpeg",
  buffer: readFileSync(path.join(FIXTURES, "camera-gps.jpg")),
};
const PHONE = {
  name: "phone-gps.mov",
  mimeType: "video/quicktime",
  buffer: readFileSync(path.join(FIXTURES, "phone-gps.mov")),
};
const HIDDEN_EMAIL = "jane.roe.private@example.com";
const DEADLINE = { timeoutMs: 120_000, intervalMs: 500 };

const bucket = () => testAdmin().bucket;
const storageHost = () => `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}`;

/** Every address of this bucket's files in a text (a document, a page), HTML-decoded. */
function storageAddresses(text: string): string[] {
  const decoded = text.replaceAll("&amp;", "&").replaceAll("\\u0026", "&").replaceAll("\\/", "/");
  return [...decoded.matchAll(/https?:\/\/[^\s"'<>()\\]+\/v0\/b\/[^\s"'<>()\\]+/g)].map((m) => m[0]);
}

async function workTitled(title: string): Promise<{ id: string; media: { url: string } }> {
  return eventually(async () => {
    const snapshot = await testAdmin()
      .firestore.collection(COLLECTIONS.gallery)
      .where("title", "==", title)
      .get();
    expect(snapshot.size).toBe(1);
    const doc = snapshot.docs[0]!;
    return { id: doc.id, media: doc.data().media as { url: string } };
  }, DEADLINE);
}

/** The pages a visitor (or a crawler) can ask for that show these works, and the site's own files. */
const pagesFor = (ids: readonly string[]) => [
  "/",
  "/about",
  "/sitemap.xml",
  "/manifest.webmanifest",
  ...ids.map((id) => `/item/${id}`),
];

describe("nothing a visitor can fetch gives away more than the owner chose", () => {
  let browser: Browser;

  beforeAll(async () => {
    await clearFirestore();
    for (const prefix of ["media/", "originals/", "site/"])
      await bucket()
        .deleteFiles({ prefix })
        .catch(() => undefined);
    const { firestore, auth } = testAdmin();
    await writeStudioFixture(firestore, auth);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await closeTestAdmin();
  });

  it("a camera JPEG and a phone's movie reach visitors without location or identifiers, and never as the original", async () => {
    const page = await newStudioPage(browser);
    const dialog = await openUploadDialog(page);
    await dialog.getByRole("switch", { name: "Publish right away" }).check();
    await dialog.locator('input[type="file"]').setInputFiles([CAMERA, PHONE]);
    await dialog.getByText("2 added · 0 in progress").waitFor({ timeout: 180_000 });
    const image = await workTitled("Camera gps");
    const video = await workTitled("Phone gps");

    // The owner lets visitors download the photo: the download must be clean as well.
    await page.goto(webUrl(`/studio/gallery/${image.id}`));
    await page.getByRole("switch", { name: "Downloadable" }).check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Changes saved").first().waitFor();
    await page.context().close();

    // Every address a visitor can learn: the public documents, the rendered pages, and what a
    // browser fetches on the item page (the lightbox's largest size, the poster) and downloads.
    const addresses = new Set<string>();
    for (const id of [image.id, video.id]) {
      const document = await visitorDocument(`${COLLECTIONS.gallery}/${id}`);
      expect(document.status).toBe(200);
      for (const url of storageAddresses(document.text)) addresses.add(url);
    }
    await eventually(async () => {
      const html = await (await fetch(webUrl(`/item/${image.id}`))).text();
      expect(html).toContain('"contentUrl"');
    }, DEADLINE);
    for (const route of pagesFor([image.id, video.id]))
      for (const url of storageAddresses(await (await fetch(webUrl(route))).text())) addresses.add(url);

    const visitor = await newVisitor(browser);
    const visitorPage = await visitor.newPage();
    visitorPage.on("request", (request) => {
      if (request.url().includes("/v0/b/")) addresses.add(request.url());
    });
    await visitorPage.goto(webUrl(`/item/${image.id}`));
    await visitorPage.locator(".yarl__slide_current img").first().waitFor({ timeout: 30_000 });
    const download = visitorPage.waitForEvent("download");
    await visitorPage.getByRole("button", { name: "Download" }).first().click();
    const saved = readFileSync((await (await download).path())!);
    await visitorPage.goto(webUrl(`/item/${video.id}`));
    await visitorPage.locator(".yarl__slide_current video").first().waitFor({ timeout: 30_000 });
    await visitor.close();

    // The downloaded file: a clean full-size copy.
    expect(identifyingTags(saved)).toEqual([]);
    expect(secretsIn(saved)).toEqual([]);
    expect(saved.equals(CAMERA.buffer)).toBe(false);

    const urls = [...addresses];
    expect(urls.some((url) => url.includes("video.mov"))).toBe(true);
    expect(urls.some((url) => url.includes("download.jpg"))).toBe(true);
    expect(urls.every((url) => !url.includes("originals"))).toBe(true);
    let served = 0;
    for (const url of urls) {
      const fetched = await visitorFetch(url);
      expect([200, 206], url).toContain(fetched.status);
      served++;
      expect(identifyingTags(fetched.bytes), url).toEqual([]);
      expect(secretsIn(fetched.bytes), url).toEqual([]);
      expect(fetched.bytes.equals(CAMERA.buffer) || fetched.bytes.equals(PHONE.buffer), url).toBe(false);
    }
    expect(served).toBeGreaterThanOrEqual(7);

    // The originals are in the bucket, byte for byte, and answer no visitor.
    const [originals] = await bucket().getFiles({ prefix: "originals/gallery/" });
    const stored = await Promise.all(originals.map(async (file) => (await file.download())[0]));
    expect(stored.some((bytes) => bytes.equals(CAMERA.buffer))).toBe(true);
    expect(stored.some((bytes) => bytes.equals(PHONE.buffer))).toBe(true);
    for (const file of originals) {
      const url = storageObjectUrl(TEST_BUCKET, file.name, storageHost());
      expect((await visitorFetch(url)).status, file.name).toBe(403);
    }
  });

  it("the portrait follows the same rules, and a hidden contact email is in no public document and no page", async () => {
    const page = await newStudioPage(browser);
    await signInToStudio(page, DEMO_OWNER, "/studio/site");
    await page.waitForURL(/\/studio\/site$/);
    const form = page.getByRole("form", { name: "Site settings" });
    await form.getByRole("textbox", { name: "Site name" }).fill("Jane Roe Photography");
    await form.getByRole("textbox", { name: "Contact email" }).fill(HIDDEN_EMAIL);
    await form.getByRole("checkbox", { name: "Show the email address on the about page" }).uncheck();
    await form.locator('input[type="file"]').setInputFiles(CAMERA);
    await form.getByRole("img", { name: "The uploaded portrait" }).waitFor({ timeout: 60_000 });
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByRole("status").filter({ hasText: "Saved" }).waitFor();
    // The owner still finds the address in the form after a reload: it is kept, privately.
    await page.reload();
    await expect
      .poll(() => page.getByRole("textbox", { name: "Contact email" }).inputValue(), { timeout: 30_000 })
      .toBe(HIDDEN_EMAIL);
    await page.context().close();

    const settings = await visitorDocument(`${SITE_SETTINGS_PATH.collection}/${SITE_SETTINGS_PATH.id}`);
    expect(settings.status).toBe(200);
    expect(settings.text).not.toContain(HIDDEN_EMAIL);
    expect((await visitorDocument(`${SITE_SETTINGS_PATH.collection}/private`)).status).toBe(403);
    const works = await testAdmin().firestore.collection(COLLECTIONS.gallery).get();
    const ids = works.docs.map((doc) => doc.id);
    for (const route of pagesFor(ids)) {
      const text = await eventually(async () => {
        const response = await fetch(webUrl(route));
        expect(response.status, route).toBeLessThan(500);
        return response.text();
      }, DEADLINE);
      expect(text, route).not.toContain(HIDDEN_EMAIL);
    }

    const portraitUrls = storageAddresses(settings.text).filter((url) => url.includes("/o/site%2F"));
    expect(portraitUrls).toHaveLength(1);
    const portrait = await visitorFetch(portraitUrls[0]!);
    expect(portrait.status).toBe(200);
    expect(identifyingTags(portrait.bytes)).toEqual([]);
    expect(secretsIn(portrait.bytes)).toEqual([]);
    const [originals] = await bucket().getFiles({ prefix: "originals/site/" });
    expect(originals.length).toBeGreaterThan(0);
    for (const file of originals) {
      const url = storageObjectUrl(TEST_BUCKET, file.name, storageHost());
      expect((await visitorFetch(url)).status, file.name).toBe(403);
    }
  });
});
