import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { PUBLIC_QUERY_LIMIT_MAX } from "@folio/domain";
import { initializeApp, deleteApp } from "firebase/app";
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  doc,
  Timestamp,
  where,
  type Firestore,
} from "firebase/firestore";
import {
  collection as liteCollection,
  connectFirestoreEmulator,
  getFirestore as liteFirestore,
  orderBy as liteOrderBy,
  query as liteQuery,
} from "firebase/firestore/lite";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { readAllPages } from "../../web/src/data/content/read-all-pages";
import { useRulesTestEnv } from "../support/rules-env";

const { visitor, stranger, owner, withRulesDisabled } = useRulesTestEnv();
const MAX = PUBLIC_QUERY_LIMIT_MAX;

const published = (db: Firestore) => query(collection(db, "gallery"), where("published", "==", true));

describe("visitors' list queries are capped at 100 documents", () => {
  it.each([
    ["visitor", visitor],
    ["signed-in stranger", stranger],
  ])("a %s may list with limit ≤ 100, never more or unbounded", async (_who, db) => {
    await assertSucceeds(getDocs(query(published(db()), limit(MAX))));
    await assertFails(getDocs(query(published(db()), limit(MAX + 1))));
    await assertFails(getDocs(published(db())));
    for (const name of ["categories", "tags"]) {
      await assertSucceeds(getDocs(query(collection(db(), name), limit(MAX))));
      await assertFails(getDocs(query(collection(db(), name), limit(MAX + 1))));
      await assertFails(getDocs(collection(db(), name)));
    }
  });

  it("the owner's studio lists without a cap", async () => {
    await assertSucceeds(getDocs(collection(owner(), "gallery")));
    await assertSucceeds(getDocs(collection(owner(), "categories")));
    await assertSucceeds(getDocs(query(collection(owner(), "tags"), orderBy("name"))));
  });
});

describe("the public site still reads any number of tags", () => {
  const app = initializeApp(
    { apiKey: "demo-key", projectId: process.env.GCLOUD_PROJECT ?? "demo-folio" },
    "caps",
  );
  afterAll(() => deleteApp(app));

  beforeEach(async () => {
    await withRulesDisabled(async (db) => {
      await Promise.all(
        Array.from({ length: 2 * MAX + 17 }, (_, index) =>
          setDoc(doc(db, "tags", `t${String(index).padStart(3, "0")}`), {
            name: `Tag ${index}`,
            createdAt: Timestamp.now(),
            updatedAt: Timestamp.now(),
            usageCount: 0,
            isPopular: false,
          }),
        ),
      );
    });
  });

  it("in pages of 100, as a visitor", async () => {
    const lite = liteFirestore(app);
    const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? "").split(":");
    connectFirestoreEmulator(lite, host!, Number(port));
    const docs = await readAllPages(liteQuery(liteCollection(lite, "tags"), liteOrderBy("name")));
    expect(docs).toHaveLength(2 * MAX + 17);
    expect(new Set(docs.map((snapshot) => snapshot.id)).size).toBe(2 * MAX + 17);
  });
});
