import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { webUrl } from "../../support/browser";

export interface VisitorOptions {
  colorScheme?: "light" | "dark";
  viewport?: { width: number; height: number };
  reducedMotion?: "reduce" | "no-preference";
}

/**
 * A fresh visitor (own storage, so likes and sessions start empty) with clipboard access
 * and the Web Share API removed, as on desktop Linux: sharing copies a link.
 */
export async function newVisitor(browser: Browser, options: VisitorOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    colorScheme: options.colorScheme ?? "light",
    reducedMotion: options.reducedMotion ?? "no-preference",
    acceptDownloads: true,
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(webUrl()).origin });
  await context.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  return context;
}

/** Collects uncaught page errors, so a test can assert there were none. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The gallery's tiles: one link per work. */
export function tiles(page: Page): Locator {
  return page.getByRole("group", { name: "Works" }).getByRole("link");
}

/** The open viewer (a modal dialog named after the work on screen). */
export function viewer(page: Page): Locator {
  return page.getByRole("dialog", { name: /^Viewer: / });
}

/** Path and query of the page's address. */
export function address(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
