import { type DayStats } from "@folio/domain";
import { isValidRange, rangeKey, type DateRange } from "./date-range";
import { loadDayStats } from "./load-day-stats";
import { useAsyncData, type AsyncData } from "../use-async-data";

/** One point of the views chart. */
export interface DailyViews {
  /** `YYYY-MM-DD` (UTC). */
  date: string;
  pageViews: number;
  /** Gallery, image and video views. */
  contentViews: number;
  /** pageViews + contentViews. */
  totalViews: number;
  uniqueVisitors: number;
  sessions: number;
}

function toDailyViews(day: DayStats): DailyViews {
  const { pageViews, contentViews } = day.counters;
  return {
    date: day.date,
    pageViews,
    contentViews,
    totalViews: pageViews + contentViews,
    uniqueVisitors: day.uniqueVisitors,
    sessions: day.sessions,
  };
}

/** Views per day over `range`, oldest first, days without visits as zeros; [] on failure. */
export async function getViewsPerDay(range: DateRange, fresh = false): Promise<DailyViews[]> {
  if (!isValidRange(range)) return [];
  try {
    return (await loadDayStats(range, fresh)).map(toDailyViews);
  } catch {
    return [];
  }
}

/** Views per day over `range`. */
export function useViewsPerDay(range: DateRange): AsyncData<DailyViews[]> {
  return useAsyncData(rangeKey(range), (fresh) => getViewsPerDay(range, fresh), []);
}
