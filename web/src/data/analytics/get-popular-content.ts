import { POPULAR_CONTENT_DAYS, rankContent, sumDayStats, TOP_CONTENT_LIMIT } from "@folio/domain";
import { lastDays } from "./date-range";
import { joinContent, type RankedContent } from "./join-content";
import { loadDayStats } from "./load-day-stats";
import { useAsyncData, type AsyncData } from "../use-async-data";

/**
 * Items by image and video views over the last `days` UTC days, today included (spec
 * section 7, default 7), from the per-item daily counts rather than raw events; [] on failure.
 */
export async function getPopularContent(
  days: number = POPULAR_CONTENT_DAYS,
  limit: number = TOP_CONTENT_LIMIT,
  fresh = false,
): Promise<RankedContent[]> {
  try {
    const range = lastDays(days);
    const total = sumDayStats(range.to, await loadDayStats(range, fresh));
    const viewed = Object.fromEntries(Object.entries(total.items).filter(([, counts]) => counts.views > 0));
    return await joinContent(rankContent(viewed, limit));
  } catch {
    return [];
  }
}

/** Popular content of the last `days` days. */
export function usePopularContent(
  days: number = POPULAR_CONTENT_DAYS,
  limit: number = TOP_CONTENT_LIMIT,
): AsyncData<RankedContent[]> {
  return useAsyncData(`${days}#${limit}`, (fresh) => getPopularContent(days, limit, fresh), []);
}
