import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { findChromium } from "../../scripts/lib/prerequisites";
import { recordBrowserQueries } from "./query-log";

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, "..", "..", "test-artifacts");

/** Marks the console line a page writes for each Content-Security-Policy violation. */
const CSP_MARK = "[csp-violation]";
const cspViolations: string[] = [];

/**
 * The CSP violations seen since the last call, emptied. The e2e project's setup
 * (tests/support/e2e-setup.ts) fails every browser test that leaves one: production sends the
 * policy on every page (firebase.json), so a violation here is a broken page there.
 */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/**
 * Every context of the browser reports its pages' CSP violations (the `securitypolicyviolation`
 * event, in every frame, from before the page's own scripts) and records the Firestore queries
 * the app sends (tests/support/query-log.ts).
 */
async function watched(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript((mark: string) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `${mark} ${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"} at ${event.sourceFile}:${event.lineNumber} (${event.disposition})`,
      );
    });
  }, CSP_MARK);
  context.on("console", (message) => {
    const text = message.text();
    if (text.startsWith(CSP_MARK)) cspViolations.push(`${message.page()?.url() ?? "?"}: ${text}`);
  });
  context.on("request", recordBrowserQueries);
  return context;
}

/** Launches Debian's Chromium headless with the flags this offline machine needs. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error("Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH)");
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  // browser.newPage() makes its context through newContext too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watched(await newContext(options));
  return browser;
}

/** Base URL of the built web app served by the Hosting emulator. */
export function webUrl(route = "/"): string {
  const base = process.env.FOLIO_WEB_URL;
  if (!base) throw new Error("FOLIO_WEB_URL is not set: run browser tests with npm run test:e2e");
  return new URL(route, base).toString();
}

/** Saves a full-page screenshot under test-artifacts/screenshots/. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = path.join(ARTIFACTS_DIR, "screenshots");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
