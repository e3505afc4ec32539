import { describe, expect, it } from "vitest";
import { nextCategoryOrder, planCategoryOrder, slugify, uniqueCategoryId } from "./category-rules";

describe("category order", () => {
  it("is one above the maximum within the type, at least 1", () => {
    const categories = [
      { type: "gallery", order: 0 },
      { type: "gallery", order: 3 },
      { type: "blog", order: 9 },
    ];
    expect(nextCategoryOrder(categories, "gallery")).toBe(4);
    expect(nextCategoryOrder(categories, "blog")).toBe(10);
    expect(nextCategoryOrder(categories, "video")).toBe(1);
    expect(nextCategoryOrder([], "gallery")).toBe(1);
  });

  it("plans a reorder: listed first, left-out ones after, All untouched, only changes", () => {
    const current = [
      { id: "all", order: 0, isDefault: true },
      { id: "a", order: 1, isDefault: false },
      { id: "b", order: 2, isDefault: false },
      { id: "c", order: 3, isDefault: false },
    ];
    expect(planCategoryOrder(current, ["c", "a", "b"])).toEqual([
      { id: "c", order: 1 },
      { id: "a", order: 2 },
      { id: "b", order: 3 },
    ]);
    expect(planCategoryOrder(current, ["b", "all", "unknown"])).toEqual([
      { id: "b", order: 1 },
      { id: "a", order: 2 },
    ]);
    expect(planCategoryOrder(current, ["a", "b", "c"])).toEqual([]);
  });
});

describe("category ids", () => {
  it("slugs names", () => {
    expect(slugify("Black & White")).toBe("black-white");
    expect(slugify("  Portraits ")).toBe("portraits");
    expect(slugify("Éclairage")).toBe("eclairage");
    expect(slugify("日本")).toBe("category");
    expect(slugify("x".repeat(200)).length).toBeLessThanOrEqual(76);
  });

  it("makes them unique and never `all`", () => {
    expect(uniqueCategoryId("Travel", new Set())).toBe("travel");
    expect(uniqueCategoryId("Travel", new Set(["travel", "travel-2"]))).toBe("travel-3");
    expect(uniqueCategoryId("All", new Set())).toBe("all-2");
  });
});
