import { COLLECTIONS, GALLERY_PAGE_SIZE } from "@folio/domain";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bumpContentVersion,
  CONTENT_PARTS,
  readContentVersion,
} from "../../functions/src/lib/content-version";
import { CACHE_CONTROL } from "../../functions/src/ssr/config";
import { PAGE_SNAPSHOTS } from "../../functions/src/ssr/page-snapshots";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { eventually } from "../support/eventually";
import { launchBrowser, screenshot, webUrl } from "../support/browser";
import { newVisitor, pageErrors, tiles, viewer } from "./support/public-page";
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

const POLL = { timeout: 20_000, interval: 200 };
const label = (item: { title: string; type: string }) =>
  item.type === "video" ? `${item.title} (video)` : item.title;
/** The HTML as a crawler or a browser without JavaScript receives it. */
async function fetchHtml(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(webUrl(path), { headers });
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control"),
    html: await response.text(),
  };
}
/** The markup of `#root` only. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf("</body>"));
const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));

/** What the init script below records in the page. */
interface PaintRecord {
  __cls: number;
  /** The element of the latest largest-contentful-paint entry. */
  __lcp: Element | null;
}
const cumulativeShift = (page: Page) => page.evaluate(() => (window as unknown as PaintRecord).__cls);

/**
 * A page that records console errors, the layout shift that happens without input, and the
 * element of the largest contentful paint.
 */
