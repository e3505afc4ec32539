import { COLLECTIONS, storedEventSchema, type StoredEvent } from "@folio/domain";
import { listRangePage, useRangePagedList, type ListPage, type RangeSource } from "./list-range-page";
import type { DateRange } from "./date-range";
import type { PagedList } from "./use-paged-list";

// Still exported from here, where the listings' callers have always found it.
export { RAW_PAGE_SIZE } from "./list-range-page";

/** A raw event as the owner's listing shows it. */
export type AnalyticsEventRecord = StoredEvent & { id: string };

const events: RangeSource<AnalyticsEventRecord> = {
  collection: COLLECTIONS.analyticsEvents,
  timeField: "timestamp",
  parse: (data, id) => {
    const parsed = storedEventSchema.safeParse(data);
    return parsed.success ? { ...parsed.data, id } : null;
  },
};

/**
 * Raw events of `range` by timestamp, newest first (spec section 7), one page at a time.
 * A read failure yields an empty last page (spec section 8).
 */
export const listEvents: ListPage<AnalyticsEventRecord> = (range, pageSize, after) =>
  listRangePage(events, range, pageSize, after);

/** Raw events of `range`, newest first, loaded page by page. */
export function useEventList(range: DateRange, pageSize?: number): PagedList<AnalyticsEventRecord> {
  return useRangePagedList(listEvents, range, pageSize);
}
