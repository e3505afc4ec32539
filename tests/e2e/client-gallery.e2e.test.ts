// Issue 35, the client's side end to end: a password-protected gallery opened on a phone, a
// wrong password then the right one, the works fetched through Storage's rules (object URLs,
// never a public address), three hearts, a selection sent to the photographer, a reload that
// needs no password, and nothing counted by the portfolio's analytics or offered to search
// engines. An expired gallery shows its polite page.
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  CLIENT_ACCESS_MESSAGES,
  CLIENT_CALLABLES,
  CLIENT_COLLECTIONS,
  COLLECTIONS,
  storageObjectUrl,
  type ClientGallerySettings,
} from "@folio/domain";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_DIR } from "../../scripts/seed/demo-media";
import { DEMO_OWNER } from "../../scripts/seed/demo-owner";
import { clearFirestore, closeTestAdmin, TEST_BUCKET, testAdmin } from "../support/admin";
import { launchBrowser, screenshot, webUrl } from "../support/browser";
import { eventually } from "../support/eventually";
import { seriousViolations } from "./support/axe";
import { newVisitor, pageErrors } from "./support/public-page";
import { callAsOwner } from "./support/studio-fixture";

const GALLERY = "ClientGalleryE2eTst1";
const EXPIRED = "ClientGalleryE2eOld1";
const PASSWORD = "rose-garden";
const PHONE = { width: 390, height: 844 };
const DEMO = ["alpine-dawn", "arcade-light"] as const;
const WORKS = [
  { id: "w1", setId: "ceremony", order: 1, fileName: "DSC_0001.jpg", demo: DEMO[0] },
  { id: "w2", setId: "ceremony", order: 2, fileName: "DSC_0002.jpg", demo: DEMO[1] },
  { id: "w3", setId: "ceremony", order: 3, fileName: "DSC_0003.jpg", demo: DEMO[0] },
  { id: "w4", setId: "ceremony", order: 4, fileName: "DSC_0004.jpg", demo: DEMO[1] },
  { id: "w5", setId: "party", order: 1, fileName: "DSC_0100.jpg", demo: DEMO[0] },
] as const;
/** Still being prepared (no media): the grid leaves it out. */
const UNREADY = { id: "w9", setId: "ceremony", order: 9, fileName: "DSC_0009.jpg" };

let browser: Browser;
/** The page reads works and pictures after the callable answers: give each step its time. */
const POLL = { timeout: 20_000, interval: 200 };
const db = () => testAdmin().firestore;

function settings(name: string, expiresAt: Date | null): ClientGallerySettings {
  return {
    name,
    client: { name: "Anna Berg", email: null },
    coverWorkId: null,
    expiresAt,
    downloads: { size: "web", whole: true },
    favourites: { enabled: true, max: 4 },
    message: "Here are your pictures. Heart the ones you love.",
    sets: [
      { id: "ceremony", name: "Ceremony" },
      { id: "party", name: "Party" },
    ],
  };
}

/** A display copy as the pipeline leaves it: under clients/, marked as a display file. */
/** A display copy as the pipeline leaves it: under clients/, marked as a display file. */
async function writeDisplayCopy(workId: string, demo: string, width: number): Promise<string> {
  const object = `clients/${GALLERY}/${workId}/s1/display-${width}.webp`;
  await testAdmin()
    .bucket.file(object)
    .save(readFileSync(path.join(DEMO_DIR, `${demo}-${width}.webp`)), {
      contentType: "image/webp",
      metadata: { metadata: { role: "display" } },
    });
  return storageObjectUrl(TEST_BUCKET, object);
}

