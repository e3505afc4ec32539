import { GALLERY_PAGE_SIZE } from "@folio/domain";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser, screenshot, webUrl } from "../support/browser";
import { eventually } from "../support/eventually";
import { address, newVisitor, pageErrors, tiles, viewer } from "./support/public-page";
import { writePublicFixture, type PublicFixture } from "./support/public-fixture";

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let fixture: PublicFixture;

beforeAll(async () => {
  await clearFirestore();
  fixture = await writePublicFixture(testAdmin().firestore);
  browser = await launchBrowser();
});

// Each test is a new visitor in a fresh browser context, and opens the page it needs.
beforeEach(async () => {
  context = await newVisitor(browser);
  // Cumulative layout shift of the page, as Core Web Vitals count it (shifts without recent input).
  await context.addInitScript(() => {
    const state = window as unknown as { __cls: number };
    state.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  page = await context.newPage();
  errors = pageErrors(page);
});

afterEach(async () => {
  await context?.close();
  expect(errors, "uncaught errors in the page").toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await closeTestAdmin();
});

/** Reads go to the emulators on a shared 2-core machine: wait for what the visitor would see, within reason. */
const POLL = { timeout: 20_000, interval: 200 };

/**
 * Waits until the page's scripts have loaded and gone quiet (they load after the server's
 * markup paints). A tile used before then is a plain link: the item page loads afresh, and
 * these tests are about the viewer opened over a live gallery.
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
}

/** Fixture items newest first, as the gallery lists them. */
const newest = () => fixture.items;
/** A tile's accessible name. */
const label = (item: { title: string; type: string }) =>
  item.type === "video" ? `${item.title} (video)` : item.title;
const tileLabels = (page: Page) =>
  tiles(page).evaluateAll((links) => links.map((link) => link.getAttribute("aria-label")));

describe("public gallery", () => {
  it("shows the newest page of work, then loads the next as the visitor scrolls", async () => {
    await page.goto(webUrl("/"));
    await expect.poll(() => tiles(page).count(), POLL).toBe(GALLERY_PAGE_SIZE);
    expect(await page.title()).toBe("Selected work — Folio");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL)
      .toBe("Selected work");
    await expect.poll(() => tiles(page).first().getAttribute("aria-label"), POLL).toBe(label(newest()[0]!));
    // Tiles reserve their space from the item's size, so nothing moves while images arrive. (The
    // server's page holds one layout per breakpoint, all but one hidden, until hydration drops
    // them: only the images on show are measured, and the check is retried.)
    await expect
      .poll(
        () =>
          page.locator('[aria-label="Works"] img').evaluateAll((images) => {
            const shown = images.filter((image) => image.checkVisibility());
            return shown.length > 0 && shown.every((image) => image.getBoundingClientRect().height > 50);
          }),
        POLL,
      )
      .toBe(true);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('[aria-label="Works"] img'))
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .every((image) => image.complete),
    );
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.05);
    // The first tiles are the largest paint: fetched at once, the first with high priority (issue 11).
    await expect
      .poll(() => page.locator('[aria-label="Works"] img').first().getAttribute("loading"), POLL)
      .toBe("eager");

    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => tiles(page).count(), POLL).toBe(fixture.items.length);
    await page.getByText("That is everything here.").waitFor();
    // The unpublished draft never shows.
    await expect.poll(() => page.getByRole("link", { name: "Unpublished draft" }).count(), POLL).toBe(0);
    await screenshot(page, "public-gallery-light");
  });

  it("filters by category (All first, in order) and keeps the address reload-safe", async () => {
    await page.goto(webUrl("/"));
    const categories = page.getByRole("navigation", { name: "Categories" }).getByRole("link");
    await expect
      .poll(() => categories.allTextContents(), POLL)
      .toEqual(["All", "Landscape", "City", "Portrait", "Film"]);
    await categories.filter({ hasText: "Film" }).click();
    await page.waitForURL(webUrl("/c/film"));
    const films = fixture.items.filter((item) => item.category === "film");
    await expect.poll(() => tiles(page).count(), POLL).toBe(films.length);
    expect(await tileLabels(page)).toEqual(films.map(label));
    await expect
      .poll(() => categories.filter({ hasText: "Film" }).getAttribute("aria-current"), POLL)
      .toBe("page");
    expect(await page.title()).toBe("Film — Folio");

    await page.reload();
    await expect.poll(() => tiles(page).count(), POLL).toBe(films.length);
  });

  it("filters by tag, popular tags stand out, and sorts by most viewed", async () => {
    await page.goto(webUrl("/"));
    const tags = page.getByRole("navigation", { name: "Tags" });
    await tags.getByRole("link").first().waitFor();
    const popular = [...fixture.tagUsage].filter(([, count]) => count >= 5).map(([name]) => name);
    for (const name of popular)
      expect(
        await tags
          .getByRole("link", { name: new RegExp(`^${name}\\s*\\d+\\s*works\\s*,\\s*popular$`) })
          .count(),
      ).toBe(1);
    await expect.poll(() => tags.getByRole("link", { name: /^motion\s*3\s*works$/ }).count(), POLL).toBe(1);

    await tags.getByRole("link", { name: /^night\b/ }).click();
    await page.waitForURL(webUrl("/t/night"));
    const night = fixture.items.filter((item) => item.tags.includes("night"));
    await expect.poll(() => tiles(page).count(), POLL).toBe(night.length);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL)
      .toBe("Tagged “night”");

    await page.getByRole("group", { name: "Order" }).getByRole("button", { name: "Most viewed" }).click();
    await page.waitForURL(webUrl("/t/night?sort=most-viewed"));
    // The fixture gives older items more views: most viewed first is oldest first here.
    await expect.poll(() => tileLabels(page), POLL).toEqual([...night].reverse().map(label));
    await expect
      .poll(
        () =>
          page
            .getByRole("group", { name: "Order" })
            .getByRole("button", { name: "Most viewed" })
            .getAttribute("aria-pressed"),
        POLL,
      )
      .toBe("true");
  });

  it("opens an image in the viewer, moves with the keyboard, and returns focus on Esc", async () => {
    await page.goto(webUrl("/"));
    const [first, second] = newest();
    await tiles(page).first().waitFor();
    await hydrated(page);
    // Keyboard only: focus the first tile and open it with Enter.
    await tiles(page).first().focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(webUrl(`/item/${first!.id}`));
    await viewer(page).waitFor();
    await expect.poll(() => viewer(page).getAttribute("aria-label"), POLL).toBe(`Viewer: ${first!.title}`);
    await viewer(page).getByText(`${first!.title}: a study in light`).waitFor({ state: "visible" });
    await expect.poll(() => page.title(), POLL).toBe(`${first!.title} — Folio`);
    await screenshot(page, "public-viewer-image");

    // Each key waits for the viewer to show its work, as a person waits for the slide to settle.
    await page.keyboard.press("ArrowRight");
    await page.waitForURL(webUrl(`/item/${second!.id}`));
    await expect.poll(() => viewer(page).getAttribute("aria-label"), POLL).toBe(`Viewer: ${second!.title}`);
    await page.keyboard.press("ArrowLeft");
    await page.waitForURL(webUrl(`/item/${first!.id}`));
    await expect.poll(() => viewer(page).getAttribute("aria-label"), POLL).toBe(`Viewer: ${first!.title}`);

    // Focus stays in the viewer: the page behind is inert, so Tab never reaches it.
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press("Tab");
      const outside = await page.evaluate(
        () => document.activeElement !== document.body && !document.activeElement?.closest(".yarl__root"),
      );
      expect(outside).toBe(false);
    }
    expect(await page.locator("#main").evaluate((main) => main.closest("[inert]") !== null)).toBe(true);

    await page.keyboard.press("ArrowRight");
    await page.waitForURL(webUrl(`/item/${second!.id}`));
    await expect.poll(() => viewer(page).getAttribute("aria-label"), POLL).toBe(`Viewer: ${second!.title}`);
    await page.keyboard.press("Escape");
    await page.waitForURL(webUrl("/"));
    await viewer(page).waitFor({ state: "detached" });
    // Focus returns to the tile of the work last shown.
    await eventually(async () =>
      expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(
        `/item/${second!.id}`,
      ),
    );
  });

  it("plays a video inline, with its poster", async () => {
    const video = fixture.items.find((item) => item.type === "video")!;
    await page.goto(webUrl("/c/film"));
    await hydrated(page);
    await page.getByRole("link", { name: `${video.title} (video)` }).click();
    await page.waitForURL(webUrl(`/item/${video.id}`));
    const player = viewer(page).locator(".yarl__slide_current video");
    await player.waitFor();
    await expect.poll(() => player.getAttribute("poster"), POLL).toMatch(/\/demo\/.+/);
    await expect.poll(() => player.getAttribute("playsinline"), POLL).not.toBeNull();
    await expect.poll(() => player.getAttribute("controls"), POLL).not.toBeNull();
    await expect.poll(() => player.locator("source").getAttribute("src"), POLL).toMatch(/\.webm$/);
    // Played muted (autoplay policy) until time moves. The player is found afresh on each try:
    // the viewer may re-render its slide while the gallery behind it loads.
    await expect
      .poll(
        () =>
          player.evaluate(async (element: HTMLVideoElement) => {
            element.muted = true;
            if (element.paused) await element.play().catch(() => undefined);
            return element.currentTime;
          }),
        POLL,
      )
      .toBeGreaterThan(0);
    await screenshot(page, "public-viewer-video");
    await page.keyboard.press("Escape");
    await page.waitForURL(webUrl("/c/film"));
  });

  it("opens a deep link on a fresh load, and says when a work is not there", async () => {
    const item = fixture.items[20]!;
    await page.goto(webUrl(`/item/${item.id}`));
    await viewer(page).waitFor();
    await expect.poll(() => viewer(page).getAttribute("aria-label"), POLL).toBe(`Viewer: ${item.title}`);
    await page.keyboard.press("Escape");
    await page.waitForURL(webUrl("/"));
    await tiles(page).first().waitFor();

    await page.goto(webUrl("/item/no-such-work"));
    const dialog = page.getByRole("dialog", { name: "This work is not available" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Back to the gallery" }).click();
    await page.waitForURL(webUrl("/"));

    await page.goto(webUrl("/no/such/page"));
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    expect(address(page)).toBe("/no/such/page");
  });

  it("serves link previews of items to crawlers that do not run JavaScript", async () => {
    const item = fixture.items[3]!;
    const html = await (await fetch(webUrl(`/item/${item.id}?utm_source=share`))).text();
    expect(html).toContain(`<meta property="og:title" content="${item.title} — Folio" />`);
    expect(html).toContain(`<title>${item.title} — Folio</title>`);
    // Absolute URLs on the configured site origin (SITE_ORIGIN, here the project's default domain).
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/demo-folio\.web\.app\/demo\/[^"]+" \/>/,
    );
    expect(html).toContain(`<link rel="canonical" href="https://demo-folio.web.app/item/${item.id}" />`);
    // The page arrives rendered (issue 11), not as an empty shell.
    expect(html).not.toContain('<div id="root"></div>');
    const draft = await fetch(webUrl("/item/unpublished-draft"));
    expect(draft.status).toBe(404);
    expect(await draft.text()).not.toContain("og:title");
  });
  it("fits the viewer's toolbar on a 360 px phone, with the work's title and every action on screen", async () => {
    const phone = await newVisitor(browser, { viewport: { width: 360, height: 740 } });
    const phonePage = await phone.newPage();
    const item = fixture.items.find((candidate) => candidate.type === "image")!;
    await phonePage.goto(webUrl(`/item/${item.id}`));
    const dialog = viewer(phonePage);
    await expect.poll(() => dialog.getAttribute("aria-label"), POLL).toBe(`Viewer: ${item.title}`);
    const controls = [
      dialog.getByRole("button", { name: "Zoom in" }),
      dialog.getByRole("button", { name: "Close" }),
      dialog.getByRole("button", { name: /like/i }).first(),
      dialog.getByRole("button", { name: /share/i }).first(),
      dialog.getByRole("link", { name: /ask about this/i }),
    ];
    for (const control of controls) {
      await control.waitFor();
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
    }
    const title = dialog.locator(".yarl__slide_title").filter({ hasText: item.title });
    await title.waitFor();
    const titleBox = (await title.boundingBox())!;
    expect(titleBox.width).toBeGreaterThan(60);
    expect(titleBox.x).toBeGreaterThanOrEqual(0);
    await screenshot(phonePage, "viewer-phone-360");
    await phone.close();
  });
});
