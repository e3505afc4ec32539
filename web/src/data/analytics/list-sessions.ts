import { addDays, COLLECTIONS, parseDateKey, storedSessionSchema, type StoredSession } from "@folio/domain";
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
import { RAW_PAGE_SIZE } from "./list-events";
import { usePagedList, type Page, type PageCursor, type PagedList } from "./use-paged-list";

/** A session as the owner's listing shows it (`referrer` "" means Direct). */
export type SessionRecord = Omit<StoredSession, "counted"> & { id: string };

/**
 * Sessions of `range` by startTime, newest first (spec section 7), one page at a time.
 * A read failure yields an empty last page (spec section 8).
 */
export async function listSessions(
  range: DateRange,
  pageSize: number = RAW_PAGE_SIZE,
  after: PageCursor | null = null,
): Promise<Page<SessionRecord>> {
  if (!isValidRange(range)) return { items: [], cursor: null };
  try {
    const constraints = [
      where("startTime", ">=", Timestamp.fromDate(parseDateKey(range.from))),
      where("startTime", "<", Timestamp.fromDate(parseDateKey(addDays(range.to, 1)))),
      orderBy("startTime", "desc"),
      ...(after ? [startAfter(after as QueryDocumentSnapshot)] : []),
      limit(pageSize),
    ];
    const snapshot = await getDocs(query(collection(db(), COLLECTIONS.userSessions), ...constraints));
    const items = snapshot.docs.flatMap((document) => {
      const parsed = storedSessionSchema.safeParse(document.data());
      if (!parsed.success) return [];
      const { counted: _counted, ...session } = parsed.data;
      return [{ ...session, id: document.id }];
    });
    const last = snapshot.docs[snapshot.docs.length - 1];
    return { items, cursor: snapshot.docs.length === pageSize && last ? (last as PageCursor) : null };
  } catch {
    return { items: [], cursor: null };
  }
}

/** Sessions of `range`, newest first, loaded page by page. */
export function useSessionList(range: DateRange, pageSize: number = RAW_PAGE_SIZE): PagedList<SessionRecord> {
  const load = useCallback(
    (after: PageCursor | null) => listSessions(range, pageSize, after),
    // The range is compared by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [range.from, range.to, pageSize],
  );
  return usePagedList(`${rangeKey(range)}#${pageSize}`, load);
}
