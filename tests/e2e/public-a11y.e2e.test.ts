import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser, screenshot, webUrl } from "../support/browser";
import { seriousViolations } from "./support/axe";
import { newVisitor, tiles, viewer } from "./support/public-page";
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

/** The main public pages, and what shows each is ready. */
const PAGES = [
  { name: "gallery", route: () => "/", ready: "tiles" },
  { name: "category", route: () => "/c/film", ready: "tiles" },
  { name: "tag", route: () => "/t/night", ready: "tiles" },
  { name: "viewer", route: () => `/item/${fixture.items[0]!.id}`, ready: "viewer" },
  { name: "about", route: () => "/about", ready: "About" },
  { name: "contact", route: () => "/contact", ready: "Get in touch" },
  { name: "booking", route: () => "/booking", ready: "Book a shoot" },
  { name: "not-found", route: () => "/nothing-here", ready: "Page not found" },
] as const;

describe.each(["light", "dark"] as const)("accessibility in %s mode", (colorScheme) => {
  it.each(PAGES)("$name has no serious or critical axe violations", async ({ name, route, ready }) => {
    const context = await newVisitor(browser, { colorScheme, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(webUrl(route()));
    if (ready === "tiles") await tiles(page).first().waitFor();
    else if (ready === "viewer") await viewer(page).locator(".yarl__slide_current img").waitFor();
    else await page.getByRole("heading", { level: 1, name: ready }).waitFor();
    await page.waitForLoadState("networkidle");
    await screenshot(page, `public-${name}-${colorScheme}`);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("small screens", () => {
  it("keeps the gallery usable at phone width", async () => {
    const context = await newVisitor(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(webUrl("/"));
    await tiles(page).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "public-gallery-phone");
    await context.close();
  });
});
