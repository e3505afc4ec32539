import { describe, expect, it } from "vitest";
import { POPULAR_TAG_THRESHOLD } from "../constants";
import { countTagKeys, diffTagKeys, isPopularCount, nextTagUsage } from "./tag-usage";

describe("tag usage", () => {
  it("is popular from 5 uses on, not below", () => {
    expect(POPULAR_TAG_THRESHOLD).toBe(5);
    expect(isPopularCount(4)).toBe(false);
    expect(isPopularCount(5)).toBe(true);
    expect(nextTagUsage(4, 1)).toEqual({ usageCount: 5, isPopular: true });
    expect(nextTagUsage(5, -1)).toEqual({ usageCount: 4, isPopular: false });
  });

  it("never counts below zero", () => {
    expect(nextTagUsage(0, -1)).toEqual({ usageCount: 0, isPopular: false });
  });

  it("diffs key sets into +1 and -1", () => {
    expect([...diffTagKeys(["a", "b"], ["b", "c"])]).toEqual([
      ["c", 1],
      ["a", -1],
    ]);
    expect(diffTagKeys(["a", "b"], ["b", "a"]).size).toBe(0);
    expect([...diffTagKeys([], ["a"])]).toEqual([["a", 1]]);
    expect([...diffTagKeys(["a"], [])]).toEqual([["a", -1]]);
  });

  it("counts keys over items", () => {
    expect(Object.fromEntries(countTagKeys([["a", "b"], ["a"], []]))).toEqual({ a: 2, b: 1 });
  });
});