async function instrumentedPage(): Promise<{ page: Page; errors: string[]; galleryReads: string[] }> {
  const context = await newVisitor(browser, { viewport: { width: 412, height: 823 } });
  await context.addInitScript(() => {
    const state = window as unknown as PaintRecord;
    state.__cls = 0;
    state.__lcp = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
      state.__lcp = entries.at(-1)?.element ?? state.__lcp;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // Firestore REST queries of the gallery (Lite's runQuery), the only way the browser lists items.
  const galleryReads: string[] = [];
  page.on("request", (request) => {
    if (
      request.url().includes(":runQuery") &&
      (request.postData() ?? "").includes(`"${COLLECTIONS.gallery}"`)
    )
      galleryReads.push(request.url());
  });
  return { page, errors, galleryReads };
}

describe("public pages rendered on the server", () => {
  it("/ arrives with the first gallery page's images and titles, before any JavaScript", async () => {
    const { status, cacheControl, html } = await fetchHtml("/");
    expect(status).toBe(200);
    expect(cacheControl).toBe(CACHE_CONTROL.page);
    const root = rootOf(html);
    const firstPage = fixture.items.slice(0, GALLERY_PAGE_SIZE);
    for (const item of firstPage) expect(root).toContain(`aria-label="${label(item)}"`);
    expect(root).not.toContain(`aria-label="${label(fixture.items[GALLERY_PAGE_SIZE]!)}"`);
    expect(root).not.toContain("Unpublished draft");
    expect(root).toContain("<h1");
    expect(root).toContain("Selected work");
    expect(root).toMatch(/<img loading="eager"[^>]*fetchPriority="high"/);
    // In place, before the footer: nothing waits for a script to move it.
    expect(root.indexOf('aria-label="Works"')).toBeLessThan(root.indexOf("<footer"));
    expect(root).not.toContain("<div hidden");
    const head = headOf(html);
    expect(head).toContain("<title>Selected work — Folio</title>");
    expect(head).toMatch(
      /<link rel="preload" as="image" imageSrcSet="[^"]+" imageSizes="[^"]+" fetchPriority="high"\/>/,
    );
    expect(head).toContain('<link rel="canonical" href="https://demo-folio.web.app/" />');

    // A browser with JavaScript off shows the works too: one layout, the one for its width.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 412, height: 823 },
    });
    const page = await context.newPage();
    await page.goto(webUrl("/"));
    expect(await tiles(page).count()).toBe(GALLERY_PAGE_SIZE);
    expect(await tiles(page).first().getAttribute("aria-label")).toBe(label(fixture.items[0]!));
    await context.close();
  });

  it("hydrates without a console error, a query or a layout shift; the next page is read on demand", async () => {
    const { page, errors, galleryReads } = await instrumentedPage();
    await page.goto(webUrl("/"));
    // Hydrated: react-photo-album keeps the one layout that matches the width.
    await expect.poll(() => page.locator('[aria-label="Works"]').count(), POLL).toBe(1);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('[aria-label="Works"] img'))
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .every((image) => image.complete),
    );
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    expect(galleryReads).toEqual([]);
    expect(await cumulativeShift(page)).toBeLessThan(0.02);
    expect(await tiles(page).count()).toBe(GALLERY_PAGE_SIZE);

    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => tiles(page).count(), POLL).toBe(fixture.items.length);
    expect(galleryReads.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("/item/:id arrives with the work where the viewer shows it, and the viewer opens over it without a shift", async () => {
    const item = fixture.items.find((candidate) => candidate.type === "image")!;
    const alt = `${item.title}, a photograph`;
    const { status, html } = await fetchHtml(`/item/${item.id}`);
    expect(status).toBe(200);
    const root = rootOf(html);
    // The work, large, with its title and caption, before any JavaScript.
    const image = new RegExp(`<img [^>]*alt="${alt}"[^>]*>`).exec(root)?.[0] ?? "";
    expect(image).toMatch(/srcSet="[^"]+ \d+w[^"]*"/);
    expect(image).toContain('fetchPriority="high"');
    expect(root).toMatch(new RegExp(`<figcaption[^>]*>${item.title}</figcaption>`));
    expect(root).toContain(`${item.title}: a study in light`);
    // Its image is the one preloaded with high priority; the gallery it hides comes later.
    expect(root.match(/fetchPriority="high"/g)).toHaveLength(1);
    expect(root).not.toContain('aria-label="Works"');
    const preloads = headOf(html).match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(/imageSrcSet="[^"]+" imageSizes="[^"]+" fetchPriority="high"/);

    // Without JavaScript: the work fills the screen, and Close leads to the gallery.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 412, height: 823 },
    });
    const still = await context.newPage();
    await still.goto(webUrl(`/item/${item.id}`));
    const picture = still.getByRole("img", { name: alt });
    await expect
      .poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth), POLL)
      .toBeGreaterThan(0);
    expect((await picture.boundingBox())?.width).toBeGreaterThan(300);
    expect(await still.getByRole("link", { name: "Close" }).getAttribute("href")).toBe("/");
    await screenshot(still, "public-item-still-no-js");
    await context.close();

    // With JavaScript: the lightbox opens over the same work; nothing moves, nothing fails.
    const { page, errors, galleryReads } = await instrumentedPage();
    await page.goto(webUrl(`/item/${item.id}`));
    await viewer(page).locator(".yarl__slide_current img").waitFor();
    await expect.poll(() => viewer(page).getAttribute("aria-label"), POLL).toBe(`Viewer: ${item.title}`);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    expect(galleryReads).toEqual([]);
    expect(await cumulativeShift(page)).toBeLessThan(0.02);
    // The largest paint is the server's image, not the lightbox's copy of it painted later.
    expect(
      await page.evaluate(() => {
        const element = (window as unknown as PaintRecord).__lcp;
        return element?.tagName === "IMG" && element.closest(".yarl__root") === null
          ? element.getAttribute("alt")
          : null;
      }),
    ).toBe(alt);
    await page.context().close();
  });

  it("shows a change the owner publishes once its trigger has renewed the pages' cache", async () => {
    const db = testAdmin().firestore;
    const first = fixture.items[0]!;
    await db.collection(COLLECTIONS.gallery).doc(first.id).update({ title: "Retitled $& by the owner" });
    await db.collection(COLLECTIONS.gallery).doc("unpublished-draft").update({ published: true });
    // The gallery's trigger bumps the content version (functions/src/lib/content-version.ts)
    // within seconds; the next render after it reads afresh.
    await eventually(async () => {
      const root = rootOf((await fetchHtml("/")).html);
      expect(root).toContain('aria-label="Retitled $&amp; by the owner"');
      expect(root).toContain('aria-label="Unpublished draft"');
    });
    await db.collection(COLLECTIONS.gallery).doc("unpublished-draft").update({ published: false });
    await db.collection(COLLECTIONS.gallery).doc(first.id).update({ title: first.title });
    await eventually(async () => {
      const root = rootOf((await fetchHtml("/")).html);
      expect(root).not.toContain("Retitled");
      expect(root).not.toContain('aria-label="Unpublished draft"');
    });
  });

  it("serves / from its kept copy, and the viewer reads a work's like count afresh when that copy is over an hour old", async () => {
    const db = testAdmin().firestore;
    const copy = db.collection(PAGE_SNAPSHOTS).doc("page~newest~~");
    // The fixture is written with the triggers off: a change marked as a trigger marks it makes
    // the content document, and from then on renders keep copies.
    await bumpContentVersion(db, "test", [CONTENT_PARTS.all]);
    const kept = await eventually(async () => {
      await fetchHtml("/");
      const snapshot = await copy.get();
      expect(snapshot.exists).toBe(true);
      return snapshot.get("value") as { docs: { id: string; data: Record<string, unknown> }[] };
    });
    const first = kept.docs[0]!;
    const likes = Number((await db.collection(COLLECTIONS.gallery).doc(first.id).get()).get("likes"));
    first.data.likes = 4321;
    // A new stamp for the whole gallery, so no instance serves the page from its memory, and a
    // copy of that stamp, read two hours ago, whose first work claims 4,321 likes.
    await bumpContentVersion(db, "test", [CONTENT_PARTS.all]);
    const stamp = (await readContentVersion(db))!.stamp([CONTENT_PARTS.all]);
    await copy.update({ stamp, readAt: new Date(Date.now() - 2 * 60 * 60_000), value: kept });
    await eventually(async () => expect((await fetchHtml("/")).html).toContain('"likes":4321'));

    const context = await newVisitor(browser);
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(webUrl("/"));
    await tiles(page).first().click();
    const like = viewer(page).getByRole("button", { name: /^Like,/ });
    await expect
      .poll(() => like.textContent(), POLL)
      .toBe(`Like, ${likes}${likes === 1 ? " like" : " likes"}`);
    expect(errors).toEqual([]);
    await context.close();
    // The next change of a work renews the copy with what the works say.
    await copy.delete();
  });

  it("renders item pages with their preview and structured data, whatever the request's host headers say", async () => {
    const item = fixture.items.find((candidate) => candidate.type === "image")!;
    const forged = { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http", Host: "evil.example" };
    const { status, html } = await fetchHtml(`/item/${item.id}`, forged);
    expect(status).toBe(200);
    const head = headOf(html);
    expect(html).not.toContain("evil.example");
    expect(head).toContain(`<title>${item.title} — Folio</title>`);
    expect(head).toContain(`<meta property="og:url" content="https://demo-folio.web.app/item/${item.id}" />`);
    // The site's owner first (every page), then the work.
    const ld = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
    );
    expect(ld[0]).toMatchObject({ "@type": "Person", name: "Folio" });
    expect(ld[1]).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ImageObject",
      name: item.title,
      url: `https://demo-folio.web.app/item/${item.id}`,
      contentUrl: expect.stringMatching(/^https:\/\/demo-folio\.web\.app\//),
    });

    // Straight to the function (bypassing Hosting): the forged host changes nothing either.
    const direct = await fetch(
      `http://127.0.0.1:${process.env.FOLIO_FUNCTIONS_PORT}/demo-folio/us-central1/publicPage/item/${item.id}`,
      { headers: forged },
    );
    expect(await direct.text()).not.toContain("evil.example");

    const missing = await fetchHtml("/item/no-such-work");
    expect(missing.status).toBe(404);
    expect(headOf(missing.html)).not.toContain("application/ld+json");
  });

  it("tells crawlers where the sitemap is, and lists every published work in it", async () => {
    const robots = await (await fetch(webUrl("/robots.txt"))).text();
    expect(robots).toContain("Sitemap: https://demo-folio.web.app/sitemap.xml");
    expect(robots).toContain("Disallow: /studio");
    const response = await fetch(webUrl("/sitemap.xml"));
    expect(response.headers.get("content-type")).toContain("application/xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=3600");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain("https://demo-folio.web.app/c/landscape");
    expect(locs).toContain("https://demo-folio.web.app/about");
    for (const item of fixture.items) expect(locs).toContain(`https://demo-folio.web.app/item/${item.id}`);
    expect(locs).not.toContain("https://demo-folio.web.app/item/unpublished-draft");
  });
});
