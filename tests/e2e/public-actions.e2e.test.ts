import { COLLECTIONS, utcDateKey } from "@folio/domain";
import { Timestamp } from "firebase-admin/firestore";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser, screenshot, webUrl } from "../support/browser";
import { eventually } from "../support/eventually";
import { newVisitor, pageErrors, viewer } from "./support/public-page";
import { writePublicFixture, type FixtureItem, type PublicFixture } from "./support/public-fixture";

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let fixture: PublicFixture;
let photo: FixtureItem;
let film: FixtureItem;
let initial: { likes: number; views: number };

const POLL = { timeout: 20_000, interval: 200 };
/** The like button's accessible name for a count. */
const likeLabel = (count: number) => new RegExp(`^Like,\\s*${count}\\s*${count === 1 ? "like" : "likes"}$`);
/** The accessible name of the like button. */
const likeName = (button: Locator) => button.evaluate((element) => element.textContent ?? "");
const db = () => testAdmin().firestore;

async function itemCounts(id: string): Promise<{ likes: number; views: number }> {
  const data = (await db().collection(COLLECTIONS.gallery).doc(id).get()).data();
  return { likes: Number(data?.likes), views: Number(data?.views) };
}

/** A day a month from now, in the visitor's calendar (YYYY-MM-DD). */
function dayInAMonth(): string {
  const date = new Date(Date.now() + 30 * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

beforeAll(async () => {
  await clearFirestore();
  fixture = await writePublicFixture(db());
  photo = fixture.items.find((item) => item.type === "image" && item.downloadable)!;
  film = fixture.items.find((item) => item.type === "video")!;
  initial = await itemCounts(photo.id);
  browser = await launchBrowser();
  context = await newVisitor(browser);
  page = await context.newPage();
  errors = pageErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await closeTestAdmin();
});

describe("visitor actions", () => {
  it("likes a work once: the count rises at once, and the server's trigger confirms it", async () => {
    await page.goto(webUrl("/"));
    await page.getByRole("link", { name: photo.title, exact: true }).click();
    await viewer(page).waitFor();
    const like = viewer(page).getByRole("button", { name: /^Like,/ });
    expect(await like.getAttribute("aria-pressed")).toBe("false");
    expect(await likeName(like)).toMatch(likeLabel(initial.likes));
    await like.click();
    expect(await like.getAttribute("aria-pressed")).toBe("true");
    expect(await likeName(like)).toMatch(likeLabel(initial.likes + 1));

    await eventually(async () => expect((await itemCounts(photo.id)).likes).toBe(initial.likes + 1));
    // After a reload the server's count already holds this like: it is not added twice.
    await page.reload();
    await viewer(page).waitFor();
    const again = viewer(page).getByRole("button", { name: /^Like,/ });
    await expect.poll(() => likeName(again), POLL).toMatch(likeLabel(initial.likes + 1));
    expect(await again.getAttribute("aria-pressed")).toBe("true");
  });

  it("shares by copying a link that carries utm_source", async () => {
    await viewer(page).getByRole("button", { name: "Share" }).click();
    await viewer(page).getByRole("button", { name: "Link copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      webUrl(`/item/${photo.id}?utm_source=share&utm_medium=copy-link`),
    );
  });

  it("downloads the original where the owner allows it, and offers no download elsewhere", async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      viewer(page).getByRole("button", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${photo.title.toLowerCase().replace(/\s+/g, "-")}.webp`);
    await page.keyboard.press("ArrowRight");
    await page.waitForURL((url) => url.pathname !== `/item/${photo.id}`);
    const next = fixture.items.find((item) => page.url().endsWith(`/item/${item.id}`))!;
    expect(next.downloadable).toBe(false);
    await expect.poll(() => viewer(page).getByRole("button", { name: "Download" }).count(), POLL).toBe(0);
  });

  it("shares through the system share sheet where the browser has one", async () => {
    const withShare = await newVisitor(browser);
    await withShare.addInitScript(() => {
      (Navigator.prototype as { share?: unknown }).share = async function share(data: ShareData) {
        (window as unknown as { shared: ShareData }).shared = data;
      };
    });
    const mobile = await withShare.newPage();
    await mobile.goto(webUrl(`/item/${film.id}`));
    await viewer(mobile).waitFor();
    await viewer(mobile).getByRole("button", { name: "Share" }).click();
    await viewer(mobile).getByRole("button", { name: "Shared" }).waitFor();
    const shared = await mobile.evaluate(() => (window as unknown as { shared: ShareData }).shared);
    expect(shared).toEqual({
      title: film.title,
      url: webUrl(`/item/${film.id}?utm_source=share&utm_medium=web-share`),
    });
    await withShare.close();
  });

  it("sends an inquiry about the work on screen", async () => {
    await page.goto(webUrl(`/item/${photo.id}`));
    await viewer(page).getByRole("link", { name: "Ask about this" }).click();
    await page.waitForURL(webUrl(`/contact?item=${photo.id}`));
    await page.getByText("Asking about").waitFor();
    expect(await page.getByText(photo.title, { exact: true }).isVisible()).toBe(true);

    const form = page.getByRole("form", { name: "Inquiry" });
    await form.getByRole("button", { name: "Send message" }).click();
    await form.getByText("Please tell us your name").waitFor();
    await form.getByRole("textbox", { name: "Name" }).fill("Ada Lovelace");
    await form.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
    await form.getByRole("textbox", { name: "Message" }).fill("Is this print available in A2?");
    await screenshot(page, "public-contact-filled");
    await form.getByRole("button", { name: "Send message" }).click();
    await page.getByRole("heading", { name: "Thank you, your message is on its way" }).waitFor();
  });

  it("sends a booking request", async () => {
    await page.goto(webUrl("/booking"));
    const form = page.getByRole("form", { name: "Booking request" });
    await form.getByLabel("Preferred date").fill(dayInAMonth());
    await form.getByRole("combobox", { name: "Kind of shoot" }).selectOption("portrait");
    await form.getByRole("textbox", { name: "Name" }).fill("Grace Hopper");
    await form.getByRole("textbox", { name: "Email" }).fill("grace@example.com");
    await form.getByRole("textbox", { name: "About the shoot" }).fill("Headshots for a team of six.");
    await form.getByRole("button", { name: "Request booking" }).click();
    await page.getByRole("heading", { name: "Request received" }).waitFor();
  });

  it("stored the messages for the owner, the events, and the counters the triggers keep", async () => {
    // Flood control screens each message (likelySpam, screenedAt), so wait for it.
    const inquiries = await eventually(async () => {
      const snapshot = await db().collection(COLLECTIONS.inquiries).get();
      expect(snapshot.docs.map((doc) => doc.get("screenedAt"))).toEqual([expect.any(Timestamp)]);
      return snapshot;
    });
    expect(inquiries.docs.map((doc) => doc.data())).toEqual([
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        message: "Is this print available in A2?",
        itemId: photo.id,
        itemTitle: photo.title,
        handled: false,
        createdAt: expect.any(Timestamp),
        visitorId: expect.stringMatching(/^[A-Za-z0-9_-]{8,128}$/),
        likelySpam: false,
        screenedAt: expect.any(Timestamp),
      },
    ]);
    const bookings = await eventually(async () => {
      const snapshot = await db().collection(COLLECTIONS.bookings).get();
      expect(snapshot.docs.map((doc) => doc.get("screenedAt"))).toEqual([expect.any(Timestamp)]);
      return snapshot;
    });
    expect(bookings.docs.map((doc) => doc.data())).toEqual([
      {
        name: "Grace Hopper",
        email: "grace@example.com",
        phone: "",
        date: dayInAMonth(),
        shootKind: "portrait",
        message: "Headshots for a team of six.",
        handled: false,
        createdAt: expect.any(Timestamp),
        visitorId: expect.stringMatching(/^[A-Za-z0-9_-]{8,128}$/),
        likelySpam: false,
        screenedAt: expect.any(Timestamp),
      },
    ]);

    const events = await eventually(async () => {
      const snapshot = await db().collection(COLLECTIONS.analyticsEvents).get();
      const all = snapshot.docs.map((doc) => doc.data());
      const types = new Set(all.map((event) => event.type));
      for (const type of [
        "page_view",
        "gallery_view",
        "image_view",
        "video_view",
        "like",
        "share",
        "download",
        "inquiry",
        "booking",
      ])
        expect(types, type).toContain(type);
      return all;
    });
    const ofType = (type: string) => events.filter((event) => event.type === type);
    expect(ofType("like")).toEqual([
      expect.objectContaining({
        contentId: photo.id,
        contentTitle: photo.title,
        contentType: "image",
        category: photo.category,
      }),
    ]);
    expect(
      ofType("share")
        .map((event) => event.contentId)
        .sort(),
    ).toEqual([photo.id, film.id].sort());
    expect(ofType("download").map((event) => event.contentId)).toEqual([photo.id]);
    expect(ofType("inquiry")).toEqual([expect.objectContaining({ contentId: photo.id })]);
    expect(ofType("booking")).toHaveLength(1);
    expect(ofType("video_view").map((event) => event.contentId)).toContain(film.id);

    await eventually(async () => {
      const counter = (
        await db().collection(COLLECTIONS.analyticsCounters).doc(utcDateKey(new Date())).get()
      ).data();
      expect(counter).toMatchObject({ likes: 1, shares: 2, downloads: 1, inquiries: 1, bookings: 1 });
      expect(counter?.pageViews).toBe(ofType("page_view").length);
      expect((await itemCounts(photo.id)).views).toBeGreaterThan(initial.views);
    });
  });

  it("threw no uncaught errors in the page", () => {
    expect(errors).toEqual([]);
  });
});
