import {
  sumDayStats,
  sumMessageCounts,
  untrackedMessages,
  workConversions,
  type DayMessageCounts,
  type DayStats,
  type MessageCounts,
  type WorkConversion,
} from "@folio/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DateRange } from "./date-range";
import { joinContent, type WithItem } from "./join-content";
import { ANALYTICS_KEY, dayStatsQueryOptions } from "./load-day-stats";
import { messageCountsQueryOptions } from "./load-message-counts";

/** Rows the panel shows: each one costs a gallery read for its title and thumbnail. */
const WORK_CONVERSIONS_LIMIT = 20;

/** The works of a period that brought messages, with their items, and how many works there were. */
export interface WorkConversionsTable {
  /** At most WORK_CONVERSIONS_LIMIT works, most messages first, then most views. */
  rows: WithItem<WorkConversion>[];
  /** Works with any views, likes, downloads, shares or messages in the period. */
  total: number;
  /** Every accepted message of the period: the key figures' inquiries received and booking requests. */
  received: MessageCounts;
  /** Of those, the messages that named no published work (general inquiries, the booking page's). */
  withoutWork: MessageCounts;
}

type ReadDays = (range: DateRange) => Promise<DayStats[]>;
type ReadMessages = (range: DateRange) => Promise<DayMessageCounts[]>;

/**
 * Each work's views and interactions (the day stats' items) beside the accepted messages that
 * named it (`message_counts`) over `range`; rejects when either read fails.
 */
async function fetchWorkConversions(
  range: DateRange,
  readDays: ReadDays,
  readMessages: ReadMessages,
): Promise<WorkConversionsTable> {
  const [days, messages] = await Promise.all([readDays(range), readMessages(range)]);
  const sent = sumMessageCounts(messages);
  const works = workConversions(sumDayStats(range.to, days).items, sent.items);
  return {
    rows: await joinContent(works.slice(0, WORK_CONVERSIONS_LIMIT)),
    total: works.length,
    received: { inquiries: sent.inquiries, bookings: sent.bookings },
    withoutWork: untrackedMessages(sent, sent.items),
  };
}

/** The works query; the range's days and messages come from (and fill) the shared queries. */
function workConversionsQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: [...ANALYTICS_KEY, "works", range.from, range.to],
    queryFn: ({ client }) =>
      fetchWorkConversions(
        range,
        (days) => client.fetchQuery(dayStatsQueryOptions(days)),
        (days) => client.fetchQuery(messageCountsQueryOptions(days)),
      ),
  });
}

/** The works that brought inquiries and bookings over `range`, for the dashboard. */
export function useWorkConversions(range: DateRange) {
  return useQuery(workConversionsQueryOptions(range));
}
