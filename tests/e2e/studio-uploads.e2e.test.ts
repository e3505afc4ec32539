import { readFileSync } from "node:fs";
import path from "node:path";
import { COLLECTIONS } from "@folio/domain";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/lib/emulator-config";
import { DEMO_OWNER } from "../../scripts/seed/demo-owner";
import { clearFirestore, closeTestAdmin, TEST_BUCKET, testAdmin } from "../support/admin";
import { launchBrowser, screenshot, webUrl } from "../support/browser";
import { eventually } from "../support/eventually";
import { newVisitor, viewer } from "./support/public-page";
import { writeStudioFixture } from "./support/studio-fixture";
import { newStudioPage, openUploadDialog, signInToStudio } from "./support/studio-session";

/**
 * Uploads end to end, through the Storage emulator with the real storage.rules: files picked in
 * the studio, their originals uploaded as they are, the visitors' copies made by the server's
 * pipeline (mediaProcessUpload), the work saved and published, seen by a visitor; replacing and
 * deleting leave no unused file behind, and failures lose nothing.
 */
const BUCKET = TEST_BUCKET;
const DEMO = path.join(REPO_ROOT, "web", "public", "demo");
const IMAGE = {
  name: "harbour-at-first-light.webp",
  mimeType: "image/webp",
  buffer: readFileSync(path.join(DEMO, "alpine-dawn-1600.webp")),
};
const VIDEO = {
  name: "surf-at-dusk.webm",
  mimeType: "video/webm",
  buffer: readFileSync(path.join(DEMO, "aurora-timelapse.webm")),
};
const DEADLINE = { timeoutMs: 90_000, intervalMs: 300 };

const bucket = () => testAdmin().bucket;

async function filesUnder(prefix: string): Promise<string[]> {
  const [files] = await bucket().getFiles({ prefix });
  return files.map((file) => file.name).sort();
}

interface StoredItem {
  id: string;
  media: {
    url: string;
    storagePath: string | null;
    posterUrl: string | null;
    sizes: { url: string; width: number }[];
  };
  published: boolean;
  type: string;
}

async function itemTitled(title: string): Promise<StoredItem> {
  return eventually(async () => {
    const snapshot = await testAdmin()
      .firestore.collection(COLLECTIONS.gallery)
      .where("title", "==", title)
      .get();
    expect(snapshot.size).toBe(1);
    const doc = snapshot.docs[0]!;
    return { id: doc.id, ...(doc.data() as Omit<StoredItem, "id">) };
  }, DEADLINE);
}

/** Requests that carry bytes to the Storage emulator (uploads), as the page sends them. */
function storageUploads(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/v0/b/") && request.method() !== "GET") sent.push(request.url());
  });
  return sent;
}

