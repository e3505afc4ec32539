import type { GalleryItem } from "@folio/domain";
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from "firebase/auth";
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from "firebase/firestore/lite";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchGalleryPage, type ListGalleryOptions } from "../../../web/src/data/content/gallery-page";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { itemDoc, writeItems } from "./support/fixtures";

const apps: FirebaseApp[] = [];

/** Firestore Lite as the web app's visitor path uses it, optionally signed in as the owner. */
async function liteClient(asOwner: boolean): Promise<Firestore> {
  const projectId = process.env.GCLOUD_PROJECT ?? "demo-folio";
  const app = initializeApp({ apiKey: "demo-key", projectId, appId: "demo-app" }, `list-${apps.length}`);
  apps.push(app);
  if (asOwner) {
    const { auth: admin } = testAdmin();
    const email = "lister@content.test";
    const user = await admin
      .getUserByEmail(email)
      .catch(() => admin.createUser({ email, password: "list-2026" }));
    await admin.setCustomUserClaims(user.uid, { admin: true });
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
    await signInWithEmailAndPassword(auth, email, "list-2026");
  }
  const db = getFirestore(app);
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? "").split(":");
  connectFirestoreEmulator(db, host!, Number(port));
  return db;
}

/** Every page, following the cursors; also what each page read. */
async function allPages(db: Firestore, options: ListGalleryOptions) {
  const items: GalleryItem[] = [];
  const reads: number[] = [];
  let cursor = null;
  do {
    const page = await fetchGalleryPage(db, { ...options, cursor });
    items.push(...page.items);
    reads.push(page.documentsRead);
    cursor = page.next;
  } while (cursor);
  return { items, reads };
}

let visitor: Firestore;
let owner: Firestore;
const BASE = 1_750_000_000_000;

beforeAll(async () => {
  // One test is about a refused read; the SDK would log it as an error.
  setLogLevel("silent");
  await clearFirestore();
  // 50 published items (i = 0 is the oldest) and 10 drafts, in two categories.
  await writeItems(testAdmin().firestore, [
    ...Array.from({ length: 50 }, (_, i) => ({
      id: `p${String(i).padStart(2, "0")}`,
      data: itemDoc({
        createdAt: Timestamp.fromMillis(BASE + i * 1000),
        category: i % 2 === 0 ? "landscapes" : "portraits",
        tags: i % 5 === 0 ? ["Sunset"] : [],
        views: (i * 7) % 13,
      }),
    })),
    ...Array.from({ length: 10 }, (_, i) => ({
      id: `d${i}`,
      data: itemDoc({ published: false, createdAt: Timestamp.fromMillis(BASE + 100_000 + i) }),
    })),
  ]);
  [visitor, owner] = await Promise.all([liteClient(false), liteClient(true)]);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await closeTestAdmin();
});

describe("gallery pages", () => {
  it("reads one page at a time, newest first, published only for visitors", async () => {
    const first = await fetchGalleryPage(visitor);
    expect(first.items).toHaveLength(24);
    expect(first.documentsRead).toBe(25);
    expect(first.items[0]!.id).toBe("p49");
    expect(first.items.every((item) => item.published)).toBe(true);

    const { items, reads } = await allPages(visitor, {});
    expect(reads).toEqual([25, 25, 2]);
    expect(items.map((item) => item.id)).toEqual(
      Array.from({ length: 50 }, (_, i) => `p${String(49 - i).padStart(2, "0")}`),
    );
  });

  it("filters by category unless it is all, and by tag", async () => {
    const portraits = await allPages(visitor, { category: "portraits" });
    expect(portraits.items).toHaveLength(25);
    expect(portraits.items.every((item) => item.category === "portraits")).toBe(true);
    expect((await allPages(visitor, { category: "all" })).items).toHaveLength(50);
    const sunset = await allPages(visitor, { tag: "Sunset", pageSize: 4 });
    expect(sunset.items.map((item) => item.id)).toEqual([
      "p45",
      "p40",
      "p35",
      "p30",
      "p25",
      "p20",
      "p15",
      "p10",
      "p05",
      "p00",
    ]);
    const both = await allPages(visitor, { tag: "Sunset", category: "landscapes" });
    expect(both.items.map((item) => item.id)).toEqual(["p40", "p30", "p20", "p10", "p00"]);
  });

  it("sorts by views, most viewed first, across pages", async () => {
    const { items } = await allPages(visitor, { sort: "most-viewed", pageSize: 7 });
    expect(items).toHaveLength(50);
    const views = items.map((item) => item.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it("shows drafts to the owner only", async () => {
    await expect(fetchGalleryPage(visitor, { includeDrafts: true })).rejects.toThrow();
    const { items } = await allPages(owner, { includeDrafts: true });
    expect(items).toHaveLength(60);
    expect(items.slice(0, 10).every((item) => !item.published)).toBe(true);
  });

  it("converts stored documents to the domain type", async () => {
    const [item] = (await fetchGalleryPage(visitor, { pageSize: 1 })).items;
    expect(item!.createdAt).toEqual(new Date(BASE + 49_000));
    expect(item!.media.contentType).toBe("image/webp");
  });
});
