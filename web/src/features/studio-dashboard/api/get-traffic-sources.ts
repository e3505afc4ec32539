import { rankSources, sumDayStats, type DayStats, type TrafficSourceEntry } from "@folio/domain";
import { useQuery } from "@tanstack/react-query";
import type { DateRange } from "./date-range";
import { dayStatsQueryOptions, fetchDayStats } from "./load-day-stats";

export type { TrafficSourceEntry } from "@folio/domain";

function toSources(to: string, days: readonly DayStats[]): TrafficSourceEntry[] {
  return rankSources(sumDayStats(to, days).sources);
}

/** Sessions per traffic source over `range`, most first ("Direct" for none); [] on failure. */
export async function getTrafficSources(range: DateRange): Promise<TrafficSourceEntry[]> {
  return fetchDayStats(range).then(
    (days) => toSources(range.to, days),
    () => [],
  );
}

/** Traffic sources over `range` for the dashboard, from the range's shared day stats. */
export function useTrafficSources(range: DateRange) {
  return useQuery({ ...dayStatsQueryOptions(range), select: (days) => toSources(range.to, days) });
}
