import {
  POPULAR_CONTENT_DAYS,
  rankContent,
  sumDayStats,
  TOP_CONTENT_LIMIT,
  type DayStats,
} from "@folio/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { lastDays, type DateRange } from "./date-range";
import { joinContent, type RankedContent } from "./join-content";
import { ANALYTICS_KEY, dayStatsQueryOptions, fetchDayStats } from "./load-day-stats";

type ReadDays = (range: DateRange) => Promise<DayStats[]>;

/**
 * Items by image and video views over the last `days` UTC days, today included (spec
 * section 7, default 7), from the per-item daily counts rather than raw events; rejects
 * when the counts cannot be read.
 */
export async function fetchPopularContent(
  days: number = POPULAR_CONTENT_DAYS,
  limit: number = TOP_CONTENT_LIMIT,
  readDays: ReadDays = fetchDayStats,
): Promise<RankedContent[]> {
  const range = lastDays(days);
  const total = sumDayStats(range.to, await readDays(range));
  const viewed = Object.fromEntries(Object.entries(total.items).filter(([, counts]) => counts.views > 0));
  return joinContent(rankContent(viewed, limit));
}

/** Popular content as the spec reads it: [] when a read fails (spec section 8). */
export async function getPopularContent(
  days: number = POPULAR_CONTENT_DAYS,
  limit: number = TOP_CONTENT_LIMIT,
): Promise<RankedContent[]> {
  return fetchPopularContent(days, limit).catch(() => []);
}

/** The popular content query (its window ends today, so the key carries today's range). */
export function popularContentQueryOptions(
  days: number = POPULAR_CONTENT_DAYS,
  limit: number = TOP_CONTENT_LIMIT,
) {
  const range = lastDays(days);
  return queryOptions({
    queryKey: [...ANALYTICS_KEY, "popular", range.from, range.to, limit],
    queryFn: ({ client }) =>
      fetchPopularContent(days, limit, (window) => client.fetchQuery(dayStatsQueryOptions(window))),
  });
}

/** Popular content of the last `days` days, for the dashboard. */
export function usePopularContent(days: number = POPULAR_CONTENT_DAYS, limit: number = TOP_CONTENT_LIMIT) {
  return useQuery(popularContentQueryOptions(days, limit));
}
