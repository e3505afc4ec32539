import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, webEmulatorEnv, type EmulatorPorts } from "../../scripts/lib/emulator-config";
import { readEnvFile } from "../../scripts/lib/env-file";
import { bin, run } from "../../scripts/lib/process";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser, webUrl } from "../support/browser";

/**
 * App Check is off in the shared browser-test build (as it is locally by default): the last
 * test checks that build loads none of its code. The others build their own copy of the web
 * app with a site key and a debug token, and serve it as Hosting serves the app shell (every
 * address falls back to app.html; in production the publicPage function renders the public
 * ones around the same shell). The machine is offline, so the debug token exchange is answered
 * by Playwright's routing.
 */
const FAKE_TOKEN = "fake-app-check-token";
const DEBUG_TOKEN = "test-debug-token";
const OUT = path.join(REPO_ROOT, `web/dist-e2e-appcheck-${process.env.FOLIO_PORT_OFFSET ?? "0"}`);
/** The built page shell (web/vite.config.ts renames index.html so that `/` reaches the renderer). */
const APP_SHELL = "app.html";
/**
 * Strings only App Check code holds: the endpoint the SDK's debug provider exchanges its token
 * at, and the message of web/src/lib/firebase/app-check.ts, which loads the SDK.
 */
const APP_CHECK_CODE_MARKERS = ["exchangeDebugToken", "App Check could not start"];

const portOf = (hostVar: string) => Number((process.env[hostVar] ?? "").split(":")[1]);
const firestoreHost = () => `127.0.0.1:${portOf("FIRESTORE_EMULATOR_HOST")}`;

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
    VITE_APPCHECK_DEBUG_TOKEN: DEBUG_TOKEN,
    // The running Functions emulator renders public pages from the shared build's server
    // renderer (functions/lib/web); this copy must not replace it.
    FOLIO_SSR_OUT_DIR: "off",
  };
  const code = await run(bin("vite"), ["build", "--outDir", OUT, "--emptyOutDir", "--logLevel", "warn"], {
    cwd: path.join(REPO_ROOT, "web"),
    env: { ...process.env, ...env },
  });
  if (code !== 0) throw new Error(`vite build failed (${code})`);
}

/** A static server with the fallback to the app shell that Hosting's rewrites give the app. */
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
      file = path.join(root, APP_SHELL);
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

/** The next request the page sends to the Firestore emulator (reads and writes go by POST). */
function nextFirestoreRequest(page: Page): Promise<Request> {
  return page.waitForRequest(
    (request) => request.url().includes(firestoreHost()) && request.method() === "POST",
  );
}

/** Which App Check markers the JavaScript the page has loaded holds (each at most once). */
async function appCheckMarkersLoaded(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith(".js")),
  );
  expect(urls.length).toBeGreaterThan(0);
  const sources = await Promise.all(urls.map(async (url) => (await fetch(url)).text()));
  return APP_CHECK_CODE_MARKERS.filter((marker) => sources.some((source) => source.includes(marker)));
}

describe("App Check", () => {
  it("exchanges the debug token and sends the App Check token with Firestore requests", async () => {
    const { page, exchanges } = await pageWithTokenExchange();
    const firestoreRequest = nextFirestoreRequest(page);

    await page.goto(`${baseUrl}/`);
    const request = await firestoreRequest;
    expect(await request.headerValue("x-firebase-appcheck")).toBe(FAKE_TOKEN);
    // Usually one exchange; two when a second token request (the SDK's refresher and
    // Firestore's) arrives between the first exchange settling and its token being kept: the
    // SDK's own race (@firebase/app-check 0.13), which the app could only avoid by holding back
    // its first Firestore request until a token is kept.
    expect(exchanges.length).toBeGreaterThanOrEqual(1);
    expect(exchanges.every((body) => body.includes(DEBUG_TOKEN))).toBe(true);
    // The markers the last test looks for are really in the App Check code this build loads.
    expect(await appCheckMarkersLoaded(page)).toEqual(APP_CHECK_CODE_MARKERS);
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

  it("loads no App Check code and sends no token where no site key is configured", async () => {
    const page = await (await browser.newContext()).newPage();
    const appCheckRequests: string[] = [];
    page.on("request", (request) => {
      if (/firebaseappcheck|exchangeDebugToken|recaptcha/i.test(request.url()))
        appCheckRequests.push(request.url());
    });
    // The shared build on the Hosting emulator: `/` is rendered by publicPage, and the
    // visitor tracker then writes the page view to Firestore.
    const firestoreRequest = nextFirestoreRequest(page);
    await page.goto(webUrl("/"));
    const request = await firestoreRequest;

    expect(await request.headerValue("x-firebase-appcheck")).toBeNull();
    expect(await appCheckMarkersLoaded(page)).toEqual([]);
    expect(appCheckRequests).toEqual([]);
    await page.context().close();
  });
});
