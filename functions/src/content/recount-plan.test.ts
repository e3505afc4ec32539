import { describe, expect, it } from "vitest";
import { planRecount } from "./recount-plan";

describe("planRecount", () => {
  const items = [
    ...Array.from({ length: 5 }, (_, i) => ({ id: `s${i}`, tags: ["Sunset"], published: true })),
    { id: "m", tags: ["sunset", "Beach"], published: true },
    { id: "n", tags: [], published: true },
  ];

  it("counts every published item per tag regardless of case and writes only changed tags", () => {
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

  it("counts no draft, and drops a draft's ledger", () => {
    const plan = planRecount({
      items: [
        ...items.slice(0, 5),
        { id: "d1", tags: ["Sunset", "Night"], published: false },
        { id: "d2", tags: ["Sunset"], published: undefined },
      ],
      ledgers: [{ id: "d1", keys: ["night", "sunset"] }],
      tags: [
        { id: "t1", name: "Sunset", usageCount: 7, isPopular: true },
        { id: "t3", name: "Night", usageCount: 1, isPopular: false },
      ],
      reservations: [
        { key: "sunset", tagId: "t1" },
        { key: "night", tagId: "t3" },
      ],
    });
    expect(plan.tagUpdates).toEqual([
      { id: "t1", usageCount: 5, isPopular: true },
      { id: "t3", usageCount: 0, isPopular: false },
    ]);
    expect(plan.ledgerDeletes).toEqual(["d1"]);
    expect(plan.ledgerSets.map((ledger) => ledger.id)).not.toContain("d2");
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
      items: [{ id: "a", tags: ["Sunset"], published: true }],
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
