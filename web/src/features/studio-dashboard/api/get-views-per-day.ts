import { type DayStats } from "@folio/domain";
import { useQuery } from "@tanstack/react-query";
import type { DateRange } from "./date-range";
import { dayStatsQueryOptions, fetchDayStats } from "./load-day-stats";

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

function toDailyViews(days: readonly DayStats[]): DailyViews[] {
  return days.map((day) => {
    const { pageViews, contentViews } = day.counters;
    return {
      date: day.date,
      pageViews,
      contentViews,
      totalViews: pageViews + contentViews,
      uniqueVisitors: day.uniqueVisitors,
      sessions: day.sessions,
    };
  });
}

/** Views per day over `range`, oldest first, days without visits as zeros; [] on failure (spec section 8). */
export async function getViewsPerDay(range: DateRange): Promise<DailyViews[]> {
  return fetchDayStats(range).then(toDailyViews, () => []);
}

/** Views per day over `range` for the dashboard, from the range's shared day stats. */
export function useViewsPerDay(range: DateRange) {
  return useQuery({ ...dayStatsQueryOptions(range), select: toDailyViews });
}
