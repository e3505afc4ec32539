import { COLLECTIONS, type BulkTagsResult, type RecountResult, type TagWire } from "@folio/domain";
import { FieldValue } from "firebase-admin/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { INTERNAL_COLLECTIONS } from "../../../functions/src/content/internal-collections";
import { handleGalleryWrite, reconcileItemTags } from "../../../functions/src/content/tag-usage";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";
import { callableClient, type CallableClient } from "./support/clients";
import { itemDoc, ledgersWithKey, tagById, uniqueId } from "./support/fixtures";

let owner: CallableClient;
const db = () => testAdmin().firestore;
const item = (id: string) => db().collection(COLLECTIONS.gallery).doc(id);
const ledgerOf = async (id: string) =>
  (await db().collection(INTERNAL_COLLECTIONS.tagUsage).doc(id).get()).get("keys") as unknown;

async function expectUsage(tagId: string, usageCount: number, isPopular: boolean): Promise<void> {
  await eventually(async () => {
    expect(await tagById(db(), tagId)).toMatchObject({ usageCount, isPopular });
  });
}

beforeAll(async () => {
  owner = await callableClient("owner");
});

beforeEach(async () => {
  await clearFirestore();
});

afterAll(async () => {
  await owner.close();
  await closeTestAdmin();
});

describe("tag usage trigger", () => {
  it("follows gallery edits: popular at 5 uses, not popular below 5", async () => {
    const sunset = await owner.call<TagWire>("createTag", { name: "Sunset" });
    expect(sunset).toMatchObject({ usageCount: 0, isPopular: false });
    const ids = Array.from({ length: 5 }, () => uniqueId("item"));
    for (const id of ids.slice(0, 4)) await item(id).set(itemDoc({ tags: ["Sunset"] }));
    await expectUsage(sunset.id, 4, false);

    // Case does not matter: "sunset" on an item is the tag Sunset.
    await item(ids[4]!).set(itemDoc({ tags: ["sunset", "Sea"] }));
    await expectUsage(sunset.id, 5, true);

    await item(ids[0]!).update({ tags: ["Sea"] });
    await expectUsage(sunset.id, 4, false);

    await item(ids[1]!).delete();
    await expectUsage(sunset.id, 3, false);
  });

  it("leaves usage alone on view and like increments, without reading anything", async () => {
    const before = itemDoc({ tags: ["Sunset"], views: 3 });
    const after = { ...before, views: 4, likes: 1 };
    expect(await handleGalleryWrite(db(), uniqueId("item"), before, after)).toBe("no-tag-change");

    const sunset = await owner.call<TagWire>("createTag", { name: "Sunset" });
    const id = uniqueId("item");
    await item(id).set(itemDoc({ tags: ["Sunset"] }));
    await expectUsage(sunset.id, 1, false);
    await item(id).update({ views: FieldValue.increment(1), likes: FieldValue.increment(1) });
    await item(id).update({ title: "Renamed" });
    // A later real change proves the trigger kept running and counted from 1, not from a drifted value.
    await item(id).update({ tags: [] });
    await expectUsage(sunset.id, 0, false);
  });

  it("changes nothing when the same event is delivered again, even concurrently", async () => {
    const sunset = await owner.call<TagWire>("createTag", { name: "Sunset" });
    const id = uniqueId("item");
    const before = undefined;
    const after = itemDoc({ tags: ["Sunset"] });
    await item(id).set(after);
    // The deployed trigger gets this event; three more deliveries of it race with it.
    const outcomes = await Promise.all([1, 2, 3].map(() => handleGalleryWrite(db(), id, before, after)));
    expect(outcomes.filter((outcome) => outcome === "applied").length).toBeLessThanOrEqual(1);
    await expectUsage(sunset.id, 1, false);
    expect(await handleGalleryWrite(db(), id, before, after)).toBe("already-counted");
    expect(await tagById(db(), sunset.id)).toMatchObject({ usageCount: 1 });

    // A second item raises it to 2 exactly once more.
    const second = uniqueId("item");
    await item(second).set(after);
    await expectUsage(sunset.id, 2, false);
    expect(await handleGalleryWrite(db(), second, before, after)).toBe("already-counted");
    expect(await tagById(db(), sunset.id)).toMatchObject({ usageCount: 2 });
  });

  it("records a tag name with no tag document and counts it once the tag is created", async () => {
    const ids = [uniqueId("item"), uniqueId("item")];
    await item(ids[0]!).set(itemDoc({ tags: ["Aurora"] }));
    await item(ids[1]!).set(itemDoc({ tags: ["aurora borealis", "AURORA"] }));
    await eventually(async () => expect(await ledgersWithKey(db(), "aurora")).toBe(2));
    expect((await db().collection(COLLECTIONS.tags).get()).size).toBe(0);

    const aurora = await owner.call<TagWire>("createTag", { name: "aurora" });
    expect(aurora).toMatchObject({ name: "aurora", usageCount: 2, isPopular: false });
    await item(ids[0]!).delete();
    await expectUsage(aurora.id, 1, false);
  });
});