async function seed(): Promise<void> {
  const { auth } = testAdmin();
  const owner = await auth
    .getUserByEmail(DEMO_OWNER.email)
    .then((found) => auth.updateUser(found.uid, { password: DEMO_OWNER.password }))
    .catch(() =>
      auth.createUser({ email: DEMO_OWNER.email, password: DEMO_OWNER.password, emailVerified: true }),
    );
  await auth.setCustomUserClaims(owner.uid, { admin: true });

  const galleries = db().collection(CLIENT_COLLECTIONS.galleries);
  const created = { createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() };
  await galleries.doc(GALLERY).set({ ...settings("Anna & Ben's wedding", null), ...created });
  await galleries.doc(EXPIRED).set({
    ...settings("Spring portraits", null),
    expiresAt: Timestamp.fromMillis(Date.now() - 86_400_000),
    ...created,
  });
  await callAsOwner(CLIENT_CALLABLES.setClientGalleryPassword, { galleryId: GALLERY, password: PASSWORD });

  // Two pictures' display copies (each file written wakes the media pipeline's trigger, which
  // leaves clients/ alone); the works share them.
  const sizesOf = new Map<string, { url: string; width: number; height: number }[]>();
  for (const [index, demo] of DEMO.entries())
    sizesOf.set(demo, [
      { url: await writeDisplayCopy(`w${index + 1}`, demo, 480), width: 480, height: 320 },
      { url: await writeDisplayCopy(`w${index + 1}`, demo, 960), width: 960, height: 640 },
    ]);
  const works = galleries.doc(GALLERY).collection(CLIENT_COLLECTIONS.works);
  for (const work of WORKS) {
    const sizes = sizesOf.get(work.demo) ?? [];
    await works.doc(work.id).set({
      setId: work.setId,
      order: work.order,
      fileName: work.fileName,
      createdAt: FieldValue.serverTimestamp(),
      type: "image",
      width: 1600,
      height: 1067,
      media: {
        url: sizes[1]?.url,
        // The largest display copy: what a "web" download serves.
        storagePath: `clients/${GALLERY}/w${DEMO.indexOf(work.demo) + 1}/s1/display-960.webp`,
        sizes,
        posterUrl: null,
        contentType: "image/webp",
      },
    });
  }
  await works.doc(UNREADY.id).set({ ...UNREADY, createdAt: FieldValue.serverTimestamp() });
}

const heart = (page: Page, fileName: string) =>
  page.getByRole("main").getByRole("button", { name: `Favourite ${fileName}`, exact: true });

beforeAll(async () => {
  await clearFirestore();
  await seed();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await closeTestAdmin();
});

