import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";

const CHROMIUM_CANDIDATES = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];
export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, "..", "..", "test-artifacts");

/** Launches Debian's Chromium headless with the flags this offline machine needs. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = CHROMIUM_CANDIDATES.find((candidate) => candidate && existsSync(candidate));
  if (!executablePath)
    throw new Error("Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH)");
  return chromium.launch({
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
