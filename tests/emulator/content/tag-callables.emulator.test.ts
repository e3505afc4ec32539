import {
  COLLECTIONS,
  ERROR_MESSAGES,
  TagExistsError,
  type BulkTagsResult,
  type RecountResult,
  type TagWire,
} from "@folio/domain";
import { describe, expect, it } from "vitest";
import { INTERNAL_COLLECTIONS } from "../../../functions/src/content/internal-collections";
import { callableError } from "../../../web/src/data/content/content-errors";
import { testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";
import { failure, useCallableClients } from "./support/clients";
import { clearQuietly, itemDoc, ledgersWithKey, tagById, uniqueId, writeItems } from "./support/fixtures";

const { owner, stranger, visitor } = useCallableClients();
const db = () => testAdmin().firestore;
const item = (id: string) => db().collection(COLLECTIONS.gallery).doc(id);
const tagsOf = async (id: string) => (await item(id).get()).get("tags") as string[];

describe("who may call", () => {
  it.each([
    ["createTag", { name: "Sunset" }],
    ["updateTag", { id: "x", name: "Dusk" }],
    ["deleteTag", { id: "x" }],
    ["bulkAddTags", { itemIds: ["a"], tags: ["Sunset"] }],
    ["bulkRemoveTags", { itemIds: ["a"], tags: ["Sunset"] }],
    ["recountTags", {}],
  ])("%s refuses visitors and non-owners, and changes nothing", async (name, data) => {
    expect(await failure(visitor.call(name, data))).toMatchObject({
      code: "unauthenticated",
      reason: "not-owner",
    });
    expect(await failure(stranger.call(name, data))).toMatchObject({
      code: "permission-denied",
      reason: "not-owner",
    });
    expect((await db().collection(COLLECTIONS.tags).get()).size).toBe(0);
  });

  it("refuses bad input with a clear message", async () => {
    expect(await failure(owner.call("createTag", { name: "   " }))).toEqual({
      code: "invalid-argument",
      reason: "invalid-input",
      message: "name: Tag name is required",
    });
    expect(await failure(owner.call("createTag", { name: "a/b" }))).toMatchObject({
      code: "invalid-argument",
      reason: "invalid-input",
    });
    expect(await failure(owner.call("createTag", { name: "Ok", extra: 1 }))).toMatchObject({
      code: "invalid-argument",
    });
  });
});

describe("create tag", () => {
  it("refuses a name that exists in any case, with the exact message", async () => {
    const created = await owner.call<TagWire>("createTag", { name: "  Sunset " });
    expect(created).toMatchObject({ name: "Sunset", usageCount: 0, isPopular: false });
    // Full-width and zero-width look-alikes are the same name (domain/src/content/names.ts).
    for (const name of [
      "Sunset",
      "sunset",
      "SUNSET",
      " sunset  ",
      "Ｓｕｎｓｅｔ",
      "Sun\u200bset",
      "\u202eSUN\u00adSET",
    ]) {
      expect(await failure(owner.call("createTag", { name }))).toEqual({
        code: "already-exists",
        reason: "tag-exists",
        message: ERROR_MESSAGES.tagExists,
      });
    }
    expect((await db().collection(COLLECTIONS.tags).get()).size).toBe(1);
  });

  it("treats look-alike spellings as the same name, invisible characters stripped", async () => {
    await owner.call<TagWire>("createTag", { name: "Sunset" });
    // Full-width letters, a ligature-free NFKC twin and the sharp-s fold all name the same tag.
    for (const name of ["Ｓｕｎｓｅｔ", "ＳＵＮＳＥＴ", "sunset\u00A0"]) {
      expect(await failure(owner.call("createTag", { name }))).toMatchObject({
        code: "already-exists",
        message: ERROR_MESSAGES.tagExists,
      });
    }
    for (const name of ["Sun\u200Bset", "\u202ESunset", "Sun\u00ADset"]) {
      expect(await failure(owner.call("createTag", { name }))).toMatchObject({
        code: "already-exists",
        message: ERROR_MESSAGES.tagExists,
      });
    }
    expect((await db().collection(COLLECTIONS.tags).get()).size).toBe(1);
  });

  it("leaves exactly one tag when `Sunset` and `sunset` are created at the same time", async () => {
    for (const [first, second] of [
      ["Sunset", "sunset"],
      ["Beach", "BEACH"],
      ["Night sky", "night SKY"],
    ] as const) {
      const outcomes = await Promise.allSettled([
        owner.call<TagWire>("createTag", { name: first }),
        owner.call<TagWire>("createTag", { name: second }),
      ]);
      const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
      const lost = outcomes.filter((outcome) => outcome.status === "rejected");
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      const loser = callableError((lost[0] as PromiseRejectedResult).reason);
      expect([loser.constructor, loser.message]).toEqual([TagExistsError, ERROR_MESSAGES.tagExists]);
      const stored = await db().collection(COLLECTIONS.tags).where("name", "in", [first, second]).get();
      expect(stored.size).toBe(1);
    }
  });
});

describe("update tag", () => {
  it("renames on every item, stamps updatedAt with server time and keeps the count", async () => {
    const tag = await owner.call<TagWire>("createTag", { name: "Sunset" });
    const ids = [uniqueId("item"), uniqueId("item"), uniqueId("item")];
    await writeItems(db(), [
      { id: ids[0]!, data: itemDoc({ tags: ["Sunset", "Sea"] }) },
      { id: ids[1]!, data: itemDoc({ tags: ["sunset"] }) },
      { id: ids[2]!, data: itemDoc({ tags: ["Sea"] }) },
    ]);
    await eventually(async () => expect(await tagById(db(), tag.id)).toMatchObject({ usageCount: 2 }));

    const before = Date.now();
    const renamed = await owner.call<TagWire>("updateTag", { id: tag.id, name: "Golden hour" });
    expect(renamed).toMatchObject({ id: tag.id, name: "Golden hour", usageCount: 2 });
    expect(renamed.updatedAt).toBeGreaterThan(tag.updatedAt);
    expect(Math.abs(renamed.updatedAt - before)).toBeLessThan(60_000);
    expect(await tagsOf(ids[0]!)).toEqual(["Golden hour", "Sea"]);
    expect(await tagsOf(ids[1]!)).toEqual(["Golden hour"]);
    expect(await tagsOf(ids[2]!)).toEqual(["Sea"]);

    // The renames fired the usage trigger; one more item must bring the count to exactly 3.
    await item(uniqueId("item")).set(itemDoc({ tags: ["golden HOUR"] }));
    await eventually(async () => expect(await tagById(db(), tag.id)).toMatchObject({ usageCount: 3 }));
    const recount = await owner.call<RecountResult>("recountTags");
    expect(recount).toMatchObject({ changedTags: 0, failed: false });

    // The old name is free again; the new one is taken.
    await owner.call<TagWire>("createTag", { name: "sunset" });
    expect(await failure(owner.call("updateTag", { id: tag.id, name: "SUNSET" }))).toEqual({
      code: "already-exists",
      reason: "tag-exists",
      message: ERROR_MESSAGES.tagExists,
    });
  });

  it("fails with `Tag not found` for a missing tag", async () => {
    expect(await failure(owner.call("updateTag", { id: "missing", name: "Dusk" }))).toEqual({
      code: "not-found",
      reason: "tag-not-found",
      message: ERROR_MESSAGES.tagNotFound,
    });
  });
});

describe("drafts, which keep no ledger", () => {
  it("are renamed and untagged in any spelling, and count only once published", async () => {
    const tag = await owner.call<TagWire>("createTag", { name: "Sunset" });
    const [draft, other] = [uniqueId("item"), uniqueId("item")];
    await writeItems(db(), [
      { id: draft, data: itemDoc({ tags: ["SUNSET", "Sea"], published: false }) },
      { id: other, data: itemDoc({ tags: ["sunset"], published: false }) },
    ]);
    const renamed = await owner.call<TagWire>("updateTag", { id: tag.id, name: "Dusk" });
    expect(renamed).toMatchObject({ usageCount: 0 });
    expect(await tagsOf(draft)).toEqual(["Dusk", "Sea"]);
    expect(await tagsOf(other)).toEqual(["Dusk"]);

    await item(draft).update({ published: true });
    await eventually(async () => expect(await tagById(db(), tag.id)).toMatchObject({ usageCount: 1 }));

    expect(await owner.call("deleteTag", { id: tag.id })).toEqual({ updatedItems: 2 });
    expect(await tagsOf(draft)).toEqual(["Sea"]);
    expect(await tagsOf(other)).toEqual([]);
    expect(await ledgersWithKey(db(), "dusk")).toBe(0);
  });
});

describe("delete tag", () => {
  it("fails with `Tag not found` for a missing tag", async () => {
    expect(await failure(owner.call("deleteTag", { id: "missing" }))).toEqual({
      code: "not-found",
      reason: "tag-not-found",
      message: ERROR_MESSAGES.tagNotFound,
    });
  });
});

describe("bulk tags and recount", () => {
  it("merges without duplicates, removes in any case, and recounts", async () => {
    const sunset = await owner.call<TagWire>("createTag", { name: "Sunset" });
    const ids = [uniqueId("item"), uniqueId("item"), uniqueId("item")];
    await writeItems(db(), [
      { id: ids[0]!, data: itemDoc({ tags: ["sunset"] }) },
      { id: ids[1]!, data: itemDoc({ tags: ["Sea"] }) },
      { id: ids[2]!, data: itemDoc({ tags: [] }) },
    ]);
    await eventually(async () => expect(await tagById(db(), sunset.id)).toMatchObject({ usageCount: 1 }));

    const added = await owner.call<BulkTagsResult>("bulkAddTags", {
      itemIds: [...ids, "missing-item"],
      tags: ["SUNSET", "Long exposure", "long exposure"],
    });
    expect(added).toEqual({ updatedItems: 3, missingItems: ["missing-item"] });
    expect(await tagsOf(ids[0]!)).toEqual(["sunset", "Long exposure"]);
    expect(await tagsOf(ids[1]!)).toEqual(["Sea", "Sunset", "Long exposure"]);
    expect(await tagsOf(ids[2]!)).toEqual(["Sunset", "Long exposure"]);
    const longExposure = (await db().collection(COLLECTIONS.tags).where("name", "==", "Long exposure").get())
      .docs[0]!;
    expect(await tagById(db(), sunset.id)).toMatchObject({ usageCount: 3 });
    expect(longExposure.data()).toMatchObject({ usageCount: 3, isPopular: false });

    const removed = await owner.call<BulkTagsResult>("bulkRemoveTags", {
      itemIds: ids.slice(0, 2),
      tags: ["long EXPOSURE"],
    });
    expect(removed).toEqual({ updatedItems: 2, missingItems: [] });
    expect(await tagsOf(ids[0]!)).toEqual(["sunset"]);
    expect(await tagById(db(), longExposure.id)).toMatchObject({ usageCount: 1 });
    // Triggers fired by the bulk writes must not count them a second time.
    await item(uniqueId("item")).set(itemDoc({ tags: ["Long exposure"] }));
    await eventually(async () =>
      expect(await tagById(db(), longExposure.id)).toMatchObject({ usageCount: 2 }),
    );
    await eventually(async () => expect(await tagById(db(), sunset.id)).toMatchObject({ usageCount: 3 }));
  });

  it("recount fixes tampered counts and popularity, and writes only what changed", async () => {
    const sunset = await owner.call<TagWire>("createTag", { name: "Sunset" });
    const sea = await owner.call<TagWire>("createTag", { name: "Sea" });
    await writeItems(
      db(),
      Array.from({ length: 5 }, (_, i) => ({ id: `r-${i}`, data: itemDoc({ tags: ["Sunset", "Sea"] }) })),
    );
    await eventually(async () =>
      expect(await tagById(db(), sunset.id)).toMatchObject({ usageCount: 5, isPopular: true }),
    );
    await eventually(async () => expect(await tagById(db(), sea.id)).toMatchObject({ usageCount: 5 }));
    await db().collection(COLLECTIONS.tags).doc(sunset.id).update({ usageCount: 99, isPopular: false });
    const seaUpdatedBefore = (await db().collection(COLLECTIONS.tags).doc(sea.id).get()).updateTime!;

    expect(await owner.call<RecountResult>("recountTags")).toEqual({
      tags: 2,
      changedTags: 1,
      items: 5,
      failed: false,
    });
    expect(await tagById(db(), sunset.id)).toMatchObject({ usageCount: 5, isPopular: true });
    const seaUpdatedAfter = (await db().collection(COLLECTIONS.tags).doc(sea.id).get()).updateTime!;
    expect(seaUpdatedAfter.isEqual(seaUpdatedBefore)).toBe(true);
    expect(await owner.call<RecountResult>("recountTags")).toMatchObject({ changedTags: 0 });
  });
});

// Last, and cleared with the triggers off: its 1,200 trigger events would otherwise delay the
// triggers of the tests after it.
describe("delete tag cascade", () => {
  it("removes the name from all 600 items that carry it, then deletes the tag", async () => {
    const carrying = Array.from({ length: 600 }, (_, i) => ({
      id: `cascade-${i}`,
      data: itemDoc({ tags: i % 2 === 0 ? ["Cascade", "Keep"] : ["cascade"] }),
    }));
    const others = Array.from({ length: 5 }, (_, i) => ({
      id: `other-${i}`,
      data: itemDoc({ tags: ["Keep"] }),
    }));
    await writeItems(db(), [...carrying, ...others]);
    // The items existed before the tag: the trigger records the name, the create counts them.
    await eventually(async () => expect(await ledgersWithKey(db(), "cascade")).toBe(600), {
      timeoutMs: 120_000,
    });
    const tag = await owner.call<TagWire>("createTag", { name: "Cascade" });
    expect(tag).toMatchObject({ usageCount: 600, isPopular: true });

    expect(await owner.call("deleteTag", { id: tag.id })).toEqual({ updatedItems: 600 });
    const gallery = db().collection(COLLECTIONS.gallery);
    for (const spelling of ["Cascade", "cascade"])
      expect((await gallery.where("tags", "array-contains", spelling).count().get()).data().count).toBe(0);
    expect((await gallery.where("tags", "array-contains", "Keep").count().get()).data().count).toBe(305);
    expect(await tagsOf("cascade-0")).toEqual(["Keep"]);
    expect(await tagsOf("cascade-1")).toEqual([]);
    expect(await tagById(db(), tag.id)).toBeUndefined();
    expect((await db().collection(INTERNAL_COLLECTIONS.tagNames).doc("cascade").get()).exists).toBe(false);
    expect(await ledgersWithKey(db(), "cascade")).toBe(0);
    // The name can be used again.
    expect(await owner.call<TagWire>("createTag", { name: "Cascade" })).toMatchObject({ usageCount: 0 });
    await clearQuietly();
  });
});
