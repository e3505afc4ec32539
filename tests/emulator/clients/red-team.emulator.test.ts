// A visitor tries to reach a private client work by every way the public site offers: guessing
// gallery and work ids, listing the collections, reading the files, the public queries, the tag
// counts, the sitemap and the server-rendered pages, the analytics lists. Every public document
// and page is then scanned for a trace of the gallery (its id, its name, a `clients/` path).
import { randomBytes } from "node:crypto";
import { COLLECTIONS } from "@folio/domain";
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInAnonymously } from "firebase/auth";
import {
  collection,
  collectionGroup,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  query,
  setLogLevel,
  where,
  type Firestore,
} from "firebase/firestore";
import {
  connectStorageEmulator,
  getBytes,
  getDownloadURL,
  getStorage,
  listAll,
  ref,
  type FirebaseStorage,
} from "firebase/storage";
import { FieldValue } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSitemapSource } from "../../../functions/src/seo/sitemap-source";
import { readFirstPage, readPublishedItem } from "../../../functions/src/ssr/page-data";
import { clearFirestore, closeTestAdmin, testAdmin, TEST_BUCKET } from "../../support/admin";
import { itemDoc } from "../content/support/fixtures";
import { galleryId, seedGallery, seedWorks } from "./support";

const G = galleryId();
const WORK = "wSecretWork01";
const FILE_NAME = "DSC_SECRET_4711.jpg";
const GALLERY_NAME = "Secret Wedding";
const DISPLAY = `clients/${G}/${WORK}/ceremony/w960.webp`;
const ORIGINAL = `originals/clients/${G}/${WORK}/ceremony/${FILE_NAME}`;
const TRACES = [G, WORK, FILE_NAME, GALLERY_NAME, "clients/", "client_galleries"];

interface Visitor {
  app: FirebaseApp;
  db: Firestore;
  storage: FirebaseStorage;
}
const visitors: Visitor[] = [];

/** A browser on the public site: signed in anonymously (as the tracker does), or not at all. */
async function visitor(anonymous: boolean): Promise<Visitor> {
  const projectId = testAdmin().projectId;
  const app = initializeApp(
    { apiKey: "demo-key", projectId, appId: "demo-app", storageBucket: TEST_BUCKET },
    `red-team-${visitors.length}`,
  );
  const db = getFirestore(app);
  const [firestoreHost, firestorePort] = (process.env.FIRESTORE_EMULATOR_HOST ?? "").split(":");
  connectFirestoreEmulator(db, firestoreHost!, Number(firestorePort));
  const storage = getStorage(app);
  const [storageHost, storagePort] = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? "").split(":");
  connectStorageEmulator(storage, storageHost!, Number(storagePort));
  if (anonymous) {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
    await signInAnonymously(auth);
  }
  const created = { app, db, storage };
  visitors.push(created);
  return created;
}

/** Fails unless the request was refused by the rules. */
async function refused(request: Promise<unknown>): Promise<void> {
  await expect(request).rejects.toMatchObject({
    code: expect.stringMatching(/permission-denied|unauthorized/),
  });
}

/**
 * Fails when `text` holds any trace of the private gallery, except the ids the request itself
 * named (a not-found page may repeat the address it was asked for).
 */
function expectNoTrace(where: string, text: string, asked: readonly string[] = []): void {
  for (const trace of TRACES.filter((candidate) => !asked.includes(candidate)))
    expect(text.includes(trace), `${where} mentions ${trace}`).toBe(false);
}

const randomId = (length: number) =>
  randomBytes(length).toString("base64url").replace(/[-_]/g, "A").slice(0, length);
const functionUrl = (path: string) =>
  `http://127.0.0.1:${process.env.FOLIO_FUNCTIONS_PORT}/${testAdmin().projectId}/us-central1/${path}`;

let anon: Visitor;
let nobody: Visitor;

beforeAll(async () => {
  setLogLevel("silent");
  await clearFirestore();
  const { firestore, bucket } = testAdmin();
  await firestore.doc("settings/site").set({ siteName: "Ada Studio" });
  await firestore.collection(COLLECTIONS.categories).doc("all").set({ name: "All", order: 0 });
  await firestore
    .collection(COLLECTIONS.gallery)
    .doc("public-work")
    .set(itemDoc({ tags: ["sea"] }));
  await firestore
    .collection(COLLECTIONS.tags)
    .doc("sea")
    .set({ name: "sea", usageCount: 1, isPopular: false, createdAt: FieldValue.serverTimestamp() });
  await seedGallery(G, { name: GALLERY_NAME }, { workCount: 1 });
  await seedWorks(G, { [WORK]: FILE_NAME });
  // Another device was let in: its grant must not open the gallery to anyone else.
  await firestore
    .doc(`client_galleries/${G}/grants/someone-else`)
    .set({ grantedAt: FieldValue.serverTimestamp() });
  const pixels = Buffer.alloc(256, 7);
  await bucket
    .file(DISPLAY)
    .save(pixels, { contentType: "image/webp", metadata: { metadata: { role: "display" } } });
  await bucket.file(ORIGINAL).save(pixels, { contentType: "image/jpeg" });
  anon = await visitor(true);
  nobody = await visitor(false);
});

