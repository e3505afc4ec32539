import { describe, expect, it } from "vitest";
import { moveToSet, moveWork, nextOrder, orderByFileName } from "./work-order";

const works = [
  { id: "a", setId: "main", order: 0, fileName: "IMG_10.jpg" },
  { id: "b", setId: "main", order: 1, fileName: "IMG_2.jpg" },
  { id: "c", setId: "other", order: 2, fileName: "IMG_1.jpg" },
  { id: "d", setId: "main", order: 3, fileName: "IMG_3.jpg" },
];

describe("work order", () => {
  it("swaps a work with its neighbour in its set only", () => {
    expect(moveWork(works, "d", -1)).toEqual([
      { id: "d", setId: "main", order: 1 },
      { id: "b", setId: "main", order: 3 },
    ]);
    expect(moveWork(works, "a", -1)).toEqual([]);
    expect(moveWork(works, "c", 1)).toEqual([]);
  });

  it("orders a set by file name, numbers as numbers", () => {
    expect(orderByFileName(works, "main")).toEqual([
      { id: "b", setId: "main", order: 0 },
      { id: "d", setId: "main", order: 1 },
      { id: "a", setId: "main", order: 2 },
    ]);
  });

  it("moves a work to the end of another set", () => {
    expect(nextOrder(works)).toBe(4);
    expect(moveToSet(works, "a", "other")).toEqual([{ id: "a", setId: "other", order: 4 }]);
  });
});
