import type { Category } from "@folio/domain";
import { describe, expect, it } from "vitest";
import { applyOrder, reorderedIds } from "./category-order";

const category = (id: string, order: number, isDefault = false): Category => ({
  id,
  name: id,
  type: "gallery",
  order,
  createdAt: new Date(0),
  isDefault,
});
const list = [category("all", 0, true), category("a", 1), category("b", 2), category("c", 3)];

describe("category ordering", () => {
  it("moves a dragged category and keeps All first", () => {
    const ids = reorderedIds(list.slice(1), 2, 0);
    expect(ids).toEqual(["c", "a", "b"]);
    expect(applyOrder(list, ids).map((entry) => entry.id)).toEqual(["all", "c", "a", "b"]);
  });

  it("shows the stored order when nothing is pending, and puts unknown ones last", () => {
    expect(applyOrder(list, null).map((entry) => entry.id)).toEqual(["all", "a", "b", "c"]);
    expect(applyOrder(list, ["b"]).map((entry) => entry.id)).toEqual(["all", "b", "a", "c"]);
  });
});
