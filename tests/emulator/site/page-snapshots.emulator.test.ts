// The public pages' kept copies (functions/src/ssr/page-snapshots.ts), through the real
// triggers: a new instance reads a gallery page's works and the lists as one document each,
// for as long as no work, category or tag they show changes; an edit elsewhere leaves them be,
// and an address that shows nothing keeps nothing.
import { COLLECTIONS } from "@folio/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONTENT_VERSION, readContentVersion } from "../../../functions/src/lib/content-version";
import { readPageData } from "../../../functions/src/ssr/page-data";
import { PAGE_SNAPSHOTS } from "../../../functions/src/ssr/page-snapshots";
import { RenderCache } from "../../../functions/src/ssr/render-cache";
import type { EmbeddedPage, GalleryFilter } from "../../../functions/src/ssr/web-bundle";
import { setBackgroundTriggers } from "../../../scripts/lib/triggers";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";
import { itemDoc, uniqueId } from "../content/support/fixtures";

const db = () => testAdmin().firestore;
const item = (id: string) => db().collection(COLLECTIONS.gallery).doc(id);
const copies = () => db().collection(PAGE_SNAPSHOTS);
const HOUR = 60 * 60_000;

/** A render on a new instance (nothing in memory), at `now`. */
async function coldRender(filter: GalleryFilter, now = Date.now()): Promise<EmbeddedPage> {
  const cache = new RenderCache(() => readContentVersion(db()), { now: () => now });
  const data = await readPageData({ db: db(), ...(await cache.forRequest()) }, { filter, itemId: null });
  if (!data.gallery) throw new Error("no gallery");
  return data.gallery;
}

/** How many changes of a part the triggers have counted (lib/content-version.ts). */
async function partCount(part: string): Promise<number> {
  const snapshot = await db().collection(CONTENT_VERSION.collection).doc(CONTENT_VERSION.id).get();
  return Number((snapshot.get("parts") as Record<string, number> | undefined)?.[part] ?? 0);
}

/** Waits until the triggers have counted `count` changes of a part. */
async function partChanged(part: string, count: number): Promise<void> {
  await eventually(async () => expect(await partCount(part)).toBe(count));
}

/** Rewrites a kept copy's value, so that a render that shows it is seen to have read it. */
async function markCopy(id: string, mark: (value: Record<string, unknown>) => void): Promise<void> {
  const ref = copies().doc(id);
  const value = (await ref.get()).get("value") as Record<string, unknown>;
  mark(value);
  await ref.update({ value });
}

const byTag = (tag: string, sort: GalleryFilter["sort"] = "newest"): GalleryFilter => ({
  category: null,
  tag,
  sort,
});
const titleOfFirst = (value: Record<string, unknown>, title: string) => {
  const docs = value.docs as { data: Record<string, unknown> }[];
  docs[0]!.data.title = title;
};

beforeAll(async () => {
  await setBackgroundTriggers(true);
});

beforeEach(async () => {
  await clearFirestore();
});

afterAll(async () => {
  await closeTestAdmin();
});

