import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER } from "../../scripts/seed/demo-owner";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser, screenshot, webUrl } from "../support/browser";
import { VISITOR_ACCOUNT, writeStudioFixture } from "./support/studio-fixture";
import { newStudioPage, signInToStudio } from "./support/studio-session";

describe("studio access", () => {
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

  it("sends a visitor to sign in, and explains a wrong password in a sentence", async () => {
    const page = await newStudioPage(browser);
    await page.goto(webUrl("/studio/tags"));
    await page.waitForURL(/\/studio\/sign-in/);
    await screenshot(page, "studio-sign-in");
    await page.getByRole("textbox", { name: "Email" }).fill(DEMO_OWNER.email);
    await page.getByLabel("Password", { exact: false }).first().fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "not right" });
    await alert.waitFor();
    // The Auth emulator answers wrong-password; production, with email enumeration protection, invalid-credential.
    expect([
      "That password is not right. Check it and try again.",
      "The email address or password is not right. Check both and try again.",
    ]).toContain((await alert.innerText()).trim());
    await expect.poll(() => page.getByRole("textbox", { name: "Email" }).inputValue()).toBe(DEMO_OWNER.email);
    await page.context().close();
  });

  it("refuses a signed-in account without owner rights, and shows none of the tools", async () => {
    const page = await newStudioPage(browser);
    await signInToStudio(page, VISITOR_ACCOUNT, "/studio/gallery");
    await page.getByRole("heading", { name: "This account cannot open the studio" }).waitFor();
    await page.getByText(VISITOR_ACCOUNT.email).first().waitFor();
    expect(await page.getByRole("navigation", { name: "Studio" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Gallery" }).count()).toBe(0);
    await screenshot(page, "studio-not-authorised");
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    await page.context().close();
  });

  it("lets the owner in and back to the page asked for, and out again", async () => {
    const page = await newStudioPage(browser);
    await signInToStudio(page, DEMO_OWNER, "/studio/tags");
    await page.waitForURL(/\/studio\/tags$/);
    await page.getByRole("heading", { name: "Tags", level: 1 }).waitFor();
    // The owner flag keeps the owner's own visits out of the analytics.
    expect(await page.evaluate(() => localStorage.getItem("folio-owner"))).toBe("1");
    await page.getByRole("button", { name: /Account:/ }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL(/\/studio\/sign-in/);
    expect(await page.evaluate(() => localStorage.getItem("folio-owner"))).toBeNull();
    await page.context().close();
  });
});
