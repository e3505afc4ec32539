import { SITE_FIELD_ERRORS, SITE_SETTINGS_PATH } from "@folio/domain";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/lib/emulator-config";
import { DEMO_OWNER } from "../../scripts/seed/demo-owner";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser, screenshot, webUrl } from "../support/browser";
import { eventually } from "../support/eventually";
import { writeStudioFixture, type StudioFixtureItem } from "./support/studio-fixture";
import { newStudioPage, signInToStudio } from "./support/studio-session";

let browser: Browser;
let items: StudioFixtureItem[];

beforeAll(async () => {
  await clearFirestore();
  const admin = testAdmin();
  items = await writeStudioFixture(admin.firestore, admin.auth);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await closeTestAdmin();
});

const HOSTILE_ABOUT =
  "I photograph *people* and **places**. Read [my notes](https://ada.example/notes).\n\n<script>window.pwned = 1</script> and [click me](javascript:alert(1)) stay text.";

/** The Storage path of a download URL (`…/o/<path>?alt=media&token=…`). */
const storagePathOf = (url: string) => decodeURIComponent(/\/o\/([^?]+)/.exec(url)?.[1] ?? "");

async function fileExists(file: string): Promise<boolean> {
  const [exists] = await testAdmin().bucket.file(file).exists();
  return exists;
}

/** A fresh browser with JavaScript off: what a crawler or a link preview sees. */
async function withoutJavaScript(path: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(webUrl(path));
  expect(response?.status()).toBe(200);
  return page;
}

const metaOf = (page: Page, key: string) =>
  page.locator(`meta[name="${key}"], meta[property="${key}"]`).first().getAttribute("content");

