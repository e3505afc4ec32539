import { COLLECTIONS, storedSessionSchema, type StoredSession } from "@folio/domain";
import { listRangePage, useRangePagedList, type ListPage, type RangeSource } from "./list-range-page";
import type { DateRange } from "./date-range";
import type { PagedList } from "./use-paged-list";

/** A session as the owner's listing shows it (`referrer` "" means Direct). */
export type SessionRecord = Omit<StoredSession, "counted"> & { id: string };

const sessions: RangeSource<SessionRecord> = {
  collection: COLLECTIONS.userSessions,
  timeField: "startTime",
  parse: (data, id) => {
    const parsed = storedSessionSchema.safeParse(data);
    if (!parsed.success) return null;
    const { counted: _counted, ...session } = parsed.data;
    return { ...session, id };
  },
};

/**
 * Sessions of `range` by startTime, newest first (spec section 7), one page at a time.
 * A read failure yields an empty last page (spec section 8).
 */
export const listSessions: ListPage<SessionRecord> = (range, pageSize, after) =>
  listRangePage(sessions, range, pageSize, after);

/** Sessions of `range`, newest first, loaded page by page. */
export function useSessionList(range: DateRange, pageSize?: number): PagedList<SessionRecord> {
  return useRangePagedList(listSessions, range, pageSize);
}
