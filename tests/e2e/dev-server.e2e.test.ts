import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emulatorPorts, REPO_ROOT, webEmulatorEnv } from "../../scripts/lib/emulator-config";
import { readEnvFile } from "../../scripts/lib/env-file";
import { bin } from "../../scripts/lib/process";
import { DEMO_OWNER } from "../../scripts/seed/demo-owner";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser } from "../support/browser";
import { eventually } from "../support/eventually";
import { writeStudioFixture, type StudioFixtureItem } from "./support/studio-fixture";
import { signInToStudio } from "./support/studio-session";

/**
 * `npm start` serves the app from Vite's dev server, not from the build the other browser
 * tests use. Its dependency optimizer is the risk: a dependency it discovers only when a lazy
 * page is first opened makes it re-bundle, after which modules it had served import stale
 * `?v=` hashes and answer 504 until a restart. This starts a dev server the way `npm start`
 * does, from an empty optimizer cache, and opens every page directly, public pages first.
 */
const OFFSET = Number(process.env.FOLIO_PORT_OFFSET ?? "0");
const PORT = 5183 + OFFSET;
const BASE = `http://127.0.0.1:${PORT}`;

interface DevServer {
  child: ChildProcess;
  output: string[];
}

function startDevServer(cacheDir: string): DevServer {
  const env = {
    ...process.env,
    ...readEnvFile(path.join(REPO_ROOT, ".env.local.example")),
    ...webEmulatorEnv(emulatorPorts(OFFSET), process.env.FOLIO_STORAGE_EMULATOR === "true"),
    VITE_ANALYTICS_COUNT_AUTOMATION: "true",
    FOLIO_VITE_CACHE_DIR: cacheDir,
  };
  const child = spawn(bin("vite"), ["--port", String(PORT), "--strictPort", "--force"], {
    cwd: path.join(REPO_ROOT, "web"),
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  return { child, output };
}

/** What went wrong on a page: server errors, uncaught errors and the app's error screen. */
function watchPage(page: Page): string[] {
  const problems: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Waits for the page's main heading and returns it, failing on the error screen. */
async function mainHeading(page: Page): Promise<string> {
  const heading = page.getByRole("heading", { level: 1 }).first();
  await heading.waitFor({ timeout: 60_000 });
  return (await heading.innerText()).trim();
}

describe("the dev server, as npm start runs it", () => {
  let browser: Browser;
  let server: DevServer;
  let items: StudioFixtureItem[];
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), "folio-vite-cache-"));

  beforeAll(async () => {
    await clearFirestore();
    const { firestore, auth } = testAdmin();
    items = await writeStudioFixture(firestore, auth);
    server = startDevServer(cacheDir);
    // As npm start: the first page is asked for as soon as the server answers at all.
    await eventually(
      async () => {
        const response = await fetch(`${BASE}/`, { signal: AbortSignal.timeout(5_000) });
        expect(response.status).toBe(200);
      },
      { timeoutMs: 60_000 },
    );
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    server?.child.kill("SIGTERM");
    rmSync(cacheDir, { recursive: true, force: true });
    await closeTestAdmin();
  });

  it("serves every public page, opened directly, without an error", async () => {
    const item = items[0]!;
    const pages: [string, RegExp][] = [
      ["/", /Selected work|\S/],
      [`/c/${item.category}`, /Landscape|City|Portrait/],
      [`/t/${item.tags[0]}`, new RegExp(item.tags[0]!)],
      [`/item/${item.id}`, /\S/],
      ["/about", /About/],
      ["/contact", /Get in touch/],
      ["/booking", /Book a shoot/],
      ["/no-such-page", /not found/i],
    ];
    for (const [route, expected] of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems = watchPage(page);
      await page.goto(`${BASE}${route}`);
      const heading = await mainHeading(page);
      expect(heading, route).not.toBe("Something went wrong");
      expect(heading, route).toMatch(expected);
      if (route.startsWith("/item/")) await page.getByRole("dialog", { name: item.title }).waitFor();
      expect(problems, route).toEqual([]);
      await context.close();
    }
  });

  it("serves every studio page to the owner, each opened directly, then the public site still works", async () => {
    const item = items[0]!;
    const pages: [string, RegExp][] = [
      ["/studio", /Dashboard/],
      ["/studio/gallery", /Gallery/],
      ["/studio/gallery/new", /New item/],
      [`/studio/gallery/${item.id}`, new RegExp(item.title)],
      ["/studio/categories", /Categories/],
      ["/studio/tags", /Tags/],
      ["/studio/inbox", /Inbox/],
      ["/studio/site", /site/i],
    ];
    for (const [route, expected] of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems = watchPage(page);
      await signInToStudio(page, DEMO_OWNER, route, BASE);
      await page.waitForURL((url) => url.pathname === route, { timeout: 60_000 });
      await expect.poll(() => mainHeading(page), { timeout: 60_000 }).toMatch(expected);
      expect(await page.getByText("Something went wrong").count(), route).toBe(0);
      expect(problems, route).toEqual([]);
      await context.close();
    }
    // A visitor arriving after the owner's tour: the public entry and its dependencies still load.
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${BASE}/`);
    await mainHeading(page);
    await page.getByRole("group", { name: "Works" }).getByRole("link").first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
    // The cause, not only the symptom: the optimizer bundled once and never had to start over.
    const log = server.output.join("");
    expect(log).not.toMatch(
      /new dependencies optimized|optimized dependencies changed|Outdated Optimize Dep/,
    );
  });
});
