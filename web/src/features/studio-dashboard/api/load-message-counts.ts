import {
  dateKeysBetween,
  MESSAGE_COUNTS_COLLECTION,
  parseMessageCounts,
  type DayMessageCounts,
} from "@folio/domain";
import { db } from "@/lib/firebase/firestore";
import { isValidRange, type DateRange } from "./date-range";
import { readRange } from "./load-day-stats";

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
