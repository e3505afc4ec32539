import { workConversions } from "@folio/domain";
import { describe, expect, it } from "vitest";
import { galleryItem } from "@/testing/gallery-fixtures";
import { nextWorkSort, sortWorks } from "./work-sort";

const counts = (views: number, likes = 0) => ({ views, likes, downloads: 0, shares: 0 });
const rows = workConversions(
  { a: counts(100, 5), b: counts(10, 9), c: counts(0, 1), d: counts(300) },
  { a: { inquiries: 1, bookings: 0 }, b: { inquiries: 1, bookings: 1 } },
).map((row) => ({ ...row, item: null }));
const ids = (sorted: readonly { contentId: string }[]) => sorted.map((row) => row.contentId);

describe("sorting the works table", () => {
  it("keeps the default order without a column: most messages, then most views", () => {
    expect(ids(sortWorks(rows, null))).toEqual(["b", "a", "d", "c"]);
  });

  it("sorts by a column either way, ties in the default order", () => {
    expect(ids(sortWorks(rows, { key: "likes", direction: "descending" }))).toEqual(["b", "a", "c", "d"]);
    expect(ids(sortWorks(rows, { key: "views", direction: "ascending" }))).toEqual(["c", "b", "a", "d"]);
    expect(ids(sortWorks(rows, { key: "inquiries", direction: "descending" }))).toEqual(["b", "a", "d", "c"]);
  });

  it("puts works without views last by conversion, whichever way", () => {
    expect(ids(sortWorks(rows, { key: "conversionRate", direction: "descending" }))).toEqual([
      "b",
      "a",
      "d",
      "c",
    ]);
    expect(ids(sortWorks(rows, { key: "conversionRate", direction: "ascending" }))).toEqual([
      "d",
      "a",
      "b",
      "c",
    ]);
  });

  it("sorts titles A to Z without regard to case, deleted works by their placeholder", () => {
    const titled = rows.map((row) =>
      row.contentId === "c"
        ? row
        : {
            ...row,
            item: galleryItem({
              id: row.contentId,
              title: { a: "harbour", b: "Alpine", d: "Zebra" }[row.contentId]!,
            }),
          },
    );
    expect(ids(sortWorks(titled, { key: "title", direction: "ascending" }))).toEqual(["b", "c", "a", "d"]);
  });

  it("starts a new column high to low (titles A to Z) and flips the same one", () => {
    expect(nextWorkSort(null, "views")).toEqual({ key: "views", direction: "descending" });
    expect(nextWorkSort(null, "title")).toEqual({ key: "title", direction: "ascending" });
    expect(nextWorkSort({ key: "views", direction: "descending" }, "views")).toEqual({
      key: "views",
      direction: "ascending",
    });
    expect(nextWorkSort({ key: "views", direction: "ascending" }, "likes")).toEqual({
      key: "likes",
      direction: "descending",
    });
  });
});
