import { COLLECTIONS } from "@folio/domain";
import { deleteApp, initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInAnonymously } from "firebase/auth";
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  getFirestore,
  serverTimestamp,
} from "firebase/firestore/lite";
import { Timestamp } from "firebase-admin/firestore";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { launchBrowser, webUrl } from "../support/browser";
import { eventually } from "../support/eventually";
import { newVisitor, pageErrors, viewer } from "./support/public-page";
import { writePublicFixture, type FixtureItem } from "./support/public-fixture";

/**
 * The Likes contract end to end: a like binds to an anonymous account made only when liking,
 * the server counts one per account and item, and an unlike deletes the visitor's marker.
 */
let browser: Browser;
let photo: FixtureItem;
let other: FixtureItem;
let initialLikes: number;

const POLL = { timeout: 20_000, interval: 200 };
const db = () => testAdmin().firestore;
const likesOf = async (id: string) =>
  Number((await db().collection(COLLECTIONS.gallery).doc(id).get()).get("likes"));
const likeButton = (page: Page): Locator => viewer(page).getByRole("button", { name: /^Like,/ });
const shownCount = async (button: Locator) => Number(/\d+/.exec((await button.textContent()) ?? "")?.[0]);

/** Watches the page's calls to the Auth emulator (an anonymous sign-up is `accounts:signUp`). */
function authCalls(page: Page): string[] {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "";
  const calls: string[] = [];
  page.on("request", (request) => {
    if (host && request.url().includes(host)) calls.push(new URL(request.url()).pathname);
  });
  return calls;
}

async function openItem(context: BrowserContext, item: FixtureItem): Promise<Page> {
  const page = await context.newPage();
  await page.goto(webUrl(`/item/${item.id}`));
  await likeButton(page).waitFor();
  return page;
}

beforeAll(async () => {
  await clearFirestore();
  const fixture = await writePublicFixture(db());
  [photo, other] = fixture.items.filter((item) => item.type === "image") as [FixtureItem, FixtureItem];
  initialLikes = await likesOf(photo.id);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await closeTestAdmin();
});

describe("likes", () => {
  it("a visitor likes, reloads and still sees the like, then unlikes; a second visitor's like counts", async () => {
    const first = await newVisitor(browser);
    const page = await openItem(first, photo);
    const errors = pageErrors(page);
    const calls = authCalls(page);
    // Page views load no auth code and make no account.
    expect(calls).toEqual([]);

    await likeButton(page).click();
    expect(await likeButton(page).getAttribute("aria-pressed")).toBe("true");
    expect(await shownCount(likeButton(page))).toBe(initialLikes + 1);
    await expect.poll(() => calls.some((path) => path.endsWith("accounts:signUp")), POLL).toBe(true);
    await eventually(async () => expect(await likesOf(photo.id)).toBe(initialLikes + 1));

    await page.reload();
    await likeButton(page).waitFor();
    expect(await likeButton(page).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => shownCount(likeButton(page)), POLL).toBe(initialLikes + 1);

    await likeButton(page).click();
    expect(await likeButton(page).getAttribute("aria-pressed")).toBe("false");
    expect(await shownCount(likeButton(page))).toBe(initialLikes);
    await eventually(async () => expect(await likesOf(photo.id)).toBe(initialLikes));
    await page.reload();
    await likeButton(page).waitFor();
    expect(await likeButton(page).getAttribute("aria-pressed")).toBe("false");
    expect(errors).toEqual([]);
    await first.close();

    const second = await newVisitor(browser);
    const secondPage = await openItem(second, photo);
    await likeButton(secondPage).click();
    expect(await likeButton(secondPage).getAttribute("aria-pressed")).toBe("true");
    await eventually(async () => expect(await likesOf(photo.id)).toBe(initialLikes + 1));
    await second.close();
  });

  it("a scripted visitor sending 25 like events for one item raises its likes by at most 1", async () => {
    const before = await likesOf(other.id);
    const app = initializeApp(
      { apiKey: "demo-api-key", projectId: process.env.GCLOUD_PROJECT ?? "demo-folio" },
      `scripted-${Date.now()}`,
    );
    try {
      const auth = getAuth(app);
      connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, {
        disableWarnings: true,
      });
      const { uid } = (await signInAnonymously(auth)).user;
      const firestore = getFirestore(app);
      const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? "").split(":");
      connectFirestoreEmulator(firestore, host!, Number(port));
      const event = {
        type: "like",
        contentId: other.id,
        contentTitle: other.title,
        contentType: other.type,
        category: other.category,
        sessionId: "scriptedSession0001",
        userId: "scriptedVisitor0001",
        path: `/item/${other.id}`,
        uid,
      };
      await Promise.all(
        Array.from({ length: 25 }, () =>
          addDoc(collection(firestore, COLLECTIONS.analyticsEvents), {
            ...event,
            timestamp: serverTimestamp(),
          }),
        ),
      );
      // Every repeat is marked ignored by the server (Likes contract), and the first one counted.
      await eventually(
        async () => {
          const events = await db()
            .collection(COLLECTIONS.analyticsEvents)
            .where("contentId", "==", other.id)
            .get();
          const ignored = events.docs.filter(
            (doc) => doc.get("countState") === "ignored" && doc.get("ignoredReason") === "repeat-like",
          );
          expect(events.size).toBe(25);
          expect(ignored).toHaveLength(24);
          expect(await likesOf(other.id)).toBe(before + 1);
        },
        { timeoutMs: 40_000 },
      );
      const marker = await db().collection("like_marks").doc(`${uid}_${other.id}`).get();
      // The item is in the marker's id (`{uid}_{item}`); its fields are exactly these, and it
      // expires with the like's event (Firestore's TTL), after the day it was given.
      expect(marker.data()).toEqual({
        uid,
        eventId: expect.any(String),
        date: expect.any(String),
        expiresAt: expect.any(Timestamp),
      });
      const expiresAt = (marker.get("expiresAt") as Timestamp).toMillis();
      expect(expiresAt).toBeGreaterThan(Date.parse(`${String(marker.get("date"))}T00:00:00Z`));
    } finally {
      await deleteApp(app);
    }
  });
});
