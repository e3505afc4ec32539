import { addDays, COLLECTIONS, parseDateKey, storedEventSchema, type StoredEvent } from "@folio/domain";
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type QueryDocumentSnapshot,
} from "firebase/firestore";
import { useCallback } from "react";
import { db } from "@/lib/firebase/firestore";
import { isValidRange, rangeKey, type DateRange } from "./date-range";
import { usePagedList, type Page, type PageCursor, type PagedList } from "./use-paged-list";

/** A raw event as the owner's listing shows it. */
export type AnalyticsEventRecord = StoredEvent & { id: string };

export const RAW_PAGE_SIZE = 50;

/**
 * Raw events of `range` by timestamp, newest first (spec section 7), one page at a time.
 * A read failure yields an empty last page (spec section 8).
 */
export async function listEvents(
  range: DateRange,
  pageSize: number = RAW_PAGE_SIZE,
  after: PageCursor | null = null,
): Promise<Page<AnalyticsEventRecord>> {
  if (!isValidRange(range)) return { items: [], cursor: null };
  try {
    const constraints = [
      where("timestamp", ">=", Timestamp.fromDate(parseDateKey(range.from))),
      where("timestamp", "<", Timestamp.fromDate(parseDateKey(addDays(range.to, 1)))),
      orderBy("timestamp", "desc"),
      ...(after ? [startAfter(after as QueryDocumentSnapshot)] : []),
      limit(pageSize),
    ];
    const snapshot = await getDocs(query(collection(db(), COLLECTIONS.analyticsEvents), ...constraints));
    const items = snapshot.docs.flatMap((document) => {
      const parsed = storedEventSchema.safeParse(document.data());
      return parsed.success ? [{ ...parsed.data, id: document.id }] : [];
    });
    const last = snapshot.docs[snapshot.docs.length - 1];
    return { items, cursor: snapshot.docs.length === pageSize && last ? (last as PageCursor) : null };
  } catch {
    return { items: [], cursor: null };
  }
}

/** Raw events of `range`, newest first, loaded page by page. */
export function useEventList(
  range: DateRange,
  pageSize: number = RAW_PAGE_SIZE,
): PagedList<AnalyticsEventRecord> {
  const load = useCallback(
    (after: PageCursor | null) => listEvents(range, pageSize, after),
    // The range is compared by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [range.from, range.to, pageSize],
  );
  return usePagedList(`${rangeKey(range)}#${pageSize}`, load);
}
