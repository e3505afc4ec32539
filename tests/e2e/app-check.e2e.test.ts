import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, webEmulatorEnv, type EmulatorPorts } from "../../scripts/lib/emulator-config";
import { readEnvFile } from "../../scripts/lib/env-file";
import { bin, run } from "../../scripts/lib/process";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser } from "../support/browser";

/**
 * App Check is off in the shared browser-test build (as it is locally by default), so this file
 * builds its own copy of the web app with a site key set and serves it: each test stands alone.
 * The machine is offline, so the token exchange is answered by Playwright's routing.
 */
const FAKE_TOKEN = "fake-app-check-token";
const OUT = path.join(REPO_ROOT, `web/dist-e2e-appcheck-${process.env.FOLIO_PORT_OFFSET ?? "0"}`);

const portOf = (hostVar: string) => Number((process.env[hostVar] ?? "").split(":")[1]);

let server: Server;
let baseUrl: string;
let browser: Browser;

async function buildWithAppCheck(): Promise<void> {
  const ports = {
    auth: portOf("FIREBASE_AUTH_EMULATOR_HOST"),
    firestore: portOf("FIRESTORE_EMULATOR_HOST"),
    functions: Number(process.env.FOLIO_FUNCTIONS_PORT),
    storage: portOf("FIREBASE_STORAGE_EMULATOR_HOST"),
  } as EmulatorPorts;
  const env = {
    ...readEnvFile(path.join(REPO_ROOT, ".env.local.example")),
    ...webEmulatorEnv(ports, false),
    VITE_APPCHECK_SITE_KEY: "test-site-key",
    VITE_APPCHECK_DEBUG_TOKEN: "test-debug-token",
  };
  const code = await run(bin("vite"), ["build", "--outDir", OUT, "--emptyOutDir", "--logLevel", "warn"], {
    cwd: path.join(REPO_ROOT, "web"),
    env: { ...process.env, ...env },
  });
  if (code !== 0) throw new Error(`vite build failed (${code})`);
}

/** A static server with the SPA fallback Hosting gives the app. */
function serve(root: string): Promise<Server> {
  const types: Record<string, string> = {
    ".js": "text/javascript",
    ".css": "text/css",
    ".html": "text/html",
  };
  const instance = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(root, "index.html");
    response.setHeader("content-type", types[path.extname(file)] ?? "application/octet-stream");
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => instance.listen(0, "127.0.0.1", () => resolve(instance)));
}

beforeAll(async () => {
  await buildWithAppCheck();
  server = await serve(OUT);
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await closeTestAdmin();
});

/** A page whose App Check token exchange is answered here (offline machine); returns what was exchanged. */
async function pageWithTokenExchange(): Promise<{ page: Page; exchanges: string[] }> {
  const page = await (await browser.newContext()).newPage();
  const exchanges: string[] = [];
  await page.route(/exchangeDebugToken/, async (route) => {
    exchanges.push(route.request().postData() ?? "");
    await route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ token: FAKE_TOKEN, ttl: "3600s" }),
    });
  });
  return { page, exchanges };
}

describe("App Check", () => {
  it("exchanges the debug token and sends the App Check token with Firestore requests", async () => {
    const { page, exchanges } = await pageWithTokenExchange();
    const firestoreHost = `127.0.0.1:${portOf("FIRESTORE_EMULATOR_HOST")}`;
    const firestoreRequest = page.waitForRequest(
      (request) => request.url().includes(firestoreHost) && request.method() === "POST",
    );

    await page.goto(`${baseUrl}/`);
    const request = await firestoreRequest;
    expect(await request.headerValue("x-firebase-appcheck")).toBe(FAKE_TOKEN);
    expect(exchanges).toEqual([expect.stringContaining("test-debug-token")]);
    await page.context().close();
  });

  it("sends the App Check token with the studio's callables", async () => {
    await clearFirestore();
    const { auth } = testAdmin();
    const account = { email: "appcheck-owner@folio.test", password: "app-check-2026" };
    const existing = await auth.getUserByEmail(account.email).catch(() => null);
    const user = existing ?? (await auth.createUser({ ...account, emailVerified: true }));
    await auth.updateUser(user.uid, { password: account.password });
    await auth.setCustomUserClaims(user.uid, { admin: true });

    const { page } = await pageWithTokenExchange();
    await page.goto(`${baseUrl}/studio/tags`);
    await page.waitForURL(/\/studio\/sign-in/);
    await page.getByRole("textbox", { name: "Email" }).fill(account.email);
    await page.getByLabel("Password", { exact: false }).first().fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/studio\/tags/);

    const callable = page.waitForRequest(
      (request) => request.url().endsWith("/createTag") && request.method() === "POST",
    );
    await page.getByRole("textbox", { name: "New tag" }).fill("Verified");
    await page.getByRole("button", { name: "Add tag" }).click();
    expect(await (await callable).headerValue("x-firebase-appcheck")).toBe(FAKE_TOKEN);
    await page.context().close();
  });
});
