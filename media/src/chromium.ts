import { existsSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";

// The browser tests launch Chromium the same way (tests/support/browser.ts); this workspace keeps
// its own copy so that it imports nothing from the tests.
const CHROMIUM_CANDIDATES = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];
/** Where the contact sheet goes: the repo's git-ignored test-artifacts/. */
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