describe("a client gallery on a phone", () => {
  it("opens with its password, hearts three works, sends them, and records no analytics", async () => {
    const context = await newVisitor(browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(webUrl(`/client/${GALLERY}`));

    const password = page.getByLabel("Password", { exact: true });
    await password.waitFor();
    expect(await page.title()).toBe("Private gallery");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    expect(await page.content()).not.toContain("Anna & Ben");

    await password.fill("not-the-password");
    await page.getByRole("button", { name: "Open gallery" }).click();
    await page.getByText(CLIENT_ACCESS_MESSAGES["wrong-password"]).waitFor();
    expect(await password.inputValue()).toBe("not-the-password");
    await screenshot(page, "client-gallery-password-phone");
    await password.fill(PASSWORD);
    await page.getByRole("button", { name: "Open gallery" }).click();

    await page.getByRole("heading", { level: 1, name: "Anna & Ben's wedding" }).waitFor();
    expect(await page.title()).toBe("Anna & Ben's wedding");
    const grid = page.getByRole("list", { name: "Ceremony" });
    // Four ready works in the first set; the one still being prepared is not shown.
    await expect.poll(() => grid.getByRole("listitem").count(), POLL).toBe(4);
    await expect
      .poll(
        () =>
          grid.locator("img").evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src)),
        POLL,
      )
      .toEqual(expect.arrayContaining([expect.stringMatching(/^blob:/)]));
    expect(await page.getByText(UNREADY.fileName).count()).toBe(0);

    for (const work of WORKS.slice(0, 3)) {
      await heart(page, work.fileName).click();
      await expect.poll(() => heart(page, work.fileName).getAttribute("aria-pressed"), POLL).toBe("true");
    }
    await page.getByText("3 of 4 picked").waitFor();
    const [uid] = (
      await db().collection(CLIENT_COLLECTIONS.galleries).doc(GALLERY).collection("grants").get()
    ).docs.map((doc) => doc.id);
    await eventually(async () => {
      const favourites = await db()
        .collection(CLIENT_COLLECTIONS.galleries)
        .doc(GALLERY)
        .collection(CLIENT_COLLECTIONS.favourites)
        .doc(uid ?? "-")
        .get();
      expect(favourites.get("workIds")).toEqual(["w1", "w2", "w3"]);
    });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "client-gallery-phone");
    // Thumbs: every button on the page is at least 44 px each way.
    const small = await page
      .getByRole("main")
      .getByRole("button")
      .evaluateAll((buttons) =>
        buttons
          .map((button) => ({
            name: button.textContent || button.getAttribute("aria-label"),
            box: button.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
          .map(({ name, box }) => `${name}: ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
    expect(small).toEqual([]);
    // Only the hearted works, from the device's list.
    await page.getByRole("button", { name: "Favourites", exact: true }).click();
    await expect
      .poll(() => page.getByRole("list", { name: "Your favourites" }).getByRole("listitem").count(), POLL)
      .toBe(3);
    await page.getByRole("button", { name: "Favourites", exact: true }).click();

    await page.getByRole("button", { name: "Send selection" }).click();
    const dialog = page.getByRole("dialog", { name: "Send your selection" });
    await dialog.getByLabel("Note (optional)").fill("Could the second one be in black and white?");
    await dialog.getByRole("button", { name: "Send selection" }).click();
    await page.getByText(/Your selection of 3 works was sent to /).waitFor();
    await eventually(async () => {
      const sent = await db()
        .collection(CLIENT_COLLECTIONS.selections)
        .where("galleryId", "==", GALLERY)
        .get();
      expect(sent.docs.map((doc) => doc.data())).toEqual([
        expect.objectContaining({
          uid,
          workIds: ["w1", "w2", "w3"],
          note: "Could the second one be in black and white?",
        }),
      ]);
    });

    // The grant stays with this device: a reload opens the gallery without the password.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Anna & Ben's wedding" }).waitFor();
    await expect.poll(() => heart(page, WORKS[0].fileName).getAttribute("aria-pressed"), POLL).toBe("true");
    await page.getByText("3 of 4 picked").waitFor();
    // The viewer opens on a tile, with its own heart, and Escape gives focus back.
    await page
      .getByRole("list", { name: "Ceremony" })
      .getByRole("button", { name: WORKS[1].fileName, exact: true })
      .click();
    const viewer = page.getByRole("dialog", { name: `Viewer: ${WORKS[1].fileName}` });
    await viewer.waitFor();
    expect(
      await viewer
        .getByRole("button", { name: `Favourite ${WORKS[1].fileName}` })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    await page.keyboard.press("ArrowRight");
    await page.getByRole("dialog", { name: `Viewer: ${WORKS[2].fileName}` }).waitFor();
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" });

    // Downloads: the browser goes to the one-use address and saves the attachment, streamed.
    const single = page.waitForEvent("download");
    await page
      .getByRole("list", { name: "Ceremony" })
      .getByRole("button", { name: `Download ${WORKS[0].fileName}`, exact: true })
      .click();
    expect((await single).suggestedFilename()).toBe("DSC_0001.webp");
    const zip = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download this set" }).click();
    expect((await zip).suggestedFilename()).toMatch(/\.zip$/);

    // The tracker would have written by now (it starts once the page is idle); it must not.
    await page.waitForTimeout(3000);
    for (const collection of [COLLECTIONS.analyticsEvents, COLLECTIONS.userSessions])
      expect((await db().collection(collection).limit(1).get()).size, collection).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an expired gallery says so politely, with whose it was and a way to ask", async () => {
    const context = await newVisitor(browser, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto(webUrl(`/client/${EXPIRED}`));
    await page.getByRole("heading", { name: CLIENT_ACCESS_MESSAGES.expired }).waitFor();
    expect(await page.getByText(/Spring portraits/).count()).toBe(1);
    await screenshot(page, "client-gallery-expired-phone");
    expect(await page.getByRole("link", { name: /^Contact / }).getAttribute("href")).toBe("/contact");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
