import {
  dateKeysBetween,
  MESSAGE_COUNTS_COLLECTION,
  parseMessageCounts,
  type DayMessageCounts,
} from "@folio/domain";
import { queryOptions } from "@tanstack/react-query";
import { db } from "@/lib/firebase/firestore";
import { isValidRange, type DateRange } from "./date-range";
import { ANALYTICS_KEY, readRange } from "./load-day-stats";

/**
 * The accepted messages of every day of `range`, oldest first, from `message_counts` (one query
 * on the document id; a day without a document had none). [] for an invalid range; rejects when
 * the read fails, so a refused read never passes for a period without messages.
 */
export async function fetchMessageCounts(range: DateRange): Promise<DayMessageCounts[]> {
  if (!isValidRange(range)) return [];
  const stored = await readRange(db(), MESSAGE_COUNTS_COLLECTION, range);
  return dateKeysBetween(range.from, range.to).map((key) => parseMessageCounts(key, stored.get(key)));
}

/** The message counts of `range` as a query, shared by the panels that show the same range. */
export function messageCountsQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: [...ANALYTICS_KEY, "message-counts", range.from, range.to],
    queryFn: () => fetchMessageCounts(range),
  });
}
