import { addDays, parseDateKey } from "@folio/domain";
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type DocumentData,
  type QueryDocumentSnapshot,
} from "firebase/firestore";
import { useCallback } from "react";
import { db } from "@/lib/firebase/firestore";
import { isValidRange, rangeKey, type DateRange } from "./date-range";
import { usePagedList, type Page, type PageCursor, type PagedList } from "./use-paged-list";

/** How many raw events or sessions one page holds unless the caller asks for another size. */
export const RAW_PAGE_SIZE = 50;

/** Where a range listing reads and how it turns a document into an item. */
export interface RangeSource<T> {
  /** The collection the documents are in. */
  collection: string;
  /** The timestamp field that places a document in the range and orders the listing. */
  timeField: string;
  /** The item a document's data stands for; null when the data does not parse (it is left out). */
  parse: (data: DocumentData, id: string) => T | null;
}

/** Reads one page of a range listing: RAW_PAGE_SIZE items from the start unless told otherwise. */
export type ListPage<T> = (
  range: DateRange,
  pageSize?: number,
  after?: PageCursor | null,
) => Promise<Page<T>>;

/**
 * Documents of `source` whose time falls in `range`, newest first, one page after `after`.
 * A read failure yields an empty last page (spec section 8).
 */
export async function listRangePage<T>(
  source: RangeSource<T>,
  range: DateRange,
  pageSize: number = RAW_PAGE_SIZE,
  after: PageCursor | null = null,
): Promise<Page<T>> {
  if (!isValidRange(range)) return { items: [], cursor: null };
  try {
    const constraints = [
      where(source.timeField, ">=", Timestamp.fromDate(parseDateKey(range.from))),
      where(source.timeField, "<", Timestamp.fromDate(parseDateKey(addDays(range.to, 1)))),
      orderBy(source.timeField, "desc"),
      ...(after ? [startAfter(after as QueryDocumentSnapshot)] : []),
      limit(pageSize),
    ];
    const snapshot = await getDocs(query(collection(db(), source.collection), ...constraints));
    const items = snapshot.docs.flatMap((document) => {
      const item = source.parse(document.data(), document.id);
      return item === null ? [] : [item];
    });
    const last = snapshot.docs[snapshot.docs.length - 1];
    // A short page is the last one; a full page may be followed by more.
    return { items, cursor: snapshot.docs.length === pageSize && last ? (last as PageCursor) : null };
  } catch {
    return { items: [], cursor: null };
  }
}

/** The pages of `listPage` over `range` loaded so far; a new range or page size starts again. */
export function useRangePagedList<T>(
  listPage: ListPage<T>,
  range: DateRange,
  pageSize: number = RAW_PAGE_SIZE,
): PagedList<T> {
  const load = useCallback(
    (after: PageCursor | null) => listPage(range, pageSize, after),
    // The range is compared by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [listPage, range.from, range.to, pageSize],
  );
  return usePagedList(`${rangeKey(range)}#${pageSize}`, load);
}
