import { describe, expect, it } from "vitest";
import { arrangeOrders, moveItem, nextItemOrder } from "./item-order";

describe("moveItem", () => {
  it("moves an entry to its drop position", () => {
    expect(moveItem(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b"], 5, 0)).toEqual(["a", "b"]);
  });
});

describe("arrangeOrders", () => {
  const manual = [
    { id: "a", order: 1 },
    { id: "b", order: 2 },
    { id: "c", order: 3 },
    { id: "d", order: 4 },
  ];

  it("writes only the items whose position changed", () => {
    expect(arrangeOrders(manual, ["b", "a", "c", "d"])).toEqual([
      { id: "b", order: 1 },
      { id: "a", order: 2 },
    ]);
    expect(arrangeOrders(manual, ["a", "b", "c", "d"])).toEqual([]);
  });

  it("rearranges a subset inside the positions it held, leaving the others in place", () => {
    // b and d are one category: swapping them leaves a and c where they were.
    expect(arrangeOrders(manual, ["d", "b"])).toEqual([
      { id: "d", order: 2 },
      { id: "b", order: 4 },
    ]);
  });

  it("numbers a gallery whose items all share one order", () => {
    const flat = ["x", "y", "z"].map((id) => ({ id, order: 0 }));
    expect(arrangeOrders(flat, ["z", "x", "y"])).toEqual([
      { id: "z", order: 1 },
      { id: "x", order: 2 },
      { id: "y", order: 3 },
    ]);
  });
});

describe("nextItemOrder", () => {
  it("puts a new item after the rest", () => {
    expect(nextItemOrder([{ order: 3 }, { order: 7 }])).toBe(8);
    expect(nextItemOrder([])).toBe(1);
  });
});