afterAll(async () => {
  await Promise.all(visitors.map((entry) => deleteApp(entry.app)));
  await Promise.all(
    [DISPLAY, ORIGINAL].map((path) => testAdmin().bucket.file(path).delete({ ignoreNotFound: true })),
  );
  await closeTestAdmin();
});

describe("a visitor without a grant", () => {
  it("cannot find a gallery or a work by guessing ids, even the real gallery's", async () => {
    for (const who of [anon, nobody]) {
      for (let guess = 0; guess < 10; guess += 1) {
        await refused(getDoc(doc(who.db, "client_galleries", randomId(20))));
        await refused(getDoc(doc(who.db, "client_galleries", G, "works", randomId(12))));
      }
      await refused(getDoc(doc(who.db, "client_galleries", G)));
      await refused(getDoc(doc(who.db, "client_galleries", G, "works", WORK)));
      await refused(getDocs(query(collection(who.db, "client_galleries", G, "works"), limit(60))));
      await refused(getDoc(doc(who.db, "client_galleries", G, "activity", "summary")));
      await refused(getDoc(doc(who.db, "client_gallery_secrets", G)));
    }
  });

  it("cannot list the galleries or reach works through a collection group", async () => {
    for (const who of [anon, nobody]) {
      await refused(getDocs(query(collection(who.db, "client_galleries"), limit(10))));
      await refused(getDocs(query(collectionGroup(who.db, "works"), limit(10))));
      await refused(
        getDocs(query(collectionGroup(who.db, "works"), where("fileName", "==", FILE_NAME), limit(1))),
      );
      await refused(getDocs(query(collectionGroup(who.db, "grants"), limit(10))));
      await refused(getDocs(query(collection(who.db, "client_selections"), limit(10))));
    }
  });

  it("cannot read, list or get an address for the files", async () => {
    for (const who of [anon, nobody]) {
      for (const path of [DISPLAY, ORIGINAL]) {
        await refused(getBytes(ref(who.storage, path)));
        await refused(getDownloadURL(ref(who.storage, path)));
      }
      await refused(listAll(ref(who.storage, "clients")));
      await refused(listAll(ref(who.storage, `clients/${G}`)));
      await refused(listAll(ref(who.storage, "originals/clients")));
      await refused(getBytes(ref(who.storage, `clients/${randomId(20)}/${WORK}/ceremony/w960.webp`)));
    }
  });

  it("cannot read the analytics lists", async () => {
    for (const name of [
      "analytics_metrics",
      "analytics_counters",
      "analytics_events",
      "user_sessions",
      "message_counts",
    ])
      await refused(getDocs(query(collection(anon.db, name), limit(10))));
  });
});

describe("what the public site serves", () => {
  it("holds no trace of the gallery in any public document", async () => {
    const gallery = await getDocs(
      query(collection(anon.db, COLLECTIONS.gallery), where("published", "==", true), limit(100)),
    );
    expect(gallery.size).toBe(1);
    const documents = [
      ...gallery.docs,
      ...(await getDocs(query(collection(anon.db, COLLECTIONS.categories), limit(100)))).docs,
      ...(await getDocs(query(collection(anon.db, COLLECTIONS.tags), limit(100)))).docs,
    ].map((snapshot) => ({ path: snapshot.ref.path, data: snapshot.data() }));
    documents.push({
      path: "settings/site",
      data: (await getDoc(doc(anon.db, "settings/site"))).data() ?? {},
    });
    for (const { path, data } of documents) expectNoTrace(path, JSON.stringify(data));
    // The tag counts only the public work.
    expect((await getDoc(doc(anon.db, COLLECTIONS.tags, "sea"))).get("usageCount")).toBe(1);
    await refused(getDoc(doc(anon.db, COLLECTIONS.gallery, WORK)));
  });

  it("lists and renders no trace of the gallery in the sitemap and the server's pages", async () => {
    const sitemap = await fetch(functionUrl("sitemap"));
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain("/item/public-work");
    expectNoTrace("sitemap", xml);
    // What the server renders a page from, read by the renderer's own readers (the emulators
    // run without the web build, so the rendered HTML itself is the e2e suite's to check).
    const { firestore } = testAdmin();
    expectNoTrace("sitemap source", JSON.stringify(await readSitemapSource(firestore)));
    expect(await readPublishedItem(firestore, WORK)).toBeNull();
    for (const tag of [null, "sea"]) {
      const page = await readFirstPage(firestore, { category: null, tag, sort: "newest" });
      expect(page.items.map((item) => item.id)).toEqual(["public-work"]);
      expectNoTrace(`first page (${tag ?? "all"})`, JSON.stringify(page));
    }
    for (const path of ["/", "/about", `/item/${WORK}`, `/client/${G}`, `/t/sea`]) {
      const page = await fetch(functionUrl(`publicPage${path}`));
      expectNoTrace(`page ${path}`, await page.text(), path.split("/"));
      if (path === `/item/${WORK}`) expect(page.status).not.toBe(200);
    }
  });
});
