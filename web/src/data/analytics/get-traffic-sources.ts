import { rankSources, sumDayStats, type TrafficSourceEntry } from "@folio/domain";
import { isValidRange, rangeKey, type DateRange } from "./date-range";
import { loadDayStats } from "./load-day-stats";
import { useAsyncData, type AsyncData } from "../use-async-data";

export type { TrafficSourceEntry } from "@folio/domain";

/** Sessions per traffic source over `range`, most first ("Direct" for none); [] on failure. */
export async function getTrafficSources(range: DateRange, fresh = false): Promise<TrafficSourceEntry[]> {
  if (!isValidRange(range)) return [];
  try {
    return rankSources(sumDayStats(range.to, await loadDayStats(range, fresh)).sources);
  } catch {
    return [];
  }
}

/** Traffic sources over `range`. */
export function useTrafficSources(range: DateRange): AsyncData<TrafficSourceEntry[]> {
  return useAsyncData(rangeKey(range), (fresh) => getTrafficSources(range, fresh), []);
}
