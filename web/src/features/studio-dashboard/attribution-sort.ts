import { compareAttributionConversions, type AttributionConversion } from "@folio/domain";
import { nextSort, type TableSort } from "./table-sort";

/** The columns of the sources and campaigns table a visitor can sort by. */
export type AttributionSortKey = "label" | "sessions" | "inquiries" | "bookings" | "conversionRate";

/** A column and its direction; null is the default order (most messages, then most sessions). */
export type AttributionSort = TableSort<AttributionSortKey> | null;

function compareBy(key: AttributionSortKey, a: AttributionConversion, b: AttributionConversion): number {
  if (key === "label") return a.label.localeCompare(b.label, "en-GB", { sensitivity: "base" });
  return (a[key] ?? 0) - (b[key] ?? 0);
}

/**
 * The rows in `sort`'s order; ties keep the default order. A row without sessions has no rate
 * and goes last whichever way that column is sorted, as in the works table.
 */
export function sortAttribution(
  rows: readonly AttributionConversion[],
  sort: AttributionSort,
): AttributionConversion[] {
  if (!sort) return [...rows].sort(compareAttributionConversions);
  const sign = sort.direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (sort.key === "conversionRate" && (a.conversionRate === null) !== (b.conversionRate === null))
      return a.conversionRate === null ? 1 : -1;
    return sign * compareBy(sort.key, a, b) || compareAttributionConversions(a, b);
  });
}

/** The sort after a click on `key`'s header: a new column starts high to low (labels A to Z), the same one flips. */
export function nextAttributionSort(current: AttributionSort, key: AttributionSortKey): AttributionSort {
  return nextSort(current, key, "label");
}
