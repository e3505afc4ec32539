// A violation of the site's Content-Security-Policy, from a real browser to the owner's eyes: the
// page's policy names the report endpoint, Chromium sends the report through Hosting's rewrite,
// the cspReport function keeps it, and the studio's Site page lists it. Chromium delivers
// `report-to` (the Reporting API) only from HTTPS pages, and ignores `report-uri` when `report-to`
// is there; the emulators serve HTTP, so the page is loaded with `report-to` taken out of its
// policy and the browser reports through `report-uri` to the same endpoint, as Firefox does. The
// Reporting API's own format is parsed in functions/src/csp-reports/report-parse.test.ts and
// stored in tests/emulator/site/csp-reports.emulator.test.ts.
import { CSP_REPORTS_COLLECTION, utcDateKey } from "@folio/domain";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER } from "../../scripts/seed/demo-owner";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser, takeCspViolations, webUrl } from "../support/browser";
import { clearOfUtcMidnight } from "../support/clear-of-midnight";
import { eventually } from "../support/eventually";
import { newVisitor } from "./support/public-page";
import { writeStudioFixture } from "./support/studio-fixture";
import { newStudioPage, signInToStudio } from "./support/studio-session";

const BLOCKED = "https://blocked.example";
let browser: Browser;

beforeAll(async () => {
  await clearFirestore();
  const admin = testAdmin();
  await writeStudioFixture(admin.firestore, admin.auth);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await closeTestAdmin();
});

describe("a Content-Security-Policy violation", () => {
  it("is reported by the browser, kept without the visitor, and listed in the studio", async () => {
    await clearOfUtcMidnight();
    const context = await newVisitor(browser);
    const page = await context.newPage();
    await page.route("**/about?*", async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      const policy = headers["content-security-policy"] ?? "";
      expect(policy).toContain("report-uri /api/csp-report");
      headers["content-security-policy"] = policy.replace(/;\s*report-to [^;]+/, "");
      await route.fulfill({ response, headers });
    });
    await page.goto(webUrl("/about?from=newsletter"));
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.evaluate((src) => {
      const script = document.createElement("script");
      script.src = `${src}/widget.js?visitor=42`;
      document.head.appendChild(script);
    }, BLOCKED);
    await expect.poll(() => takeCspViolations().length, { timeout: 10_000 }).toBeGreaterThan(0);

    const day = testAdmin().firestore.collection(CSP_REPORTS_COLLECTION).doc(utcDateKey(new Date()));
    const entry = await eventually(async () => {
      const entries = Object.values(
        ((await day.get()).get("entries") ?? {}) as Record<string, { blocked: string }>,
      );
      const found = entries.find((candidate) => candidate.blocked === BLOCKED);
      expect(found).toBeDefined();
      return found;
    });
    expect(entry).toEqual({
      directive: "script-src-elem",
      blocked: BLOCKED,
      page: "/about",
      browser: "Chrome (desktop)",
      count: 1,
    });
    await context.close();

    const studio = await newStudioPage(browser);
    await signInToStudio(studio, DEMO_OWNER, "/studio/site");
    const reports = studio.getByRole("region", { name: "Blocked by the site’s security policy" });
    const row = reports.getByRole("row", { name: new RegExp(BLOCKED.replaceAll(".", "\\.")) });
    await row.waitFor();
    expect(await row.getByRole("cell").allInnerTexts()).toEqual([
      BLOCKED,
      "/about",
      "1",
      "script-src-elem",
      "Chrome (desktop)",
      utcDateKey(new Date()),
    ]);
    await studio.context().close();
  });
});
