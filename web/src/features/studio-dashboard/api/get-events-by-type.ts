import { EVENT_TYPES, sumDayStats, type DayStats, type EventType } from "@folio/domain";
import { useQuery } from "@tanstack/react-query";
import type { DateRange } from "./date-range";
import { dayStatsQueryOptions, fetchDayStats } from "./load-day-stats";

/** How many events of one type the range had. */
export interface EventTypeCount {
  type: EventType;
  count: number;
}

function toEventCounts(to: string, days: readonly DayStats[]): EventTypeCount[] {
  const total = sumDayStats(to, days);
  return EVENT_TYPES.map((type) => ({ type, count: total.eventTypes[type] }));
}

/** Events per type over `range`, in the spec's type order (zeros included); [] on failure. */
export async function getEventsByType(range: DateRange): Promise<EventTypeCount[]> {
  return fetchDayStats(range).then(
    (days) => toEventCounts(range.to, days),
    () => [],
  );
}

/** Events per type over `range` for the dashboard, from the range's shared day stats. */
export function useEventsByType(range: DateRange) {
  return useQuery({ ...dayStatsQueryOptions(range), select: (days) => toEventCounts(range.to, days) });
}