describe("uploads through the Storage emulator", () => {
  let browser: Browser;

  beforeAll(async () => {
    await clearFirestore();
    for (const prefix of ["media/", "originals/"])
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

  it("uploads an image and a video with progress per file; a fresh visitor sees both, served from Storage", async () => {
    const page = await newStudioPage(browser);
    const dialog = await openUploadDialog(page);
    await dialog.getByRole("switch", { name: "Publish right away" }).check();
    // Progress per file: record every value each row's bar announces.
    await page.evaluate(() => {
      const seen: Record<string, number[]> = {};
      (window as unknown as { __progress: typeof seen }).__progress = seen;
      new MutationObserver(() => {
        for (const bar of Array.from(document.querySelectorAll('[role="progressbar"]'))) {
          const label = bar.getAttribute("aria-label") ?? "";
          const match = /^(.+): (\d+)% uploaded$/.exec(label);
          if (match) (seen[match[1]!] ??= []).push(Number(match[2]));
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await dialog.locator('input[type="file"]').setInputFiles([IMAGE, VIDEO]);
    await dialog.getByText("2 added · 0 in progress").waitFor({ timeout: 120_000 });
    await screenshot(page, "studio-uploads-done");
    const progress = await page.evaluate(
      () => (window as unknown as { __progress: Record<string, number[]> }).__progress,
    );
    for (const file of [IMAGE.name, VIDEO.name]) expect(progress[file]?.length ?? 0, file).toBeGreaterThan(0);

    const image = await itemTitled("Harbour at first light");
    const video = await itemTitled("Surf at dusk");
    expect(image).toMatchObject({ type: "image", published: true });
    expect(video).toMatchObject({ type: "video", published: true });
    // The visitors' copies, made by the server in the upload's folder: display sizes and a
    // clean download for the image; the cleaned video and its poster's sizes for the video.
    expect(image.media.storagePath).toMatch(new RegExp(`^media/${image.id}/[0-9a-z]{8}/w\\d+\\.webp$`));
    expect(image.media.sizes.length).toBeGreaterThan(1);
    const imageFolder = path.posix.dirname(image.media.storagePath!);
    expect(await filesUnder(`media/${image.id}/`)).toEqual(
      [
        ...image.media.sizes.map((size) => `${imageFolder}/w${size.width}.webp`),
        `${imageFolder}/download.webp`,
      ].sort(),
    );
    const videoFolder = path.posix.dirname(video.media.storagePath!);
    expect(video.media.storagePath).toBe(`${videoFolder}/video.webm`);
    expect(await filesUnder(`media/${video.id}/`)).toEqual(
      [
        video.media.storagePath!,
        ...video.media.sizes.map((size) => `${videoFolder}/w${size.width}.webp`),
      ].sort(),
    );
    // The originals, as picked, sit apart where only the owner reads them.
    expect(await filesUnder(`originals/gallery/${image.id}/`)).toEqual([
      `originals/gallery/${image.id}/${path.posix.basename(imageFolder)}/harbour-at-first-light.webp`,
    ]);
    await page.context().close();

    const visitor = await newVisitor(browser);
    const visitorPage = await visitor.newPage();
    const fromStorage: number[] = [];
    visitorPage.on("response", (response) => {
      if (response.url().includes(`/v0/b/${BUCKET}/o/`)) fromStorage.push(response.status());
    });
    await visitorPage.goto(webUrl("/"));
    await visitorPage
      .getByRole("link", { name: /Harbour at first light/ })
      .first()
      .waitFor();
    await visitorPage.goto(webUrl(`/item/${image.id}`));
    await expect
      .poll(() => viewer(visitorPage).getAttribute("aria-label"))
      .toBe("Viewer: Harbour at first light");
    await expect
      .poll(
        () =>
          visitorPage
            .locator(".yarl__slide_current img")
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        { timeout: 30_000 },
      )
      .toBe(true);
    await visitorPage.goto(webUrl(`/item/${video.id}`));
    await expect.poll(() => viewer(visitorPage).getAttribute("aria-label")).toBe("Viewer: Surf at dusk");
    const source = visitorPage.locator(".yarl__slide_current video source");
    expect(await source.getAttribute("src")).toContain(`/v0/b/${BUCKET}/o/`);
    expect(fromStorage.length).toBeGreaterThan(0);
    expect(fromStorage.every((status) => status === 200 || status === 206 || status === 304)).toBe(true);
    await visitor.close();
  });

  it("removes the replaced upload once the new one is saved, and every file when the work is deleted", async () => {
    const image = await itemTitled("Harbour at first light");
    const before = path.posix.dirname(image.media.storagePath!);
    const page = await newStudioPage(browser);
    await signInToStudio(page, DEMO_OWNER, `/studio/gallery/${image.id}`);
    await page.getByRole("heading", { name: "Harbour at first light", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Replace media" }).click();
    const replacement = {
      name: "harbour-again.webp",
      mimeType: "image/webp",
      buffer: readFileSync(path.join(DEMO, "arcade-light-1600.webp")),
    };
    await page.getByRole("tabpanel").locator('input[type="file"]').setInputFiles(replacement);
    await page.getByRole("button", { name: "Replace media" }).waitFor({ timeout: 120_000 });
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Changes saved").first().waitFor();

    const saved = await eventually(async () => {
      const current = await itemTitled("Harbour at first light");
      expect(path.posix.dirname(current.media.storagePath!)).not.toBe(before);
      return current;
    }, DEADLINE);
    const setOf = (folder: string) => path.posix.basename(folder);
    await eventually(async () => {
      const files = await filesUnder(`media/${image.id}/`);
      expect(files.filter((file) => file.startsWith(`${before}/`))).toEqual([]);
      expect(files).toContain(saved.media.storagePath!);
      const originals = await filesUnder(`originals/gallery/${image.id}/`);
      expect(originals).toEqual([
        `originals/gallery/${image.id}/${setOf(path.posix.dirname(saved.media.storagePath!))}/harbour-again.webp`,
      ]);
    }, DEADLINE);

    await page.getByRole("button", { name: "Delete item" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete item" }).click();
    await page.waitForURL(/\/studio\/gallery$/);
    await eventually(async () => {
      expect(await filesUnder(`media/${image.id}/`)).toEqual([]);
      expect(await filesUnder(`originals/gallery/${image.id}/`)).toEqual([]);
    }, DEADLINE);
    await page.context().close();
  });

  it("turns away a file too large or of the wrong type before a byte is sent", async () => {
    const page = await newStudioPage(browser);
    const sent = storageUploads(page);
    const dialog = await openUploadDialog(page);
    const tooLarge = { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(31 * 1024 * 1024, 1) };
    const notMedia = { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") };
    await dialog.locator('input[type="file"]').setInputFiles([tooLarge, notMedia]);
    const large = dialog.getByRole("listitem", { name: "huge.jpg" });
    const text = dialog.getByRole("listitem", { name: "notes.txt" });
    await large.getByRole("alert").waitFor();
    await text.getByRole("alert").waitFor();
    expect(await large.getByRole("alert").innerText()).toMatch(/at most 30(\.0)? MB/);
    expect(await text.getByRole("alert").innerText()).toMatch(/image|video/i);
    expect(sent).toEqual([]);
    await page.context().close();
  });

  it("retries a dropped connection by itself, and a failed upload leaves no file and no work, then retries on request", async () => {
    const page = await newStudioPage(browser);
    const dialog = await openUploadDialog(page);
    // The first request carrying bytes is cut off: the SDK sends it again and the upload completes.
    let dropped = 0;
    await page.route("**/v0/b/**", async (route) => {
      if (route.request().method() !== "GET" && dropped === 0) {
        dropped += 1;
        await route.abort("connectionreset");
      } else await route.continue();
    });
    await dialog.locator('input[type="file"]').setInputFiles({ ...IMAGE, name: "dropped-once.webp" });
    await dialog
      .getByRole("listitem", { name: "dropped-once.webp" })
      .getByText(/added|done|saved/i)
      .first()
      .waitFor({ timeout: 120_000 });
    expect(dropped).toBe(1);
    const survived = await itemTitled("Dropped once");
    expect(await filesUnder(`media/${survived.id}/`)).toContain(survived.media.storagePath!);
    await page.unroute("**/v0/b/**");

    // A video's file refused (a permanent error) after its poster frame went up: the poster
    // already sent is removed again, and no work is saved.
    const before = await filesUnder("originals/");
    await page.route("**/v0/b/**", async (route) => {
      const url = decodeURIComponent(route.request().url());
      if (route.request().method() !== "GET" && url.includes("half-sent.webm"))
        await route.fulfill({
          status: 403,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: 403, message: "Permission denied." } }),
        });
      else await route.continue();
    });
    await dialog.locator('input[type="file"]').setInputFiles({ ...VIDEO, name: "half-sent.webm" });
    const row = dialog.getByRole("listitem", { name: "half-sent.webm" });
    await row.getByRole("alert").waitFor({ timeout: 120_000 });
    await eventually(async () => expect(await filesUnder("originals/")).toEqual(before), DEADLINE);
    const none = await testAdmin()
      .firestore.collection(COLLECTIONS.gallery)
      .where("title", "==", "Half sent")
      .get();
    expect(none.size).toBe(0);

    await page.unroute("**/v0/b/**");
    await row.getByRole("button", { name: "Retry half-sent.webm" }).click();
    const done = await itemTitled("Half sent");
    expect(await filesUnder(`media/${done.id}/`)).toContain(done.media.storagePath!);
    await page.context().close();
  });
});
