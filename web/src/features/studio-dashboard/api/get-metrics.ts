import { computeMetrics, sumDayStats, type ComputedMetrics, type DayStats } from "@folio/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { isValidRange, previousRange, type DateRange } from "./date-range";
import { ANALYTICS_KEY, dayStatsQueryOptions, fetchDayStats } from "./load-day-stats";

/** Metrics of a range next to those of the period of the same length just before it. */
export interface MetricsComparison {
  range: DateRange;
  current: ComputedMetrics;
  previousRange: DateRange;
  previous: ComputedMetrics;
}

type ReadDays = (range: DateRange) => Promise<DayStats[]>;

/**
 * Computed metrics (spec section 3) for `range` and for the previous period, from rollups
 * and counters, each range's days read by `readDays`. Null for an invalid range; rejects
 * when a read fails.
 */
export async function fetchMetrics(
  range: DateRange,
  readDays: ReadDays = fetchDayStats,
): Promise<MetricsComparison | null> {
  if (!isValidRange(range)) return null;
  const before = previousRange(range);
  const [days, previousDays] = await Promise.all([readDays(range), readDays(before)]);
  return {
    range,
    current: computeMetrics(sumDayStats(range.to, days), range.from),
    previousRange: before,
    previous: computeMetrics(sumDayStats(before.to, previousDays), before.from),
  };
}

/** The metrics as the spec reads them: null also when a read fails (spec section 8). */
export async function getMetrics(range: DateRange): Promise<MetricsComparison | null> {
  return fetchMetrics(range).catch(() => null);
}

/** The metrics query; both ranges' days come from (and fill) the shared day-stats queries. */
export function metricsQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: [...ANALYTICS_KEY, "metrics", range.from, range.to],
    queryFn: ({ client }) => fetchMetrics(range, (days) => client.fetchQuery(dayStatsQueryOptions(days))),
  });
}

/** The metrics of `range` with the previous period, for the dashboard. */
export function useMetrics(range: DateRange) {
  return useQuery(metricsQueryOptions(range));
}
