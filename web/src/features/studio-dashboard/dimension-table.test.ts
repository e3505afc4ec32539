import { describe, expect, it } from "vitest";
import type { DimensionRow } from "./api/get-dimension-rows";
import {
  countryName,
  DEFAULT_DIMENSION_SORT,
  filterDimensionRows,
  nextDimensionSort,
  sitePathHref,
  sortDimensionRows,
} from "./dimension-table";

const row = (label: string, sessions: number, previous: number): DimensionRow => ({
  label,
  sessions,
  previous,
  share: 0,
});
const rows = [row("Other", 50, 10), row("autumn", 10, 5), row("spring", 4, 8), row("winter", 2, 0)];
const labels = (list: DimensionRow[]) => list.map((entry) => entry.label);

describe("dimension tables", () => {
  it("sort by visits, the previous period or the change, keeping Other last", () => {
    expect(labels(sortDimensionRows(rows, DEFAULT_DIMENSION_SORT))).toEqual([
      "autumn",
      "spring",
      "winter",
      "Other",
    ]);
    expect(labels(sortDimensionRows(rows, { key: "sessions", direction: "ascending" }))).toEqual([
      "winter",
      "spring",
      "autumn",
      "Other",
    ]);
    expect(labels(sortDimensionRows(rows, { key: "previous", direction: "descending" }))).toEqual([
      "spring",
      "autumn",
      "winter",
      "Other",
    ]);
    // winter is new (nothing before): the largest rise; spring halved.
    expect(labels(sortDimensionRows(rows, { key: "change", direction: "descending" }))).toEqual([
      "winter",
      "autumn",
      "spring",
      "Other",
    ]);
    expect(labels(sortDimensionRows(rows, { key: "change", direction: "ascending" }))).toEqual([
      "spring",
      "autumn",
      "winter",
      "Other",
    ]);
  });

  it("break ties between new labels by visits", () => {
    const fresh = [row("b", 1, 0), row("a", 3, 0)];
    expect(labels(sortDimensionRows(fresh, { key: "change", direction: "descending" }))).toEqual(["a", "b"]);
  });

  it("start a new column high to low and flip the same one", () => {
    expect(nextDimensionSort(DEFAULT_DIMENSION_SORT, "change")).toEqual({
      key: "change",
      direction: "descending",
    });
    expect(nextDimensionSort(DEFAULT_DIMENSION_SORT, "sessions")).toEqual({
      key: "sessions",
      direction: "ascending",
    });
  });

  it("filter on the label or the name shown for it, ignoring case", () => {
    expect(labels(filterDimensionRows(rows, "  AUT "))).toEqual(["autumn"]);
    expect(labels(filterDimensionRows(rows, ""))).toEqual(labels(rows));
    const countries = [row("FR", 3, 0), row("DE", 2, 0)];
    expect(labels(filterDimensionRows(countries, "germ", countryName))).toEqual(["DE"]);
    expect(labels(filterDimensionRows(countries, "fr", countryName))).toEqual(["FR"]);
  });

  it("name countries by their code, and leave Unknown, Other and odd labels as they are", () => {
    expect(countryName("FR")).toBe("France");
    expect(countryName("JP")).toBe("Japan");
    expect(countryName("Unknown")).toBe("Unknown");
    expect(countryName("Other")).toBe("Other");
    expect(countryName("constructor")).toBe("constructor");
  });

  it("link entry pages on the site only", () => {
    const origin = "https://folio.example";
    expect(sitePathHref("/", origin)).toBe("/");
    expect(sitePathHref("/item/alpine-dawn", origin)).toBe("/item/alpine-dawn");
    expect(sitePathHref("/c/Black & white", origin)).toBe("/c/Black%20&%20white");
    expect(sitePathHref("//evil.example/x", origin)).toBeNull();
    expect(sitePathHref("/\\evil.example", origin)).toBeNull();
    expect(sitePathHref("Other", origin)).toBeNull();
  });
});
