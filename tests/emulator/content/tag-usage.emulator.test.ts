import { COLLECTIONS, type TagWire } from "@folio/domain";
import { FieldValue } from "firebase-admin/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handleGalleryWrite } from "../../../functions/src/content/tag-usage";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";
import { callableClient, type CallableClient } from "./support/clients";
import { itemDoc, ledgersWithKey, tagById, uniqueId } from "./support/fixtures";

let owner: CallableClient;
const db = () => testAdmin().firestore;
const item = (id: string) => db().collection(COLLECTIONS.gallery).doc(id);

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
