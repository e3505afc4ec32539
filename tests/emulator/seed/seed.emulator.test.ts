import { existsSync } from "node:fs";
import path from "node:path";
import {
  ALL_CATEGORY_ID,
  COLLECTIONS,
  POPULAR_TAG_THRESHOLD,
  parseGalleryItem,
  safeParseCategory,
  safeParseTag,
  tagNameKey,
  type GalleryItem,
} from "@folio/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withBackgroundTriggersDisabled } from "../../../scripts/lib/triggers";
import { DEMO_OWNER } from "../../../scripts/seed/demo-owner";
import { seedIfEmpty } from "../../../scripts/seed/seed";
import { seedContent } from "../../../scripts/seed/seed-content";
import { seedOwner } from "../../../scripts/seed/seed-owner";
import type { SeededContent } from "../../../scripts/seed/types";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "..", "..", "..", "web", "public");
const DAY_MS = 24 * 60 * 60 * 1000;
const lines: string[] = [];
const log = (line: string) => lines.push(line);

async function clearAuth(projectId: string): Promise<void> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/accounts`, {
    method: "DELETE",
  });
  if (!response.ok) throw new Error(`clearing the Auth emulator failed: HTTP ${response.status}`);
}

/** Signs in through the Auth emulator's REST API, as the web app does. */
async function signIn(
  email: string,
  password: string,
): Promise<{ idToken?: string; error?: { message: string } }> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return (await response.json()) as { idToken?: string; error?: { message: string } };
}

async function readAll() {
  const { firestore } = testAdmin();
  const [gallery, categories, tags] = await Promise.all([
    firestore.collection(COLLECTIONS.gallery).get(),
    firestore.collection(COLLECTIONS.categories).get(),
    firestore.collection(COLLECTIONS.tags).get(),
  ]);
  return {
    items: gallery.docs.map((doc) => parseGalleryItem(doc.id, doc.data())),
    categories: categories.docs.map((doc) => safeParseCategory(doc.id, doc.data())),
    tags: tags.docs.map((doc) => safeParseTag(doc.id, doc.data())),
  };
}

/** How many published items carry the tag: drafts count for nothing (tag usage is public). */
function usesOf(items: readonly GalleryItem[], tagName: string): number {
  return items.filter(
    (item) => item.published && item.tags.some((name) => tagNameKey(name) === tagNameKey(tagName)),
  ).length;
}

describe("demo seed", () => {
  let seeded: SeededContent;

  beforeAll(async () => {
    const { projectId, firestore } = testAdmin();
    await clearFirestore();
    await clearAuth(projectId);
    seeded = await withBackgroundTriggersDisabled(() => seedContent(firestore, log));
  });
  afterAll(closeTestAdmin);

  it("creates the demo owner with owner rights, who can sign in; a rerun changes nothing", async () => {
    const { auth } = testAdmin();
    await seedOwner(log);
    await seedOwner(log);
    const { users } = await auth.listUsers();
    expect(users.map((user) => user.email)).toEqual([DEMO_OWNER.email]);
    expect(users[0]!.customClaims).toMatchObject({ admin: true });
    const session = await signIn(DEMO_OWNER.email, DEMO_OWNER.password);
    expect(session.error).toBeUndefined();
    const claims = await auth.verifyIdToken(session.idToken!);
    expect(claims.admin).toBe(true);
  });

  it("seeds at least 24 items across at least 4 categories plus the default All", async () => {
    const { items, categories } = await readAll();
    expect(items.length).toBeGreaterThanOrEqual(24);
    expect(categories.every((category) => category !== null)).toBe(true);
    const all = categories.find((category) => category?.id === ALL_CATEGORY_ID);
    expect(all).toMatchObject({ name: "All", order: 0, isDefault: true, type: "gallery" });
    const others = categories.filter((category) => category && category.id !== ALL_CATEGORY_ID);
    expect(others.length).toBeGreaterThanOrEqual(4);
    expect(new Set(others.map((category) => category!.order)).size).toBe(others.length);
    for (const category of others) {
      expect(category!.isDefault).toBe(false);
      expect(category!.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(items.some((item) => item.category === category!.id)).toBe(true);
    }
    const ids = new Set(others.map((category) => category!.id));
    for (const item of items) expect(ids.has(item.category), `${item.id} → ${item.category}`).toBe(true);
  });

  it("has images and at least 2 videos whose files are served from web/public", async () => {
    const { items } = await readAll();
    const videos = items.filter((item) => item.type === "video");
    expect(videos.length).toBeGreaterThanOrEqual(2);
    expect(items.filter((item) => item.type === "image").length).toBeGreaterThanOrEqual(20);
    for (const video of videos) {
      expect(video.media.contentType).toBe("video/webm");
      expect(video.media.posterUrl).toMatch(/^\/demo\/.+\.webp$/);
    }
    for (const item of items) {
      const urls = [item.media.url, item.media.posterUrl, ...item.media.sizes.map((size) => size.url)];
      for (const url of urls.filter((u): u is string => u !== null))
        expect(existsSync(path.join(PUBLIC_DIR, url)), url).toBe(true);
      expect(item.media.sizes.length).toBeGreaterThanOrEqual(2);
      expect(item.media.storagePath).toBeNull();
      const largest = item.media.sizes.at(-1)!;
      expect(largest.width / largest.height).toBeCloseTo(item.width / item.height, 2);
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.alt.length).toBeGreaterThan(20);
      expect(item.description.length).toBeGreaterThan(20);
    }
  });

  it("varies publication, features, downloads and dates like a real portfolio", async () => {
    const { items } = await readAll();
    expect(items.filter((item) => !item.published).length).toBeGreaterThanOrEqual(2);
    expect(items.filter((item) => item.featured).length).toBeGreaterThanOrEqual(3);
    expect(items.filter((item) => item.downloadable).length).toBeGreaterThanOrEqual(3);
    const times = items.map((item) => item.createdAt.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(90 * DAY_MS);
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    expect(items.some((item) => item.width < item.height)).toBe(true);
    expect(items.some((item) => item.width > item.height)).toBe(true);
  });

  it("has at least 12 tags, at least 2 popular, and usage that agrees with the published items", async () => {
    const { items, tags } = await readAll();
    expect(tags.every((tag) => tag !== null)).toBe(true);
    expect(tags.length).toBeGreaterThanOrEqual(12);
    expect(tags.filter((tag) => tag!.isPopular).length).toBeGreaterThanOrEqual(2);
    // The demo drafts carry tags, so counting them would show here.
    expect(items.some((item) => !item.published && item.tags.length > 0)).toBe(true);
    for (const tag of tags) {
      expect(tag!.usageCount, tag!.name).toBe(usesOf(items, tag!.name));
      expect(tag!.isPopular, tag!.name).toBe(tag!.usageCount >= POPULAR_TAG_THRESHOLD);
    }
    const tagKeys = new Set(tags.map((tag) => tagNameKey(tag!.name)));
    for (const item of items)
      for (const name of item.tags) expect(tagKeys.has(tagNameKey(name)), name).toBe(true);
  });

  it("hands the published items to the analytics seed", async () => {
    const { items } = await readAll();
    const published = items.filter((item) => item.published);
    expect([...seeded.items].map((item) => item.id).sort()).toEqual(published.map((item) => item.id).sort());
    for (const entry of seeded.items) {
      const item = published.find((candidate) => candidate.id === entry.id)!;
      expect(entry).toEqual({ id: item.id, title: item.title, type: item.type, category: item.category });
    }
  });

  it("overwrites rather than duplicates when run again, and seedIfEmpty skips a seeded database", async () => {
    const before = await readAll();
    await withBackgroundTriggersDisabled(() => seedContent(testAdmin().firestore, log));
    const after = await readAll();
    expect(after.items.length).toBe(before.items.length);
    expect(after.tags.length).toBe(before.tags.length);
    expect(after.categories.length).toBe(before.categories.length);
    const usage = (state: typeof before) =>
      Object.fromEntries(state.tags.map((tag) => [tag!.id, tag!.usageCount]));
    expect(usage(after)).toEqual(usage(before));
    await expect(seedIfEmpty({ log })).resolves.toBe(false);
  });
});
