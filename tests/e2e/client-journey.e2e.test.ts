// Issue 35's whole journey, through the real studio, rules, callables, media pipeline, download
// function and mail: the owner makes a password-protected gallery and uploads four phone
// photos (GPS and all); a client opens the link on a phone, enters the password, hearts three
// works, sends the selection and downloads the gallery as a ZIP (clean copies only); the owner
// then finds the selection email, with its Lightroom line, in MailDev and the client's
// activity on the gallery's studio page.
import { readFileSync } from "node:fs";
import path from "node:path";
import { CLIENT_COLLECTIONS } from "@folio/domain";
import { devices, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/lib/emulator-config";
import { DEMO_OWNER } from "../../scripts/seed/demo-owner";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser, screenshot, webUrl } from "../support/browser";
import { eventually } from "../support/eventually";
import { identifyingTags } from "../support/exiftool";
import { caughtEmails, clearEmails } from "../support/maildev";
import { unzip } from "../support/zip";
import { writeStudioFixture } from "./support/studio-fixture";
import { newStudioPage, signInToStudio } from "./support/studio-session";

const PHOTO = readFileSync(path.join(REPO_ROOT, "tests", "fixtures", "media", "camera-gps.jpg"));
const FILE_NAMES = ["DSC_0101.jpg", "DSC_0102.jpg", "DSC_0103.jpg", "DSC_0104.jpg"];
const GALLERY_NAME = "Lena & Omar — wedding";
const PASSWORD = "olive-grove-27";
const SLOW = { timeoutMs: 150_000, intervalMs: 500 };

let browser: Browser;

beforeAll(async () => {
  await clearFirestore();
  await clearEmails();
  const { firestore, auth } = testAdmin();
  await writeStudioFixture(firestore, auth);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await closeTestAdmin();
});

/** The owner makes the gallery in the studio and uploads the photos; answers its id. */
async function ownerMakesGallery(owner: Page): Promise<string> {
  await signInToStudio(owner, DEMO_OWNER, "/studio/clients");
  await owner.getByRole("heading", { name: "Client galleries", level: 1 }).waitFor();
  await owner.getByRole("button", { name: "New gallery" }).click();
  const dialog = owner.getByRole("dialog", { name: "New client gallery" });
  await dialog.getByRole("textbox", { name: "Gallery name" }).fill(GALLERY_NAME);
  await dialog.getByRole("textbox", { name: "Client name" }).fill("Lena Okafor");
  await dialog.getByRole("button", { name: "Create gallery" }).click();
  await owner.waitForURL(/\/studio\/clients\/[A-Za-z0-9]{20}$/);
  const galleryId = new URL(owner.url()).pathname.split("/").pop()!;

  await owner.getByRole("tab", { name: "Settings" }).click();
  await owner.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await owner.getByRole("button", { name: "Set password" }).click();
  await owner.getByText("Password set").first().waitFor({ timeout: 60_000 });

  await owner.getByRole("tab", { name: "Works" }).click();
  await owner
    .locator('input[type="file"]')
    .setInputFiles(FILE_NAMES.map((name) => ({ name, mimeType: "image/jpeg", buffer: PHOTO })));
  await owner
    .getByText(`${FILE_NAMES.length} of ${FILE_NAMES.length} uploaded`)
    .waitFor({ timeout: 120_000 });
  // Ready once the pipeline has made each work's clean copies.
  await eventually(async () => {
    const works = await testAdmin()
      .firestore.collection(`${CLIENT_COLLECTIONS.galleries}/${galleryId}/${CLIENT_COLLECTIONS.works}`)
      .get();
    expect(works.docs.filter((doc) => doc.get("media")).map((doc) => doc.get("fileName"))).toHaveLength(
      FILE_NAMES.length,
    );
  }, SLOW);
  return galleryId;
}

describe("a client gallery, from the studio to the client's phone and back", () => {
  it("lets a client open, heart, send and download, and shows the owner all of it", async () => {
    const owner = await newStudioPage(browser);
    const galleryId = await ownerMakesGallery(owner);

    // The client, on a phone, with the link and the password the photographer gave.
    const phone = await browser.newContext({ ...devices["Pixel 7"], acceptDownloads: true });
    const client = await phone.newPage();
    await client.goto(webUrl(`/client/${galleryId}`));
    await client.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await client.getByRole("button", { name: "Open gallery" }).click();
    await client.getByRole("heading", { level: 1, name: GALLERY_NAME }).waitFor();
    const grid = client.getByRole("list", { name: "Highlights" });
    await expect.poll(() => grid.getByRole("listitem").count(), { timeout: 30_000 }).toBe(FILE_NAMES.length);
    const hearted = FILE_NAMES.slice(0, 3);
    for (const fileName of hearted) {
      const heart = grid.getByRole("button", { name: `Favourite ${fileName}`, exact: true });
      await heart.click();
      await expect.poll(() => heart.getAttribute("aria-pressed"), { timeout: 20_000 }).toBe("true");
    }
    await client.getByRole("button", { name: "Send selection" }).click();
    const send = client.getByRole("dialog", { name: "Send your selection" });
    await send.getByLabel("Note (optional)").fill("The first one for the album cover, please.");
    await send.getByRole("button", { name: "Send selection" }).click();
    await client.getByText(/Your selection of 3 works was sent to /).waitFor();

    // The whole gallery as one ZIP: every work, and none with the phone's location in it.
    const download = client.waitForEvent("download");
    await client.getByRole("button", { name: "Download all" }).click();
    const zipPath = await (await download).path();
    const entries = await unzip(readFileSync(zipPath));
    expect(entries.map((entry) => path.basename(entry.name).replace(/\.\w+$/, "")).sort()).toEqual(
      FILE_NAMES.map((name) => name.replace(/\.jpg$/, "")),
    );
    for (const entry of entries) expect(identifyingTags(entry.data)).toEqual([]);
    await screenshot(client, "client-journey-phone");
    await phone.close();

    // The owner's email: the works by file name, and the line to paste into Lightroom.
    const email = await eventually(async () => {
      const found = (await caughtEmails()).find((mail) =>
        mail.subject.includes("sent a selection of 3 works"),
      );
      expect(found, "selection email").toBeDefined();
      return found!;
    }, SLOW);
    expect(email.subject).toContain(GALLERY_NAME);
    expect(email.text).toContain("The first one for the album cover, please.");
    expect(email.text).toContain("DSC_0101, DSC_0102, DSC_0103");

    // The studio: one open from a phone, three hearts, the selection and the ZIP.
    await owner.goto(webUrl(`/studio/clients/${galleryId}`));
    await owner.getByRole("tab", { name: "Activity" }).click();
    const poll = { timeout: 60_000 };
    await expect.poll(() => owner.getByText("Opened 1 time on 1 device").count(), poll).toBe(1);
    await expect.poll(() => owner.getByText("0 works and 1 ZIP downloaded in all.").count(), poll).toBe(1);
    for (const fileName of hearted)
      await owner
        .getByRole("listitem")
        .filter({ hasText: `${fileName} — 1 heart` })
        .waitFor();
    await owner.getByRole("heading", { name: "Selections sent (1)" }).waitFor();
    expect(await owner.getByLabel("Phone opens").getAttribute("aria-valuenow")).toBe("100");
    await screenshot(owner, "client-journey-activity");
    await owner.context().close();
  });
});
