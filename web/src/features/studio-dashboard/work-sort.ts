import { compareWorkConversions, type WorkConversion } from "@folio/domain";
import type { WithItem } from "./api/join-content";
import { nextSort, type TableSort } from "./table-sort";

/** The columns of the works table a visitor can sort by. */
export type WorkSortKey =
  "title" | "views" | "likes" | "downloads" | "shares" | "inquiries" | "bookings" | "conversionRate";

/** A column and its direction; null is the default order (most messages, then most views). */
export type WorkSort = TableSort<WorkSortKey> | null;

type Row = WithItem<WorkConversion>;

/** The title the table shows for a row. */
export function workTitle(row: Row): string {
  return row.item?.title ?? "Deleted item";
}

function compareBy(key: WorkSortKey, a: Row, b: Row): number {
  if (key === "title") return workTitle(a).localeCompare(workTitle(b), "en-GB", { sensitivity: "base" });
  return (a[key] ?? 0) - (b[key] ?? 0);
}

/**
 * The rows in `sort`'s order; ties keep the default order. A work without views has no
 * conversion rate and goes last whichever way that column is sorted: it is not a zero.
 */
export function sortWorks(rows: readonly Row[], sort: WorkSort): Row[] {
  if (!sort) return [...rows].sort(compareWorkConversions);
  const sign = sort.direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (sort.key === "conversionRate" && (a.conversionRate === null) !== (b.conversionRate === null))
      return a.conversionRate === null ? 1 : -1;
    return sign * compareBy(sort.key, a, b) || compareWorkConversions(a, b);
  });
}

/** The sort after a click on `key`'s header: a new column starts high to low (titles A to Z), the same one flips. */
export function nextWorkSort(current: WorkSort, key: WorkSortKey): WorkSort {
  return nextSort(current, key, "title");
}
