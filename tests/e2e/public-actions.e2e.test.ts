import { COLLECTIONS, utcDateKey } from "@folio/domain";
import { Timestamp } from "firebase-admin/firestore";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser, screenshot, webUrl } from "../support/browser";
import { eventually } from "../support/eventually";
import { emailsAboutMessage } from "../support/maildev";
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

/** Today's value of one of the day's counters (analytics_counters/{today}). */
async function dayCount(field: string): Promise<number> {
  const data = (
    await db().collection(COLLECTIONS.analyticsCounters).doc(utcDateKey(new Date())).get()
  ).data();
  return Number(data?.[field] ?? 0);
}

/** The stored events of a type about a work. */
async function eventsOf(type: string, contentId?: string): Promise<Record<string, unknown>[]> {
  const snapshot = await db().collection(COLLECTIONS.analyticsEvents).where("type", "==", type).get();
  return snapshot.docs
    .map((doc) => doc.data())
    .filter((event) => contentId === undefined || event.contentId === contentId);
}

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
});

// Each test is a new visitor in a fresh browser context, and opens the page it needs.
beforeEach(async () => {
  context = await newVisitor(browser);
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

describe("visitor actions", () => {
  it("likes a work once: the count rises at once, and the server's trigger confirms it", async () => {
    await page.goto(webUrl("/"));
    await page.getByRole("link", { name: photo.title, exact: true }).click();
    await viewer(page).waitFor();
    const like = viewer(page).getByRole("button", { name: /^Like,/ });
    await expect.poll(() => like.getAttribute("aria-pressed"), POLL).toBe("false");
    await expect.poll(() => likeName(like), POLL).toMatch(likeLabel(initial.likes));
    const likesToday = await dayCount("likes");
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed"), POLL).toBe("true");
    await expect.poll(() => likeName(like), POLL).toMatch(likeLabel(initial.likes + 1));

    await eventually(async () => expect((await itemCounts(photo.id)).likes).toBe(initial.likes + 1));
    // After a reload the server's count already holds this like: it is not added twice.
    await page.reload();
    await viewer(page).waitFor();
    const again = viewer(page).getByRole("button", { name: /^Like,/ });
    await expect.poll(() => likeName(again), POLL).toMatch(likeLabel(initial.likes + 1));
    await expect.poll(() => again.getAttribute("aria-pressed"), POLL).toBe("true");

    expect(await eventsOf("like", photo.id)).toEqual([
      expect.objectContaining({
        contentId: photo.id,
        contentTitle: photo.title,
        contentType: "image",
        category: photo.category,
      }),
    ]);
    await eventually(async () => expect(await dayCount("likes")).toBe(likesToday + 1));
    await eventually(async () => expect((await itemCounts(photo.id)).views).toBeGreaterThan(initial.views));
  });

  it("records the visit's time and the end of its bounce when the tab is closed", async () => {
    await page.goto(webUrl("/"));
    await page.getByRole("link", { name: photo.title, exact: true }).click();
    await viewer(page).waitFor();
    const sessionIdOf = () =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem("folio-session") ?? "null") as { sessionId?: string } | null)
            ?.sessionId ?? null,
      );
    await expect.poll(sessionIdOf, POLL).toBeTruthy();
    const sessionId = (await sessionIdOf())!;
    // The work's view ended the bounce; the tracker writes that with its next session write,
    // minutes away while the tab stays open, or as the tab closes.
    await eventually(async () =>
      expect((await eventsOf("image_view", photo.id)).some((event) => event.sessionId === sessionId)).toBe(
        true,
      ),
    );
    const session = db().collection(COLLECTIONS.userSessions).doc(sessionId);
    expect((await session.get()).get("bounced")).toBe(true);
    // Visible time to record.
    await page.waitForTimeout(2_500);
    await page.close();
    await eventually(async () => {
      const closed = await session.get();
      expect(closed.get("bounced")).toBe(false);
      expect(closed.get("duration")).toBeGreaterThanOrEqual(2);
    });
  });

  it("shares by copying a link that carries utm_source", async () => {
    await page.goto(webUrl(`/item/${photo.id}`));
    await viewer(page).waitFor();
    await viewer(page).getByRole("button", { name: "Share" }).click();
    await viewer(page).getByRole("button", { name: "Link copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      webUrl(`/item/${photo.id}?utm_source=share&utm_medium=copy-link`),
    );
    await eventually(async () => expect(await eventsOf("share", photo.id)).toHaveLength(1));
  });

  it("downloads the original where the owner allows it, and offers no download elsewhere", async () => {
    await page.goto(webUrl(`/item/${photo.id}`));
    await viewer(page).waitFor();
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
    await eventually(async () => expect(await eventsOf("download", photo.id)).toHaveLength(1));
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
    await eventually(async () => expect(await eventsOf("share", film.id)).toHaveLength(1));
    expect((await eventsOf("video_view")).map((event) => event.contentId)).toContain(film.id);
  });

  it("sends an inquiry about the work on screen", async () => {
    await page.goto(webUrl(`/item/${photo.id}`));
    await viewer(page).getByRole("link", { name: "Ask about this" }).click();
    await page.waitForURL(webUrl(`/contact?item=${photo.id}`));
    await page.getByText("Asking about").waitFor();
    await page.getByText(photo.title, { exact: true }).waitFor({ state: "visible" });

    const form = page.getByRole("form", { name: "Inquiry" });
    await form.getByRole("button", { name: "Send message" }).click();
    await form.getByText("Please tell us your name").waitFor();
    await form.getByRole("textbox", { name: "Name" }).fill("Ada Lovelace");
    await form.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
    await form.getByRole("textbox", { name: "Message" }).fill("Is this print available in A2?");
    await screenshot(page, "public-contact-filled");
    await form.getByRole("button", { name: "Send message" }).click();
    await page.getByRole("heading", { name: "Thank you, your message is on its way" }).waitFor();

    // Flood control screens each message (likelySpam, screenedAt), so wait for it.
    const inquiries = await eventually(async () => {
      const snapshot = await db()
        .collection(COLLECTIONS.inquiries)
        .where("email", "==", "ada@example.com")
        .get();
      expect(snapshot.docs.map((doc) => doc.get("screenedAt"))).toEqual([expect.any(Timestamp)]);
      expect(snapshot.docs.map((doc) => doc.get("notification.state"))).toEqual(["sent"]);
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
        // The visit's session, which attributes the message to its source and campaign.
        sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{8,128}$/),
        likelySpam: false,
        screenedAt: expect.any(Timestamp),
        notification: expect.objectContaining({ state: "sent", attempts: 1 }),
      },
    ]);
    await eventually(async () => expect(await eventsOf("inquiry", photo.id)).toHaveLength(1));
    // The owner was emailed once, at the local SMTP server: the work in the subject, the
    // message in the body with a link to it in the studio inbox.
    const [email, ...more] = await emailsAboutMessage("inquiry", inquiries.docs[0]!.id);
    expect(more).toEqual([]);
    expect(email!.subject).toBe(`Inquiry about “${photo.title}” from Ada Lovelace`);
    expect(email!.text).toContain("Is this print available in A2?");
    expect(email!.text).toContain(`/studio/inbox?message=inquiry%2F${inquiries.docs[0]!.id}`);
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

    // Flood control screens each message (likelySpam, screenedAt), so wait for it.
    const bookings = await eventually(async () => {
      const snapshot = await db()
        .collection(COLLECTIONS.bookings)
        .where("email", "==", "grace@example.com")
        .get();
      expect(snapshot.docs.map((doc) => doc.get("screenedAt"))).toEqual([expect.any(Timestamp)]);
      expect(snapshot.docs.map((doc) => doc.get("notification.state"))).toEqual(["sent"]);
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
        // The visit's session, which attributes the message to its source and campaign.
        sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{8,128}$/),
        likelySpam: false,
        screenedAt: expect.any(Timestamp),
        notification: expect.objectContaining({ state: "sent", attempts: 1 }),
      },
    ]);
    await eventually(async () => expect(await eventsOf("booking")).toHaveLength(1));
    const [email, ...more] = await emailsAboutMessage("booking", bookings.docs[0]!.id);
    expect(more).toEqual([]);
    expect(email!.subject).toBe(`Booking request: portrait on ${dayInAMonth()} from Grace Hopper`);
    expect(email!.text).toContain(`/studio/inbox?message=booking%2F${bookings.docs[0]!.id}`);
  });
});
