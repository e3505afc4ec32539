import { describe, expect, it } from "vitest";
import { addSet, moveSet, newSetId, planRemoveSet, renameSet } from "./sets";

const sets = [
  { id: "main", name: "Highlights" },
  { id: "cer", name: "Ceremony" },
  { id: "party", name: "Party" },
];

describe("sets", () => {
  it("adds a set with a fresh id the rules accept", () => {
    const id = newSetId(sets);
    expect(id).toMatch(/^[a-z0-9]{1,20}$/);
    expect(addSet(sets, "  Portraits ", "p1").at(-1)).toEqual({ id: "p1", name: "Portraits" });
    expect(addSet(sets, "   ")).toEqual(sets);
  });

  it("never reuses an id", () => {
    let calls = 0;
    // The first random id is taken ("s0" is made from 0); the next one is not.
    const id = newSetId([{ id: "s0", name: "x" }], () => (calls++ === 0 ? 0 : 0.5));
    expect(id).not.toBe("s0");
  });

  it("renames, keeping the id", () => {
    expect(renameSet(sets, "cer", "Vows")[1]).toEqual({ id: "cer", name: "Vows" });
    expect(renameSet(sets, "cer", " ")[1]!.name).toBe("Ceremony");
  });

  it("moves up and down, not past either end", () => {
    expect(moveSet(sets, "cer", -1).map((set) => set.id)).toEqual(["cer", "main", "party"]);
    expect(moveSet(sets, "cer", 1).map((set) => set.id)).toEqual(["main", "party", "cer"]);
    expect(moveSet(sets, "main", -1)).toEqual(sets);
    expect(moveSet(sets, "party", 1)).toEqual(sets);
  });

  it("deletes an empty set at once", () => {
    expect(planRemoveSet(sets, "party", [{ id: "w1", setId: "main" }], null)).toEqual({
      ok: true,
      sets: [sets[0], sets[1]],
      moveWorkIds: [],
      into: null,
    });
  });

  it("deletes a set with works only by moving them into another", () => {
    const works = [
      { id: "w1", setId: "cer" },
      { id: "w2", setId: "cer" },
      { id: "w3", setId: "main" },
    ];
    expect(planRemoveSet(sets, "cer", works, null)).toEqual({
      ok: false,
      reason: "Choose the set its works move to.",
    });
    expect(planRemoveSet(sets, "cer", works, "cer").ok).toBe(false);
    expect(planRemoveSet(sets, "cer", works, "main")).toMatchObject({
      ok: true,
      moveWorkIds: ["w1", "w2"],
      into: "main",
    });
  });

  it("keeps the last set", () => {
    expect(planRemoveSet([sets[0]!], "main", [], null).ok).toBe(false);
  });
});
