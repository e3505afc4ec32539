import { EVENT_TYPES, sumDayStats, type EventType } from "@folio/domain";
import { isValidRange, rangeKey, type DateRange } from "./date-range";
import { loadDayStats } from "./load-day-stats";
import { useAsyncData, type AsyncData } from "../use-async-data";

/** How many events of one type the range had. */
export interface EventTypeCount {
  type: EventType;
  count: number;
}

/** Events per type over `range`, in the spec's type order (zeros included); [] on failure. */
export async function getEventsByType(range: DateRange, fresh = false): Promise<EventTypeCount[]> {
  if (!isValidRange(range)) return [];
  try {
    const total = sumDayStats(range.to, await loadDayStats(range, fresh));
    return EVENT_TYPES.map((type) => ({ type, count: total.eventTypes[type] }));
  } catch {
    return [];
  }
}

/** Events per type over `range`. */
export function useEventsByType(range: DateRange): AsyncData<EventTypeCount[]> {
  return useAsyncData(rangeKey(range), (fresh) => getEventsByType(range, fresh), []);
}
