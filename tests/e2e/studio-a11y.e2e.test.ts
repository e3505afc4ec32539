import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_OWNER } from "../../scripts/seed/demo-owner";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser, screenshot, webUrl } from "../support/browser";
import { seriousViolations } from "./support/axe";
import { writeStudioFixture, type StudioFixtureItem } from "./support/studio-fixture";
import { signInToStudio } from "./support/studio-session";

let browser: Browser;
let items: StudioFixtureItem[];

beforeAll(async () => {
  await clearFirestore();
  const { firestore, auth } = testAdmin();
  items = await writeStudioFixture(firestore, auth);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await closeTestAdmin();
});

/**
 * The studio's pages, and what shows each has its data. The dashboard keeps live listeners
 * open, so "network idle" never comes: each page waits for its own content instead.
 */
const PAGES = [
  {
    name: "dashboard",
    route: "/studio",
    ready: (page: Page) => page.getByRole("region", { name: "Total views" }).getByTestId("kpi-value"),
  },
  {
    name: "gallery",
    route: "/studio/gallery",
    ready: (page: Page) => page.getByRole("article", { name: items[0]!.title }),
  },
  {
    name: "item-editor",
    route: "/studio/gallery/new",
    ready: (page: Page) => page.getByRole("textbox", { name: "Title" }),
  },
  {
    name: "categories",
    route: "/studio/categories",
    ready: (page: Page) => page.getByText("Landscape").first(),
  },
  { name: "tags", route: "/studio/tags", ready: (page: Page) => page.getByText("mountains").first() },
  {
    name: "inbox",
    route: "/studio/inbox",
    ready: (page: Page) => page.getByRole("heading", { name: "Inbox", level: 1 }),
  },
  {
    name: "clients",
    route: "/studio/clients",
    ready: (page: Page) => page.getByText("No client galleries yet"),
  },
  {
    name: "site",
    route: "/studio/site",
    ready: (page: Page) => page.getByRole("textbox", { name: "Site name" }),
  },
] as const;

describe.each(["light", "dark"] as const)("studio accessibility in %s mode", (colorScheme) => {
  let page: Page;

  // Each scan runs in its own browser context (and signs in afresh where it needs to).
  beforeEach(async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 960 },
      colorScheme,
      reducedMotion: "reduce",
    });
    page = await context.newPage();
  });

  afterEach(async () => {
    await page?.context().close();
  });

  it("the sign-in page has no serious or critical axe violations", async () => {
    await page.goto(webUrl("/studio/sign-in"));
    await page.getByRole("heading", { name: "Sign in", level: 1 }).waitFor();
    await screenshot(page, `studio-sign-in-${colorScheme}`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  describe("signed in as the owner", () => {
    it.each(PAGES)("$name has no serious or critical axe violations", async ({ name, route, ready }) => {
      await signInToStudio(page, DEMO_OWNER, route);
      await ready(page).waitFor();
      // Loaders and skeletons must be gone: the scan is of the page with its data.
      await page
        .locator(".mantine-Loader-root, .mantine-Skeleton-root")
        .first()
        .waitFor({ state: "detached" });
      await screenshot(page, `studio-${name}-${colorScheme}`);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
