import { computeMetrics, sumDayStats, type ComputedMetrics } from "@folio/domain";
import { isValidRange, previousRange, rangeKey, type DateRange } from "./date-range";
import { loadDayStats } from "./load-day-stats";
import { useAsyncData, type AsyncData } from "../use-async-data";

/** Metrics of a range next to those of the period of the same length just before it. */
export interface MetricsComparison {
  range: DateRange;
  current: ComputedMetrics;
  previousRange: DateRange;
  previous: ComputedMetrics;
}

/**
 * Computed metrics (spec section 3) for `range` and for the previous period, from rollups
 * and counters. Null when the range is invalid or a read fails (spec section 8).
 */
export async function getMetrics(range: DateRange, fresh = false): Promise<MetricsComparison | null> {
  if (!isValidRange(range)) return null;
  const before = previousRange(range);
  try {
    const [days, previousDays] = await Promise.all([loadDayStats(range, fresh), loadDayStats(before, fresh)]);
    return {
      range,
      current: computeMetrics(sumDayStats(range.to, days), range.from),
      previousRange: before,
      previous: computeMetrics(sumDayStats(before.to, previousDays), before.from),
    };
  } catch {
    return null;
  }
}

/** The metrics of `range` with the previous period. */
export function useMetrics(range: DateRange): AsyncData<MetricsComparison | null> {
  return useAsyncData(rangeKey(range), (fresh) => getMetrics(range, fresh), null);
}
