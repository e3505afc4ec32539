import { describe, expect, it } from "vitest";
import { chunks, favouritesFullMessage, pickedLabel, toggleFavourite } from "./favourites-list";

describe("toggleFavourite", () => {
  it("adds a heart at the end and removes one wherever it is", () => {
    expect(toggleFavourite(["a", "b"], "c", null)).toEqual({ ok: true, workIds: ["a", "b", "c"], hearted: true });
    expect(toggleFavourite(["a", "b", "c"], "b", null)).toEqual({ ok: true, workIds: ["a", "c"], hearted: false });
  });

  it("refuses a heart beyond the gallery's maximum, with the message, but always lets one go", () => {
    expect(toggleFavourite(["a", "b"], "c", 2)).toEqual({ ok: false, message: favouritesFullMessage(2) });
    expect(toggleFavourite(["a"], "c", 2)).toMatchObject({ ok: true, workIds: ["a", "c"] });
    // An owner who lowered the maximum leaves a list over it: it can still shrink.
    expect(toggleFavourite(["a", "b", "c"], "a", 2)).toMatchObject({ ok: true, workIds: ["b", "c"] });
  });

  it("takes hostile ids as plain values", () => {
    expect(toggleFavourite([], "__proto__", 1)).toMatchObject({ ok: true, workIds: ["__proto__"] });
    expect(toggleFavourite(["__proto__"], "constructor", 1)).toMatchObject({ ok: false });
  });
});

describe("pickedLabel", () => {
  it("says how many were picked, of the maximum when there is one", () => {
    expect(pickedLabel(12, 40)).toBe("12 of 40 picked");
    expect(pickedLabel(3, null)).toBe("3 picked");
  });
});

describe("chunks", () => {
  it("splits into chunks of at most the size, in order", () => {
    expect(chunks(["a", "b", "c", "d", "e"], 2)).toEqual([["a", "b"], ["c", "d"], ["e"]]);
    expect(chunks([], 30)).toEqual([]);
    expect(chunks(Array.from({ length: 61 }, (_, i) => i), 30).map((chunk) => chunk.length)).toEqual([30, 30, 1]);
  });
});
