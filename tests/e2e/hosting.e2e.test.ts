// What production's Hosting sends, through the Hosting emulator with firebase.json's own rules
// (the emulator applies header rules as production does: by the request's path, also to a
// function's response): the headers of every kind of route and asset, 404s for unknown
// addresses, and a Content-Security-Policy a real browser enforces.
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from "@folio/domain";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directiveSources } from "../../web/build/content-security-policy";
import { CACHE_CONTROL } from "../../functions/src/ssr/config";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser, takeCspViolations, webUrl } from "../support/browser";
import { newVisitor } from "./support/public-page";
import { writePublicFixture, type PublicFixture } from "./support/public-fixture";

let browser: Browser;
let fixture: PublicFixture;

beforeAll(async () => {
  await clearFirestore();
  fixture = await writePublicFixture(testAdmin().firestore);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await closeTestAdmin();
});

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** A hashed asset of the build, as the app shell names it. */
async function someAsset(): Promise<string> {
  const shell = await (await fetch(webUrl("/studio"))).text();
  const asset = /\/assets\/[^"]+\.js/.exec(shell)?.[0];
  if (!asset) throw new Error("the app shell names no asset");
  return asset;
}

function expectSecurityHeaders(headers: Headers, route: string): void {
  const policy = headers.get("content-security-policy") ?? "";
  expect(policy, route).not.toBe("");
  expect(directiveSources(policy, "script-src"), route).not.toContain("'unsafe-inline'");
  expect(directiveSources(policy, "script-src"), route).not.toContain("'unsafe-eval'");
  expect(directiveSources(policy, "frame-ancestors"), route).toEqual(["'none'"]);
  expect(directiveSources(policy, "object-src"), route).toEqual(["'none'"]);
  // Violations are reported where the owner reads them (the studio's Site page).
  expect(directiveSources(policy, "report-to"), route).toEqual([CSP_REPORT_GROUP]);
  expect(directiveSources(policy, "report-uri"), route).toEqual([CSP_REPORT_PATH]);
  expect(headers.get("reporting-endpoints"), route).toBe(`${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  expect(headers.get("content-security-policy-report-only"), route).toBeNull();
  expect(headers.get("x-content-type-options"), route).toBe("nosniff");
  expect(headers.get("x-frame-options"), route).toBe("DENY");
  expect(headers.get("referrer-policy"), route).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy"), route).toMatch(/camera=\(\)/);
}

describe("Hosting's headers, by request path", () => {
  it("sends the security headers, and a cache policy that never serves stale HTML after a deploy, on every route", async () => {
    const item = fixture.items[0]!;
    const asset = await someAsset();
    const routes: [route: string, status: number, cacheControl: string][] = [
      // Rendered by publicPage: the CDN keeps them seconds, the browser revalidates every time.
      ["/", 200, CACHE_CONTROL.page],
      ["/?sort=most-viewed", 200, CACHE_CONTROL.page],
      ["/about", 200, CACHE_CONTROL.page],
      ["/c/landscape", 200, CACHE_CONTROL.page],
      ["/t/dawn", 200, CACHE_CONTROL.page],
      [`/item/${item.id}`, 200, CACHE_CONTROL.page],
      ["/manifest.webmanifest", 200, CACHE_CONTROL.page],
      ["/robots-policy.txt", 200, CACHE_CONTROL.page],
      ["/sitemap.xml", 200, "public, max-age=0, s-maxage=3600"],
      // The static app shell (studio, forms) and its own file: revalidated every time.
      ["/studio", 200, REVALIDATE],
      ["/studio/gallery", 200, REVALIDATE],
      ["/studio/dashboard?from=2026-01-01", 200, REVALIDATE],
      ["/contact", 200, REVALIDATE],
      ["/booking", 200, REVALIDATE],
      ["/app.html", 200, REVALIDATE],
      // Files that keep their names: revalidated; hashed ones: immutable.
      ["/favicon.svg", 200, REVALIDATE],
      [asset, 200, IMMUTABLE],
    ];
    for (const [route, status, cacheControl] of routes) {
      const response = await fetch(webUrl(route), { redirect: "manual" });
      expect(response.status, route).toBe(status);
      expect(response.headers.get("cache-control"), route).toBe(cacheControl);
      expectSecurityHeaders(response.headers, route);
    }
  });

  it("answers unknown addresses 404 with the site's own page, never the app with a 200", async () => {
    const unknown: [route: string, cacheControl: string][] = [
      ["/nope", REVALIDATE],
      ["/wp-login.php", REVALIDATE],
      ["/studio-old/x", REVALIDATE],
      ["/c/no-such-category", CACHE_CONTROL.page],
      ["/t/no-such-tag", CACHE_CONTROL.page],
      ["/item/no-such-work", CACHE_CONTROL.page],
      ["/item/unpublished-draft", CACHE_CONTROL.page],
      ["/c/landscape/extra", CACHE_CONTROL.page],
    ];
    for (const [route, cacheControl] of unknown) {
      const response = await fetch(webUrl(route));
      expect(response.status, route).toBe(404);
      expect(response.headers.get("cache-control"), route).toBe(cacheControl);
      expectSecurityHeaders(response.headers, route);
      expect(response.headers.get("content-type"), route).toContain("text/html");
      // The site's own page (its shell and scripts), not Hosting's.
      expect(await response.text(), route).toContain('<div id="root">');
    }
    // A deleted asset (a page cached before a deploy asks for one) is a 404, never HTML with a 200.
    const gone = await fetch(webUrl("/assets/index-gone.js"));
    expect(gone.status).toBe(404);
  });

  it("keeps client galleries out of search engines, caches and other sites' logs, and never serves their downloads", async () => {
    // The client's page: the app shell, with its own robots and referrer headers.
    const gallery = await fetch(webUrl("/client/AbCdEfGhIjKlMnOpQrSt"));
    expect(gallery.status).toBe(200);
    expect(gallery.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(gallery.headers.get("referrer-policy")).toBe("no-referrer");
    expect(gallery.headers.get("cache-control")).toBe(REVALIDATE);
    expect(await gallery.text()).toContain('<div id="root">');
    // Downloads are on the download function's own address: Hosting, which ends a request at
    // 60 s, has no route to it (the address of the old rewrite is a plain not-found).
    const download = await fetch(webUrl("/api/client-download/no-such-ticket-0123456789abcdef0123"));
    expect(download.status).toBe(404);
    expect(await download.text()).toContain('<div id="root">');
  });

  it("shows the site's own not-found page for each kind of unknown address", async () => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    const cases: [route: string, heading: string][] = [
      ["/nope", "Page not found"],
      ["/c/no-such-category", "Category not found"],
      ["/t/no-such-tag", "Tag not found"],
    ];
    for (const [route, heading] of cases) {
      const response = await page.goto(webUrl(route));
      expect(response?.status(), route).toBe(404);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await page
        .getByRole("link", { name: /all work|back to the gallery/i })
        .first()
        .waitFor();
    }
    const response = await page.goto(webUrl("/item/no-such-work"));
    expect(response?.status()).toBe(404);
    await page.getByRole("dialog", { name: "This work is not available" }).waitFor();
    // A tag that exists answers 200, also with no work carrying it yet.
    expect(
      (await page.goto(webUrl(`/t/${encodeURIComponent([...fixture.tagUsage.keys()][0]!)}`)))?.status(),
    ).toBe(200);
    await context.close();
  });

  it("enforces the policy in the browser: an injected inline script is refused and reported", async () => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    await page.goto(webUrl("/"));
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.appendChild(script);
    });
    await expect
      .poll(() => takeCspViolations().length > 0 || null, { timeout: 5_000, interval: 100 })
      .toBe(true);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected ?? false)).toBe(false);
    await context.close();
  });
});