describe("kept copies of the public pages", () => {
  it("serves a tag page's works from its copy until a work with that tag changes, whatever changes elsewhere", async () => {
    const fog = uniqueId("fog");
    const rain = uniqueId("rain");
    const [a, b, c] = [uniqueId("a"), uniqueId("b"), uniqueId("c")];
    await item(a).set(itemDoc({ title: "Pier", tags: [fog], createdAt: new Date(1_000) }));
    await item(b).set(itemDoc({ title: "Mist", tags: [fog], createdAt: new Date(2_000) }));
    await item(c).set(itemDoc({ title: "Puddle", tags: [rain] }));
    await partChanged(`t:${fog}`, 2);
    await partChanged(`t:${rain}`, 1);

    const first = await coldRender(byTag(fog));
    expect(first.items.map((work) => work.title)).toEqual(["Mist", "Pier"]);
    const id = `page~newest~~${fog}`;
    expect((await copies().doc(id).get()).exists).toBe(true);

    await markCopy(id, (value) => titleOfFirst(value, "From the copy"));
    expect((await coldRender(byTag(fog))).items[0]?.title).toBe("From the copy");

    // Another tag's work changes: this page's copy stands.
    await item(c).update({ title: "Puddle at noon" });
    await partChanged(`t:${rain}`, 2);
    expect((await coldRender(byTag(fog))).items[0]?.title).toBe("From the copy");
    expect((await coldRender(byTag(rain))).items[0]?.title).toBe("Puddle at noon");

    // One of its own works changes: the next render queries, and keeps the new page.
    await item(b).update({ title: "Mist at dawn" });
    await partChanged(`t:${fog}`, 3);
    expect((await coldRender(byTag(fog))).items.map((work) => work.title)).toEqual(["Mist at dawn", "Pier"]);
    const kept = (await copies().doc(id).get()).get("value") as { docs: { data: { title: string } }[] };
    expect(kept.docs.map((doc) => doc.data.title)).toEqual(["Mist at dawn", "Pier"]);
  });

  it("reads a most-viewed page afresh once its copy is an hour old, since views change it without an edit", async () => {
    const dusk = uniqueId("dusk");
    await item(uniqueId("a")).set(itemDoc({ title: "Lamp", tags: [dusk], views: 3 }));
    await partChanged(`t:${dusk}`, 1);
    const start = Date.now();
    await coldRender(byTag(dusk, "most-viewed"), start);
    await markCopy(`page~most-viewed~~${dusk}`, (value) => titleOfFirst(value, "From the copy"));
    expect((await coldRender(byTag(dusk, "most-viewed"), start + 0.5 * HOUR)).items[0]?.title).toBe(
      "From the copy",
    );
    expect((await coldRender(byTag(dusk, "most-viewed"), start + 1.1 * HOUR)).items[0]?.title).toBe("Lamp");
  });

  it("serves the categories and tags from one copy until one of them changes", async () => {
    const tag = db().collection(COLLECTIONS.tags).doc(uniqueId("tag"));
    const now = new Date();
    await tag.set({
      name: uniqueId("harbour"),
      createdAt: now,
      updatedAt: now,
      usageCount: 1,
      isPopular: false,
    });
    await eventually(async () => expect(await partCount("lists")).toBeGreaterThan(0));
    const counted = await partCount("lists");

    const all: GalleryFilter = { category: null, tag: null, sort: "newest" };
    expect((await coldRender(all)).tagsInUse).toBe(1);
    await markCopy("lists", (value) => {
      value.tagsInUse = 99;
    });
    expect((await coldRender(all)).tagsInUse).toBe(99);

    await tag.update({ usageCount: 0 });
    await partChanged("lists", counted + 1);
    expect((await coldRender(all)).tagsInUse).toBe(0);
  });

  it("renews a tag page's copy when its tag document changes without a gallery write (a new tag, a recount)", async () => {
    const name = uniqueId("kelp");
    await item(uniqueId("a")).set(itemDoc({ tags: [name] }));
    await partChanged(`t:${name}`, 1);
    expect((await coldRender(byTag(name))).tags.map((tag) => tag.name)).not.toContain(name);
    const now = new Date();
    await db()
      .collection(COLLECTIONS.tags)
      .doc(uniqueId("tag"))
      .set({ name, createdAt: now, updatedAt: now, usageCount: 1, isPopular: false });
    await partChanged(`t:${name}`, 2);
    expect((await coldRender(byTag(name))).tags.map((tag) => tag.name)).toContain(name);
  });

  it("keeps nothing for an address that shows nothing, so made-up addresses write no documents", async () => {
    await item(uniqueId("a")).set(itemDoc({ tags: ["sea"] }));
    await partChanged("t:sea", 1);
    const made = uniqueId("made-up");
    const page = await coldRender(byTag(made));
    expect(page.items).toEqual([]);
    await coldRender({ category: made, tag: null, sort: "newest" });
    const ids = (await copies().get()).docs.map((doc) => doc.id);
    expect(ids.filter((id) => id.includes(made))).toEqual([]);
    expect(ids).toContain("lists");
  });
});