describe("only published works count", () => {
  it("a draft counts nothing; publishing adds, retagging a draft changes nothing, unpublishing removes", async () => {
    const sunset = await owner.call<TagWire>("createTag", { name: "Sunset" });
    const night = await owner.call<TagWire>("createTag", { name: "Night" });
    const id = uniqueId("item");
    const draft = itemDoc({ tags: ["Sunset"], published: false });
    await item(id).set(draft);
    // What the trigger runs, run here to its end: nothing to count, no ledger.
    expect(await reconcileItemTags(db(), id)).toBe("already-counted");
    expect(await handleGalleryWrite(db(), id, undefined, draft)).toBe("no-tag-change");
    expect(await tagById(db(), sunset.id)).toMatchObject({ usageCount: 0, isPopular: false });
    expect(await ledgerOf(id)).toBeUndefined();

    const retagged = { ...draft, tags: ["Sunset", "Night"] };
    expect(await handleGalleryWrite(db(), id, draft, retagged)).toBe("no-tag-change");
    await item(id).update({ tags: retagged.tags });
    expect(await reconcileItemTags(db(), id)).toBe("already-counted");

    await item(id).update({ published: true });
    await expectUsage(sunset.id, 1, false);
    await expectUsage(night.id, 1, false);
    expect(await ledgerOf(id)).toEqual(["night", "sunset"]);

    await item(id).update({ published: false });
    await expectUsage(sunset.id, 0, false);
    await expectUsage(night.id, 0, false);
    await eventually(async () => expect(await ledgerOf(id)).toBeUndefined());

    // Deleting a draft takes nothing away: it counted nothing.
    const published = uniqueId("item");
    await item(published).set(itemDoc({ tags: ["Sunset"] }));
    await expectUsage(sunset.id, 1, false);
    await item(id).delete();
    expect(await handleGalleryWrite(db(), id, retagged, undefined)).toBe("no-tag-change");
    await item(published).update({ published: false });
    await expectUsage(sunset.id, 0, false);
  });

  it("crosses the popularity threshold when the fifth tagged work is published", async () => {
    const sunset = await owner.call<TagWire>("createTag", { name: "Sunset" });
    const ids = Array.from({ length: 5 }, () => uniqueId("item"));
    for (const id of ids) await item(id).set(itemDoc({ tags: ["sunset"], published: false }));
    for (const id of ids.slice(0, 4)) await item(id).update({ published: true });
    await expectUsage(sunset.id, 4, false);
    await item(ids[4]!).update({ published: true });
    await expectUsage(sunset.id, 5, true);
    await item(ids[0]!).update({ published: false });
    await expectUsage(sunset.id, 4, false);
  });

  it("changes nothing when a publish or unpublish event is delivered again", async () => {
    const sunset = await owner.call<TagWire>("createTag", { name: "Sunset" });
    const id = uniqueId("item");
    const draft = itemDoc({ tags: ["Sunset"], published: false });
    const live = { ...draft, published: true };
    await item(id).set(draft);
    await item(id).update({ published: true });
    // The deployed trigger gets the publish event; three more deliveries of it race with it.
    const outcomes = await Promise.all([1, 2, 3].map(() => handleGalleryWrite(db(), id, draft, live)));
    expect(outcomes.filter((outcome) => outcome === "applied").length).toBeLessThanOrEqual(1);
    await expectUsage(sunset.id, 1, false);
    expect(await handleGalleryWrite(db(), id, draft, live)).toBe("already-counted");
    expect(await tagById(db(), sunset.id)).toMatchObject({ usageCount: 1 });

    await item(id).update({ published: false });
    await expectUsage(sunset.id, 0, false);
    expect(await handleGalleryWrite(db(), id, live, draft)).toBe("already-counted");
    // A late publish event, redelivered after the unpublish, reads the item as it is now: a draft.
    expect(await handleGalleryWrite(db(), id, draft, live)).toBe("already-counted");
    expect(await tagById(db(), sunset.id)).toMatchObject({ usageCount: 0, isPopular: false });
  });

  it("adds a bulk tag to a draft without counting it, until the draft is published", async () => {
    const ids = [uniqueId("item"), uniqueId("item")];
    await item(ids[0]!).set(itemDoc({ tags: [] }));
    await item(ids[1]!).set(itemDoc({ tags: [], published: false }));
    expect(await owner.call<BulkTagsResult>("bulkAddTags", { itemIds: ids, tags: ["Fog"] })).toEqual({
      updatedItems: 2,
      missingItems: [],
    });
    const fog = (await db().collection(COLLECTIONS.tags).where("name", "==", "Fog").get()).docs[0]!;
    expect(fog.data()).toMatchObject({ usageCount: 1, isPopular: false });
    expect(await ledgerOf(ids[1]!)).toBeUndefined();
    await item(ids[1]!).update({ published: true });
    await expectUsage(fog.id, 2, false);
  });

  it("agrees with a full recount, which also forgets a draft's ledger", async () => {
    const sunset = await owner.call<TagWire>("createTag", { name: "Sunset" });
    const night = await owner.call<TagWire>("createTag", { name: "Night" });
    const [a, b, c, d] = [uniqueId("item"), uniqueId("item"), uniqueId("item"), uniqueId("item")];
    await item(a).set(itemDoc({ tags: ["Sunset", "Night"] }));
    await item(b).set(itemDoc({ tags: ["sunset"] }));
    await item(c).set(itemDoc({ tags: ["Sunset", "Night"], published: false }));
    await item(d).set(itemDoc({ tags: ["Night"] }));
    await item(d).update({ published: false });
    await expectUsage(sunset.id, 2, false);
    await expectUsage(night.id, 1, false);
    await eventually(async () => expect(await ledgerOf(d)).toBeUndefined());

    expect(await owner.call<RecountResult>("recountTags")).toMatchObject({ changedTags: 0, failed: false });
    expect(await tagById(db(), sunset.id)).toMatchObject({ usageCount: 2 });
    expect(await tagById(db(), night.id)).toMatchObject({ usageCount: 1 });

    // A ledger counted for a draft (left by an earlier version, which counted drafts): the recount drops it.
    await db()
      .collection(INTERNAL_COLLECTIONS.tagUsage)
      .doc(c)
      .set({ keys: ["night", "sunset"] });
    await db().collection(COLLECTIONS.tags).doc(sunset.id).update({ usageCount: 3 });
    expect(await owner.call<RecountResult>("recountTags")).toMatchObject({ changedTags: 1, failed: false });
    expect(await tagById(db(), sunset.id)).toMatchObject({ usageCount: 2, isPopular: false });
    expect(await ledgerOf(c)).toBeUndefined();
  });
});
