import { rankContent, sumDayStats, TOP_CONTENT_LIMIT, type DayStats } from "@folio/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DateRange } from "./date-range";
import { joinContent, type RankedContent } from "./join-content";
import { ANALYTICS_KEY, dayStatsQueryOptions, fetchDayStats } from "./load-day-stats";

export type { RankedContent } from "./join-content";

type ReadDays = (range: DateRange) => Promise<DayStats[]>;

/**
 * The most viewed items over `range` (spec section 9: 10 entries by views), from the
 * per-item daily counts; rejects when the counts cannot be read.
 */
export async function fetchTopContent(
  range: DateRange,
  limit: number = TOP_CONTENT_LIMIT,
  readDays: ReadDays = fetchDayStats,
): Promise<RankedContent[]> {
  const total = sumDayStats(range.to, await readDays(range));
  return joinContent(rankContent(total.items, limit));
}

/** The top content as the spec reads it: [] when a read fails (spec section 8). */
export async function getTopContent(
  range: DateRange,
  limit: number = TOP_CONTENT_LIMIT,
): Promise<RankedContent[]> {
  return fetchTopContent(range, limit).catch(() => []);
}

/** The top content query; the range's days come from (and fill) the shared day-stats query. */
export function topContentQueryOptions(range: DateRange, limit: number = TOP_CONTENT_LIMIT) {
  return queryOptions({
    queryKey: [...ANALYTICS_KEY, "top", range.from, range.to, limit],
    queryFn: ({ client }) =>
      fetchTopContent(range, limit, (days) => client.fetchQuery(dayStatsQueryOptions(days))),
  });
}

/** The top content of `range`, for the dashboard. */
export function useTopContent(range: DateRange, limit: number = TOP_CONTENT_LIMIT) {
  return useQuery(topContentQueryOptions(range, limit));
}
