import { rankContent, sumDayStats, TOP_CONTENT_LIMIT } from "@folio/domain";
import { isValidRange, rangeKey, type DateRange } from "./date-range";
import { joinContent, type RankedContent } from "./join-content";
import { loadDayStats } from "./load-day-stats";
import { useAsyncData, type AsyncData } from "../use-async-data";

export type { RankedContent } from "./join-content";

/**
 * The most viewed items over `range` (spec section 9: 10 entries by views), from the
 * per-item daily counts; [] on failure.
 */
export async function getTopContent(
  range: DateRange,
  limit: number = TOP_CONTENT_LIMIT,
  fresh = false,
): Promise<RankedContent[]> {
  if (!isValidRange(range)) return [];
  try {
    const total = sumDayStats(range.to, await loadDayStats(range, fresh));
    return await joinContent(rankContent(total.items, limit));
  } catch {
    return [];
  }
}

/** The top content of `range`. */
export function useTopContent(
  range: DateRange,
  limit: number = TOP_CONTENT_LIMIT,
): AsyncData<RankedContent[]> {
  return useAsyncData(`${rangeKey(range)}#${limit}`, (fresh) => getTopContent(range, limit, fresh), []);
}
