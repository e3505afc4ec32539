import { OTHER_SOURCE, percent, sourceLabel, type DayStats, type DimensionKind } from "@folio/domain";
import { useQueries } from "@tanstack/react-query";
import { isValidRange, previousRange, type DateRange } from "./date-range";
import { dayStatsQueryOptions } from "./load-day-stats";

/** What a dimension panel breaks visits down by: the traffic source, or one of the session's dimensions. */
export type Breakdown = "sources" | DimensionKind;

/** One label of a breakdown over the range, beside the previous period. */
export interface DimensionRow {
  /** The stored label: a source, a UTM value, a country code, a path, a host, or OTHER_SOURCE. */
  label: string;
  /** Visits under the label in the range. */
  sessions: number;
  /** Visits under the label in the period of the same length just before. */
  previous: number;
  /** Percent of the range's visits, 0–100. */
  share: number;
}

/** The sessions per label of `days` in one breakdown; sources without a referrer are Direct. */
export function breakdownTotals(days: readonly DayStats[], breakdown: Breakdown): Map<string, number> {
  const totals = new Map<string, number>();
  for (const day of days) {
    const labels = breakdown === "sources" ? day.sources : day.dimensions[breakdown];
    for (const [stored, sessions] of Object.entries(labels)) {
      const label = breakdown === "sources" ? sourceLabel(stored) : stored;
      totals.set(label, (totals.get(label) ?? 0) + sessions);
    }
  }
  return totals;
}

/**
 * The rows of a breakdown: every label with visits in the range (a label seen only in the
 * previous period is not in this one), most visits first, then by label, and OTHER_SOURCE last
 * (it is the sum of each day's labels beyond its top 25, not one label). The share is of all
 * the range's visits: a campaign's share says how much of the traffic it brought, and an
 * outbound link's how many visits clicked it, so outbound shares may add up past 100%.
 */
export function dimensionRows(
  days: readonly DayStats[],
  previousDays: readonly DayStats[],
  breakdown: Breakdown,
): DimensionRow[] {
  const current = breakdownTotals(days, breakdown);
  const before = breakdownTotals(previousDays, breakdown);
  const visits = days.reduce((sum, day) => sum + day.sessions, 0);
  return [...current]
    .filter(([, sessions]) => sessions > 0)
    .map(([label, sessions]) => ({
      label,
      sessions,
      previous: before.get(label) ?? 0,
      // A label never holds more visits than the range has; capped in case the stored figures drift.
      share: Math.min(100, percent(sessions, visits)),
    }))
    .sort(
      (a, b) =>
        Number(a.label === OTHER_SOURCE) - Number(b.label === OTHER_SOURCE) ||
        b.sessions - a.sessions ||
        a.label.localeCompare(b.label, "en-GB"),
    );
}

/**
 * The rows of `breakdown` over `range` with the previous period, for the dashboard. Both
 * periods come from the shared day-stats queries the key figures already load, so the panels
 * add no reads.
 */
export function useDimensionRows(range: DateRange, breakdown: Breakdown) {
  const before = isValidRange(range) ? previousRange(range) : range;
  return useQueries({
    queries: [dayStatsQueryOptions(range), dayStatsQueryOptions(before)],
    combine: ([current, previous]) => ({
      data: current.data && previous.data ? dimensionRows(current.data, previous.data, breakdown) : undefined,
      isPending: current.isPending || previous.isPending,
      isError: current.isError || previous.isError,
      error: current.error ?? previous.error,
      isFetching: current.isFetching || previous.isFetching,
      refetch: () => Promise.all([current.refetch(), previous.refetch()]),
    }),
  });
}
