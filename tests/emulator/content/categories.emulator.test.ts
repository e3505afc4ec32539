import { COLLECTIONS, CONTENT_ERROR_MESSAGES, ERROR_MESSAGES, type CategoryWire } from "@folio/domain";
import { describe, expect, it } from "vitest";
import { testAdmin } from "../../support/admin";
import { failure, useCallableClients } from "./support/clients";
import { clearQuietly, itemDoc, writeItems } from "./support/fixtures";

const { owner, stranger, visitor } = useCallableClients();
const db = () => testAdmin().firestore;
const categories = () => db().collection(COLLECTIONS.categories);

describe("category callables", () => {
  it.each([
    ["createCategory", { name: "Travel" }],
    ["renameCategory", { id: "travel", name: "Trips" }],
    ["reorderCategories", { ids: ["travel"] }],
    ["deleteCategory", { id: "travel" }],
  ])("%s refuses visitors and non-owners", async (name, data) => {
    expect(await failure(visitor.call(name, data))).toMatchObject({
      code: "unauthenticated",
      reason: "not-owner",
    });
    expect(await failure(stranger.call(name, data))).toMatchObject({
      code: "permission-denied",
      reason: "not-owner",
    });
    expect((await categories().get()).size).toBe(0);
  });

  it("creates with a slug id and order max + 1 within the type, and the All category on the way", async () => {
    const portraits = await owner.call<CategoryWire>("createCategory", { name: "Portraits" });
    expect(portraits).toMatchObject({
      id: "portraits",
      name: "Portraits",
      type: "gallery",
      order: 1,
      isDefault: false,
    });
    expect((await categories().doc("all").get()).data()).toMatchObject({
      name: "All",
      type: "gallery",
      order: 0,
      isDefault: true,
    });
    expect(await owner.call<CategoryWire>("createCategory", { name: "Black & White" })).toMatchObject({
      id: "black-white",
      order: 2,
    });
    expect(await owner.call<CategoryWire>("createCategory", { name: "News", type: "blog" })).toMatchObject({
      type: "blog",
      order: 1,
    });
    // Same slug, other type: the id is made unique.
    expect(
      await owner.call<CategoryWire>("createCategory", { name: "Portraits", type: "blog" }),
    ).toMatchObject({
      id: "portraits-2",
      order: 2,
    });
    expect(await failure(owner.call("createCategory", { name: "PORTRAITS" }))).toEqual({
      code: "already-exists",
      reason: "category-exists",
      message: CONTENT_ERROR_MESSAGES.categoryExists,
    });
  });

  it("treats look-alike category names as the same name, invisible characters stripped", async () => {
    await owner.call<CategoryWire>("createCategory", { name: "Portraits" });
    for (const name of ["Ｐｏｒｔｒａｉｔｓ", "portraits\u00A0"]) {
      expect(await failure(owner.call("createCategory", { name }))).toMatchObject({
        code: "already-exists",
        message: CONTENT_ERROR_MESSAGES.categoryExists,
      });
    }
    expect(await failure(owner.call("createCategory", { name: "Port\u200Braits" }))).toMatchObject({
      code: "already-exists",
      message: CONTENT_ERROR_MESSAGES.categoryExists,
    });
  });

  it("never gives two concurrent creates the same order or id", async () => {
    const names = ["Weddings", "Events", "Food", "Architecture", "Street", "Sport"];
    const created = await Promise.all(
      names.map((name) => owner.call<CategoryWire>("createCategory", { name })),
    );
    expect(created.map((category) => category.order).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(created.map((category) => category.id)).size).toBe(6);
    expect((await categories().get()).size).toBe(7);
  });

  it("renames keeping the id and reorders, All staying first", async () => {
    for (const name of ["A", "B", "C"]) await owner.call("createCategory", { name });
    expect(await owner.call<CategoryWire>("renameCategory", { id: "a", name: "Alpha" })).toMatchObject({
      id: "a",
      name: "Alpha",
      order: 1,
    });
    expect(await failure(owner.call("renameCategory", { id: "all", name: "Everything" }))).toEqual({
      code: "failed-precondition",
      reason: "default-category-rename",
      message: CONTENT_ERROR_MESSAGES.cannotRenameAll,
    });
    expect(await failure(owner.call("renameCategory", { id: "zzz", name: "Z" }))).toEqual({
      code: "not-found",
      reason: "category-not-found",
      message: CONTENT_ERROR_MESSAGES.categoryNotFound,
    });
    await owner.call("reorderCategories", { ids: ["c", "a"] });
    const ordered = (await categories().orderBy("order").get()).docs.map((doc) => doc.id);
    expect(ordered).toEqual(["all", "c", "a", "b"]);
  });

  it("never deletes All, with the exact message", async () => {
    await owner.call("createCategory", { name: "Travel" });
    expect(await failure(owner.call("deleteCategory", { id: "all" }))).toEqual({
      code: "failed-precondition",
      reason: "default-category-delete",
      message: ERROR_MESSAGES.cannotDeleteAll,
    });
    expect((await categories().doc("all").get()).exists).toBe(true);
  });

  it("moves the items of a deleted category to All, past 500 items", async () => {
    await owner.call("createCategory", { name: "Travel" });
    await owner.call("createCategory", { name: "Food" });
    await writeItems(db(), [
      ...Array.from({ length: 520 }, (_, i) => ({
        id: `travel-${i}`,
        data: itemDoc({ category: "travel" }),
      })),
      ...Array.from({ length: 3 }, (_, i) => ({ id: `food-${i}`, data: itemDoc({ category: "food" }) })),
    ]);
    expect(await owner.call("deleteCategory", { id: "travel" })).toEqual({ movedItems: 520 });
    const gallery = db().collection(COLLECTIONS.gallery);
    const count = async (category: string) =>
      (await gallery.where("category", "==", category).count().get()).data().count;
    expect(await count("travel")).toBe(0);
    expect(await count("all")).toBe(520);
    expect(await count("food")).toBe(3);
    expect((await gallery.count().get()).data().count).toBe(523);
    expect((await categories().doc("travel").get()).exists).toBe(false);
    // Deleting again (a retry) is harmless.
    expect(await owner.call("deleteCategory", { id: "travel" })).toEqual({ movedItems: 0 });
    await clearQuietly();
  });
});
