import { describe, expect, it } from "vitest";
import { countedTagKeys, countsTags, itemTagKeys, planItemReconcile, sameKeys } from "./tag-usage-plan";

describe("itemTagKeys", () => {
  it("keys the tags of a document and ignores junk", () => {
    expect(itemTagKeys({ tags: ["Sunset", "sunset", 3, "Beach"] })).toEqual(["sunset", "beach"]);
    expect(itemTagKeys({ tags: ["a/b", "__x__", "..", "constructor"] })).toEqual(["constructor"]);
    expect(itemTagKeys({ tags: "Sunset" })).toEqual([]);
    expect(itemTagKeys(undefined)).toEqual([]);
  });

  it("counts a published item's keys and none of a draft's", () => {
    expect(countedTagKeys({ tags: ["Sunset", "Beach"], published: true })).toEqual(["sunset", "beach"]);
    expect(countedTagKeys({ tags: ["Sunset"], published: false })).toEqual([]);
    // The analytics trigger's test: only `true` publishes; a missing or odd value is a draft.
    expect(countedTagKeys({ tags: ["Sunset"] })).toEqual([]);
    expect(countedTagKeys({ tags: ["Sunset"], published: "true" })).toEqual([]);
    expect(countedTagKeys(undefined)).toEqual([]);
    expect(countsTags({ published: true })).toBe(true);
    expect(countsTags(null)).toBe(false);
  });

  it("compares key sets", () => {
    expect(sameKeys(["a", "b"], ["b", "a"])).toBe(true);
    expect(sameKeys(["a"], ["a", "b"])).toBe(false);
  });
});

describe("planItemReconcile", () => {
  const tags = new Map([
    ["sunset", { id: "t1", usageCount: 4 }],
    ["beach", { id: "t2", usageCount: 5 }],
    ["ghost", null],
  ]);

  it("applies the difference between current tags and the ledger", () => {
    expect(planItemReconcile(["sunset", "ghost"], ["beach"], tags)).toEqual({
      ledger: ["ghost", "sunset"],
      tagUpdates: [
        { id: "t1", usageCount: 5, isPopular: true },
        { id: "t2", usageCount: 4, isPopular: false },
      ],
      changes: { sunset: 1, ghost: 1, beach: -1 },
      untracked: ["ghost"],
    });
  });

  it("does nothing when the ledger already matches (a redelivered event)", () => {
    expect(planItemReconcile(["sunset"], ["sunset"], tags)).toBeNull();
  });

  it("deletes the ledger when the item is gone", () => {
    expect(planItemReconcile([], ["sunset"], tags)).toMatchObject({
      ledger: null,
      tagUpdates: [{ id: "t1", usageCount: 3, isPopular: false }],
    });
  });
});
