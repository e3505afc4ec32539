import { workDays, type WorkDay } from "@folio/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DateRange } from "./date-range";
import { ANALYTICS_KEY, dayStatsQueryOptions } from "./load-day-stats";
import { messageCountsQueryOptions } from "./load-message-counts";

/** One work's figures per day of `range`, from the dashboard's shared day and message queries. */
function workDaysQueryOptions(range: DateRange, contentId: string) {
  return queryOptions({
    queryKey: [...ANALYTICS_KEY, "work-days", range.from, range.to, contentId],
    queryFn: async ({ client }): Promise<WorkDay[]> => {
      const [days, messages] = await Promise.all([
        client.fetchQuery(dayStatsQueryOptions(range)),
        client.fetchQuery(messageCountsQueryOptions(range)),
      ]);
      return workDays(contentId, days, messages);
    },
  });
}

/** A work's views, interactions and accepted messages per day over `range`; idle without a work. */
export function useWorkDays(range: DateRange, contentId: string | null) {
  return useQuery({ ...workDaysQueryOptions(range, contentId ?? ""), enabled: contentId !== null });
}