/** Every schema.org object of the page. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

describe("site settings, from the studio to every public page", () => {
  it("shows Folio's own words until the owner names the site", async () => {
    const page = await withoutJavaScript("/");
    expect(await page.title()).toBe("Selected work — Folio");
    await expect(page.getByRole("link", { name: "Folio", exact: true }).textContent()).resolves.toBe("Folio");
    expect(await page.locator("footer").textContent()).toContain("Folio. No cookies");
    const about = await withoutJavaScript("/about");
    expect(await about.getByRole("heading", { level: 1 }).textContent()).toBe("About");
    await page.context().close();
    await about.context().close();
  });

  it("saves the owner's settings in the studio; a fresh browser without JavaScript reads them on / and /about", async () => {
    const portrait = items[0]!;
    const page = await newStudioPage(browser);
    await signInToStudio(page, DEMO_OWNER);
    // The first-run prompt leads to the Site page.
    await page.getByRole("link", { name: "Name your site" }).click();
    await page.waitForURL(/\/studio\/site$/);
    const form = page.getByRole("form", { name: "Site settings" });
    await form.getByRole("textbox", { name: "Site name" }).fill("Ada Lens <b>Studio</b>");
    await form.getByRole("textbox", { name: "Tagline" }).fill("Portraits & weddings in Lyon");
    await form.getByRole("textbox", { name: "Home page introduction" }).fill("Quiet pictures of loud days.");
    await form.getByRole("textbox", { name: "About page title" }).fill("About Ada");
    await form.getByRole("textbox", { name: "About text" }).fill(HOSTILE_ABOUT);
    await form.getByRole("textbox", { name: "Contact email" }).fill("ada@example.com");
    await form.getByRole("checkbox", { name: /Show the email address/ }).check();
    await form.getByRole("textbox", { name: "Location" }).fill("Lyon, France");
    await form.getByRole("textbox", { name: "Instagram" }).fill("javascript:alert(1)");
    await form.getByRole("textbox", { name: "Footer line" }).fill("Prints on request.");
    await form.getByRole("radio", { name: "Teal" }).check();
    await form.getByRole("button", { name: "Save" }).click();
    // Refused beside the field; everything typed stays.
    await expect(form.getByRole("textbox", { name: "Instagram" }).getAttribute("aria-invalid")).resolves.toBe(
      "true",
    );
    expect(await form.getByText(SITE_FIELD_ERRORS.link).count()).toBe(1);
    expect(await form.getByRole("textbox", { name: "About text" }).inputValue()).toBe(HOSTILE_ABOUT);
    const stored = await testAdmin()
      .firestore.collection(SITE_SETTINGS_PATH.collection)
      .doc(SITE_SETTINGS_PATH.id)
      .get();
    expect(stored.exists).toBe(false);

    await form.getByRole("textbox", { name: "Instagram" }).fill("https://instagram.com/ada.lens");
    await form.getByRole("textbox", { name: "Website" }).fill("https://ada.example");
    await form.getByLabel("Portrait", { exact: true }).first().click();
    await page.getByRole("option", { name: new RegExp(`^${portrait.title}`) }).click();
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByRole("status").filter({ hasText: "Saved" }).waitFor();
    // The studio's own header and title follow.
    await page.getByRole("banner").getByText("Ada Lens <b>Studio</b>").waitFor();
    expect(await page.title()).toBe("Site · Ada Lens <b>Studio</b> Studio");
    await page.context().close();

    const name = "Ada Lens <b>Studio</b>";
    // Within seconds of the save, on the next request, without JavaScript.
    const home = await eventually(
      async () => {
        const candidate = await withoutJavaScript("/");
        if ((await candidate.title()) !== `Selected work — ${name}`) {
          await candidate.context().close();
          throw new Error("not yet");
        }
        return candidate;
      },
      { timeoutMs: 15_000, intervalMs: 500 },
    );
    expect(await home.getByRole("banner").getByRole("link", { name }).count()).toBe(1);
    expect(await home.getByText("Portraits & weddings in Lyon").count()).toBeGreaterThan(0);
    expect(await home.getByText("Quiet pictures of loud days.").count()).toBe(1);
    expect(await home.locator("footer").textContent()).toContain(`${name}. Prints on request.`);
    expect(await home.locator("footer").getByRole("link", { name: "Instagram" }).getAttribute("href")).toBe(
      "https://instagram.com/ada.lens",
    );
    expect(await metaOf(home, "og:site_name")).toBe(name);
    expect(await metaOf(home, "og:title")).toBe(`Selected work — ${name}`);
    expect(await metaOf(home, "description")).toBe("Quiet pictures of loud days.");
    expect(await metaOf(home, "twitter:title")).toBe(`Selected work — ${name}`);
    expect(await structuredData(home)).toContainEqual(
      expect.objectContaining({
        "@type": "Person",
        name,
        sameAs: ["https://instagram.com/ada.lens", "https://ada.example"],
      }),
    );
    // The name is text, never markup.
    expect(await home.locator("header b").count()).toBe(0);
    await home.context().close();

    // Every other server-rendered page too: a work, and an unknown category (a 404).
    for (const [route, title] of [
      [`/item/${portrait.id}`, `${portrait.title} — ${name}`],
      ["/c/no-such-category", null],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const other = await context.newPage();
      await other.goto(webUrl(route));
      if (title) expect(await other.title(), route).toBe(title);
      expect(await other.title(), route).toContain(name);
      expect(await other.getByRole("banner").getByRole("link", { name }).count(), route).toBe(1);
      expect(await other.locator("footer").textContent(), route).toContain(`${name}. Prints on request.`);
      if (title) expect(await metaOf(other, "og:site_name"), route).toBe(name);
      await context.close();
    }

    const about = await withoutJavaScript("/about");
    expect(await about.title()).toBe(`About Ada — ${name}`);
    const article = about.locator("article");
    expect(await article.getByRole("heading", { level: 1 }).textContent()).toBe("About Ada");
    expect(await article.locator("em").textContent()).toBe("people");
    expect(await article.locator("strong").textContent()).toBe("places");
    expect(await article.getByRole("link", { name: "my notes" }).getAttribute("href")).toBe(
      "https://ada.example/notes",
    );
    expect(
      await article
        .getByText("<script>window.pwned = 1</script> and [click me](javascript:alert(1)) stay text.")
        .count(),
    ).toBe(1);
    expect(await about.locator('a[href^="javascript:" i]').count()).toBe(0);
    expect(await article.locator("script").count()).toBe(0);
    expect(await article.getByRole("link", { name: "ada@example.com" }).getAttribute("href")).toBe(
      "mailto:ada@example.com",
    );
    expect(await article.getByText("Lyon, France").count()).toBe(1);
    expect(await article.getByRole("link", { name: "Instagram" }).getAttribute("href")).toBe(
      "https://instagram.com/ada.lens",
    );
    expect(await article.getByRole("img", { name: new RegExp(portrait.title) }).count()).toBe(1);
    expect(await metaOf(about, "og:title")).toBe(`About Ada — ${name}`);
    expect(await metaOf(about, "description")).toBe("I photograph people and places. Read my notes.");
    expect(await metaOf(about, "og:image")).toMatch(/^https:\/\/demo-folio\.web\.app\//);
    expect(await structuredData(about)).toContainEqual(
      expect.objectContaining({
        "@type": "Person",
        name,
        email: "mailto:ada@example.com",
        address: "Lyon, France",
      }),
    );
    await screenshot(about, "site-settings-about");
    await about.context().close();

    // With JavaScript: /about hydrates without an error, and a page the browser renders alone
    // (the contact form) reads the settings itself.
    const context = await browser.newContext();
    const live = await context.newPage();
    const errors: string[] = [];
    live.on("pageerror", (error) => errors.push(error.message));
    live.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await live.goto(webUrl("/about"));
    await live.waitForLoadState("networkidle");
    await live.getByRole("banner").getByRole("link", { name: "Work" }).click();
    await live.waitForURL(webUrl("/"));
    await live.getByRole("banner").getByRole("link", { name: "About" }).click();
    await live.locator("article").getByRole("link", { name: "my notes" }).waitFor();
    expect(errors).toEqual([]);
    await live.goto(webUrl("/contact"));
    await live.getByRole("banner").getByRole("link", { name }).waitFor();
    await expect.poll(() => live.title(), { timeout: 10_000 }).toBe(`Contact — ${name}`);
    await context.close();

    // The web app manifest names the site too.
    const manifest = (await (await fetch(webUrl("/manifest.webmanifest"))).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name, description: "Portraits & weddings in Lyon" });
    // And robots.txt.
    const robots = await (await fetch(webUrl("/robots.txt"))).text();
    expect(robots.split("\n")[0]).toBe(
      `# ${name}: everything public may be crawled; the owner's studio has nothing to index.`,
    );
    expect(robots).toContain("Sitemap: https://demo-folio.web.app/sitemap.xml");
  });

  it("takes an uploaded picture as the portrait, through Cloud Storage, and shows it on /about", async () => {
    const page = await newStudioPage(browser);
    // Signed in on the way to the Site page, which it then shows.
    await signInToStudio(page, DEMO_OWNER, "/studio/site");
    await page.waitForURL(/\/studio\/site$/);
    const form = page.getByRole("form", { name: "Site settings" });
    await form.getByRole("textbox", { name: "Site name" }).fill("Ada Lens");
    await form.locator('input[type="file"]').setInputFiles({
      name: "me.webp",
      mimeType: "image/webp",
      buffer: readFileSync(path.join(REPO_ROOT, "web", "public", "demo", "alpine-dawn-1600.webp")),
    });
    await form.getByRole("img", { name: "The uploaded portrait" }).waitFor({ timeout: 30_000 });
    // The work chosen before gives way to the upload: one portrait at most.
    expect(await form.getByLabel("Portrait", { exact: true }).first().inputValue()).toBe("");
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByRole("status").filter({ hasText: "Saved" }).waitFor();
    const stored = (
      await testAdmin().firestore.collection(SITE_SETTINGS_PATH.collection).doc(SITE_SETTINGS_PATH.id).get()
    ).data();
    expect(stored?.portraitItemId).toBe("");
    expect(stored?.portraitUpload).toMatchObject({ width: 1600 });
    expect(String(stored?.portraitUpload?.url)).toContain("/o/site%2F");

    // A new portrait replaces it; once saved, the old file leaves Storage.
    const firstPath = storagePathOf(String(stored?.portraitUpload?.url));
    expect(await fileExists(firstPath)).toBe(true);
    await form.locator('input[type="file"]').setInputFiles({
      name: "me-again.webp",
      mimeType: "image/webp",
      buffer: readFileSync(path.join(REPO_ROOT, "web", "public", "demo", "alpine-dawn-960.webp")),
    });
    await expect
      .poll(() => form.getByText("Uploaded picture, 960 ×", { exact: false }).count(), { timeout: 30_000 })
      .toBe(1);
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByRole("status").filter({ hasText: "Saved" }).waitFor();
    await expect.poll(() => fileExists(firstPath), { timeout: 15_000 }).toBe(false);
    const replaced = (
      await testAdmin().firestore.collection(SITE_SETTINGS_PATH.collection).doc(SITE_SETTINGS_PATH.id).get()
    ).data();
    expect(await fileExists(storagePathOf(String(replaced?.portraitUpload?.url)))).toBe(true);
    await page.context().close();

    // The save shows once its trigger has moved the pages' content version on (seconds): a page
    // rendered before that comes from the instance's cache.
    const about = await eventually(
      async () => {
        const candidate = await withoutJavaScript("/about");
        const src = await candidate
          .getByRole("img", { name: "Portrait of Ada Lens" })
          .getAttribute("src", { timeout: 1_000 })
          .catch(() => null);
        if (src !== replaced?.portraitUpload?.url) {
          await candidate.context().close();
          throw new Error(`/about shows ${src ?? "no portrait"} yet`);
        }
        return candidate;
      },
      { timeoutMs: 30_000, intervalMs: 500 },
    );
    const portrait = about.getByRole("img", { name: "Portrait of Ada Lens" });
    // The picture is really there for a visitor (Storage serves it), not only named.
    await expect
      .poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
        timeout: 15_000,
      })
      .toBe(960);
    expect(await metaOf(about, "og:image")).toBe(replaced?.portraitUpload?.url);
    await about.context().close();
  });
});
