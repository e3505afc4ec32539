// Issue 44, a real attacker and a real client: rotating anonymous accounts guess a gallery's
// password from many networks until the gallery slows its bare link down. A new phone that
// opens the bare link with the right password is told to wait and to use the emailed link; the
// client opens the link from the owner's "Email the client" email (MailDev) on a phone and gets
// in at once; the owner sees the attack in the gallery's Activity tab.
import {
  CLIENT_CALLABLES,
  CLIENT_COLLECTIONS,
  CLIENT_LIMITS,
  type OpenClientGalleryResponse,
} from "@folio/domain";
import { FieldValue } from "firebase-admin/firestore";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER } from "../../scripts/seed/demo-owner";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser, screenshot, webUrl } from "../support/browser";
import { clearOfUtcMidnight } from "../support/clear-of-midnight";
import { eventually } from "../support/eventually";
import { caughtEmails, clearEmails } from "../support/maildev";
import { anonymousDevices, call } from "../emulator/clients/support";
import { seriousViolations } from "./support/axe";
import { callAsOwner, writeStudioFixture } from "./support/studio-fixture";
import { newStudioPage, signInToStudio } from "./support/studio-session";

const GALLERY = "ClientAccessE2eTest1";
const NAME = "Mira & Jonas — wedding";
const PASSWORD = "harbour-lantern-velvet-orbit";
const PHONE = { width: 390, height: 844 };

let browser: Browser;

beforeAll(async () => {
  await clearOfUtcMidnight(3 * 60 * 1000);
  await clearFirestore();
  await clearEmails();
  const { firestore, auth } = testAdmin();
  await writeStudioFixture(firestore, auth);
  await firestore
    .collection(CLIENT_COLLECTIONS.galleries)
    .doc(GALLERY)
    .set({
      name: NAME,
      client: { name: "Mira Jonsson", email: "mira@example.com" },
      coverWorkId: null,
      expiresAt: null,
      downloads: { size: "web", whole: true },
      favourites: { enabled: true, max: null },
      message: "Your pictures are here.",
      sets: [{ id: "main", name: "Highlights" }],
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  await callAsOwner(CLIENT_CALLABLES.setClientGalleryPassword, { galleryId: GALLERY, password: PASSWORD });
  await callAsOwner(CLIENT_CALLABLES.emailClientGallery, { galleryId: GALLERY });

  // The attack: fresh anonymous accounts, each network under its own limit, the gallery past its free failures.
  const attackers = await anonymousDevices(CLIENT_LIMITS.galleryFreeFailures + 5);
  const reasons: string[] = [];
  for (const [index, attacker] of attackers.entries()) {
    const answer = await call<OpenClientGalleryResponse>(
      CLIENT_CALLABLES.openClientGallery,
      { galleryId: GALLERY, password: `guess-${index}` },
      attacker,
      undefined,
      `198.51.100.${index}`,
    );
    reasons.push(answer.result?.ok === false ? answer.result.reason : "other");
  }
  expect(reasons.filter((reason) => reason === "wrong-password")).toHaveLength(
    CLIENT_LIMITS.galleryFreeFailures,
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await closeTestAdmin();
});

/** A phone-sized page of its own (a new device: its own anonymous account). */
async function phone(): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return context.newPage();
}

describe("a client gallery under a password attack", () => {
  it("pauses the bare link, tells a new device why and until when, and lets the emailed link in", async () => {
    const bare = await phone();
    await bare.goto(webUrl(`/client/${GALLERY}`));
    await bare.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await bare.getByRole("button", { name: "Open gallery" }).click();
    await bare
      .getByText(
        /paused for new devices\. You can try again at .+\. To get in now, open the gallery from the link in your photographer's email\./,
      )
      .waitFor();
    expect(await bare.getByLabel("Password", { exact: true }).inputValue()).toBe(PASSWORD);
    await screenshot(bare, "client-access-paused-phone");
    expect(await seriousViolations(bare)).toEqual([]);
    await bare.context().close();

    // The owner's email carries the link key; the client opens it on a new phone.
    const email = await eventually(async () => {
      const found = (await caughtEmails()).find((mail) =>
        mail.to.some((to) => to.address === "mira@example.com"),
      );
      expect(found, "the client's email").toBeDefined();
      return found!;
    });
    const link = /https?:\/\/\S+\/client\/[A-Za-z0-9]{20}#k=[A-Za-z0-9_-]{43}/.exec(email.text)?.[0];
    expect(link, "the emailed link, with its key").toBeDefined();
    const emailed = new URL(link!);
    const client = await phone();
    await client.goto(webUrl(`${emailed.pathname}${emailed.hash}`));
    const field = client.getByLabel("Password", { exact: true });
    await field.waitFor();
    // The key is kept on the device and taken out of the address bar.
    expect(new URL(client.url()).hash).toBe("");
    await field.fill(PASSWORD);
    await client.getByRole("button", { name: "Open gallery" }).click();
    await client.getByRole("heading", { level: 1, name: NAME }).waitFor();
    await screenshot(client, "client-access-emailed-link-phone");
    // A reload needs nothing: the grant stays with this device.
    await client.reload();
    await client.getByRole("heading", { level: 1, name: NAME }).waitFor();
    await client.context().close();
  });

  it("shows the owner the wrong passwords, from how many networks, and that the gallery is slowed down", async () => {
    const owner = await newStudioPage(browser, { width: 1280, height: 900 });
    await signInToStudio(owner, DEMO_OWNER, `/studio/clients/${GALLERY}?tab=activity`);
    const card = owner.getByText("Wrong passwords", { exact: true }).locator("..");
    await card
      .getByText(
        `Today: ${CLIENT_LIMITS.galleryFreeFailures} from ${CLIENT_LIMITS.galleryFreeFailures} networks`,
      )
      .waitFor({ timeout: 30_000 });
    await owner.getByText("Slowed down", { exact: true }).waitFor();
    await owner.getByText(/New devices opening the plain link wait until/).waitFor();
    await screenshot(owner, "client-access-activity");
    expect(await seriousViolations(owner)).toEqual([]);
    await owner.context().close();
  });
});
