import { describe, expect, it } from "vitest";
import { planRecount } from "./recount-plan";

describe("planRecount", () => {
  const items = [
    ...Array.from({ length: 5 }, (_, i) => ({ id: `s${i}`, tags: ["Sunset"] })),
    { id: "m", tags: ["sunset", "Beach"] },
    { id: "n", tags: [] },
  ];

  it("counts every item per tag regardless of case and writes only changed tags", () => {
    const plan = planRecount({
      items,
      ledgers: [],
      tags: [
        { id: "t1", name: "Sunset", usageCount: 2, isPopular: false },
        { id: "t2", name: "Beach", usageCount: 1, isPopular: false },
        { id: "t3", name: "Night", usageCount: 0, isPopular: false },
      ],
      reservations: [
        { key: "sunset", tagId: "t1" },
        { key: "beach", tagId: "t2" },
        { key: "night", tagId: "t3" },
      ],
    });
    expect(plan.tagUpdates).toEqual([{ id: "t1", usageCount: 6, isPopular: true }]);
    expect(plan.ledgerSets).toHaveLength(6);
    expect(plan.ledgerSets).toContainEqual({ id: "m", keys: ["beach", "sunset"] });
    expect(plan.reservationSets).toEqual([]);
  });

  it("fixes a popularity flag that disagrees with a correct count", () => {
    const plan = planRecount({
      items: items.slice(0, 5),
      ledgers: [],
      tags: [{ id: "t1", name: "Sunset", usageCount: 5, isPopular: false }],
      reservations: [],
    });
    expect(plan.tagUpdates).toEqual([{ id: "t1", usageCount: 5, isPopular: true }]);
  });

  it("rebuilds ledgers and reservations: stale ones go, missing ones come", () => {
    const plan = planRecount({
      items: [{ id: "a", tags: ["Sunset"] }],
      ledgers: [
        { id: "a", keys: ["sunset"] },
        { id: "gone", keys: ["sunset"] },
      ],
      tags: [
        { id: "t1", name: "Sunset", usageCount: 1, isPopular: false },
        { id: "t9", name: "sunset", usageCount: 0, isPopular: false },
      ],
      reservations: [{ key: "old", tagId: "t0" }],
    });
    expect(plan.ledgerSets).toEqual([]);
    expect(plan.ledgerDeletes).toEqual(["gone"]);
    expect(plan.reservationSets).toEqual([{ key: "sunset", tagId: "t1", name: "Sunset" }]);
    expect(plan.reservationDeletes).toEqual(["old"]);
    expect(plan.duplicates).toEqual([{ key: "sunset", tagIds: ["t1", "t9"] }]);
    expect(plan.tagUpdates).toEqual([{ id: "t9", usageCount: 1, isPopular: false }]);
  });
});
