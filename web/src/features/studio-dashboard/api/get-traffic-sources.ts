import { rankSources, sumDayStats, type DayStats, type TrafficSourceEntry } from "@folio/domain";
import type { DateRange } from "./date-range";
import { fetchDayStats } from "./load-day-stats";

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
