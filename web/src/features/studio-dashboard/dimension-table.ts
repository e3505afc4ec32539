import { OTHER_SOURCE, UNKNOWN_COUNTRY } from "@folio/domain";
import type { DimensionRow } from "./api/get-dimension-rows";
import { nextSort, type TableSort } from "./table-sort";

/** The columns of a dimension table a visitor can sort by. */
export type DimensionSortKey = "sessions" | "previous" | "change";

/** A column and its direction. */
export type DimensionSort = TableSort<DimensionSortKey>;

/** The order the tables open in: most visits first. */
export const DEFAULT_DIMENSION_SORT: DimensionSort = { key: "sessions", direction: "descending" };

/** The relative change of a row; a label new in the range rises without bound. */
function changeOf(row: DimensionRow): number {
  return row.previous === 0 ? Infinity : (row.sessions - row.previous) / row.previous;
}

function valueOf(row: DimensionRow, key: DimensionSortKey): number {
  return key === "change" ? changeOf(row) : row[key];
}

/**
 * The rows in `sort`'s order; ties keep most visits first, then the label. "Other" stays last
 * whichever way: it sums the labels beyond each day's top 25 and does not rank beside them.
 */
export function sortDimensionRows(rows: readonly DimensionRow[], sort: DimensionSort): DimensionRow[] {
  const sign = sort.direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const other = Number(a.label === OTHER_SOURCE) - Number(b.label === OTHER_SOURCE);
    if (other !== 0) return other;
    const difference = valueOf(a, sort.key) - valueOf(b, sort.key);
    // Infinity − Infinity is NaN: two new labels tie.
    return (
      sign * (Number.isNaN(difference) ? 0 : difference) ||
      b.sessions - a.sessions ||
      a.label.localeCompare(b.label, "en-GB")
    );
  });
}

/** The sort after a click on `key`'s header: a new column starts high to low, the same one flips. */
export function nextDimensionSort(current: DimensionSort, key: DimensionSortKey): DimensionSort {
  return nextSort(current, key);
}

/**
 * The rows whose label, or the name shown for it (a country's), holds `filter`, ignoring case
 * and the spaces around it; every row for an empty filter.
 */
export function filterDimensionRows(
  rows: readonly DimensionRow[],
  filter: string,
  nameOf: (label: string) => string = (label) => label,
): DimensionRow[] {
  const needle = filter.trim().toLocaleLowerCase("en-GB");
  if (!needle) return [...rows];
  return rows.filter((row) =>
    [row.label, nameOf(row.label)].some((text) => text.toLocaleLowerCase("en-GB").includes(needle)),
  );
}

const regionNames = new Intl.DisplayNames(["en-GB"], { type: "region", fallback: "code" });

/**
 * The English name of a country label (an ISO 3166-1 alpha-2 code: "FR" is France). "Unknown",
 * "Other" and anything that is not a code the browser knows stay as they are.
 */
export function countryName(label: string): string {
  if (label === UNKNOWN_COUNTRY || label === OTHER_SOURCE || !/^[A-Z]{2}$/.test(label)) return label;
  try {
    return regionNames.of(label) ?? label;
  } catch {
    // A code Intl rejects is shown as it was stored.
    return label;
  }
}

/**
 * Where an entry page label links on the site: the path on `origin`, or null when the label
 * would leave the site (`//evil.example/`, `/\evil.example`): the labels are visitor-written.
 */
export function sitePathHref(label: string, origin: string): string | null {
  if (!label.startsWith("/")) return null;
  try {
    const url = new URL(label, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
