import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, webEmulatorEnv, type EmulatorPorts } from "../../scripts/lib/emulator-config";
import { readEnvFile } from "../../scripts/lib/env-file";
import { bin, run } from "../../scripts/lib/process";
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
});

describe("App Check", () => {
  it("exchanges the debug token and sends the App Check token with Firestore requests", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const exchanges: string[] = [];
    await page.route(/exchangeDebugToken/, async (route) => {
      exchanges.push(route.request().postData() ?? "");
      await route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ token: FAKE_TOKEN, ttl: "3600s" }),
      });
    });
    const firestoreHost = `127.0.0.1:${portOf("FIRESTORE_EMULATOR_HOST")}`;
    const firestoreRequest = page.waitForRequest(
      (request) => request.url().includes(firestoreHost) && request.method() === "POST",
    );

    await page.goto(`${baseUrl}/`);
    const request = await firestoreRequest;
    expect(await request.headerValue("x-firebase-appcheck")).toBe(FAKE_TOKEN);
    expect(exchanges).toEqual([expect.stringContaining("test-debug-token")]);
    await context.close();
  });
});
