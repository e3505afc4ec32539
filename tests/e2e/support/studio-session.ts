import type { Browser, Locator, Page } from "playwright-core";
import { DEMO_OWNER } from "../../../scripts/seed/demo-owner";
import { webUrl } from "../../support/browser";

/** A fresh browser context (no saved sign-in) at a given viewport. */
export async function newStudioPage(
  browser: Browser,
  viewport = { width: 1440, height: 960 },
): Promise<Page> {
  const context = await browser.newContext({ viewport, colorScheme: "light" });
  return context.newPage();
}

/** Opens a studio address (of the built site, or of `base`) and signs in on the sign-in page it leads to. */
export async function signInToStudio(
  page: Page,
  account: { email: string; password: string },
  route = "/studio",
  base?: string,
): Promise<void> {
  await page.goto(base ? new URL(route, base).toString() : webUrl(route));
  await page.waitForURL(/\/studio\/sign-in/);
  await page.getByRole("textbox", { name: "Email" }).fill(account.email);
  await page.getByLabel("Password", { exact: false }).first().fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in as the demo owner on the gallery page and opens its upload dialog. */
export async function openUploadDialog(page: Page): Promise<Locator> {
  await signInToStudio(page, DEMO_OWNER, "/studio/gallery");
  await page.getByRole("heading", { name: "Gallery", level: 1 }).waitFor();
  await page.getByRole("button", { name: /^Upload/ }).click();
  const dialog = page.getByRole("dialog", { name: "Upload media" });
  await dialog.waitFor();
  return dialog;
}
