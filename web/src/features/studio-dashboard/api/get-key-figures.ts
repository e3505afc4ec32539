import {
  headlineFigures,
  sumMessageCounts,
  type ComputedMetrics,
  type DayMessageCounts,
  type HeadlineFigures,
} from "@folio/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DateRange } from "./date-range";
import { metricsQueryOptions, type MetricsComparison } from "./get-metrics";
import { ANALYTICS_KEY } from "./load-day-stats";
import { messageCountsQueryOptions } from "./load-message-counts";

/** One period's key figures: the spec's metrics and the headline (what reached the inbox). */
export interface PeriodFigures {
  metrics: ComputedMetrics;
  headline: HeadlineFigures;
}

/** The key figures of a range beside those of the period of the same length just before it. */
export interface KeyFigures {
  range: DateRange;
  current: PeriodFigures;
  previousRange: DateRange;
  previous: PeriodFigures;
}

type ReadMetrics = (range: DateRange) => Promise<MetricsComparison | null>;
type ReadMessages = (range: DateRange) => Promise<DayMessageCounts[]>;

/**
 * The spec's metrics of both periods and, beside them, each period's headline from its own
 * `message_counts` and its own visits: the comparison uses one definition on both sides.
 * Null for an invalid range; rejects when a read fails.
 */
export async function fetchKeyFigures(
  range: DateRange,
  readMetrics: ReadMetrics,
  readMessages: ReadMessages,
): Promise<KeyFigures | null> {
  const metrics = await readMetrics(range);
  if (!metrics) return null;
  const [messages, previousMessages] = await Promise.all([
    readMessages(metrics.range),
    readMessages(metrics.previousRange),
  ]);
  const period = (computed: ComputedMetrics, days: DayMessageCounts[]): PeriodFigures => ({
    metrics: computed,
    headline: headlineFigures(sumMessageCounts(days), computed.sessions),
  });
  return {
    range: metrics.range,
    current: period(metrics.current, messages),
    previousRange: metrics.previousRange,
    previous: period(metrics.previous, previousMessages),
  };
}

/** The key figures query; its reads are the dashboard's shared day-stats and message-count queries. */
function keyFiguresQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: [...ANALYTICS_KEY, "key-figures", range.from, range.to],
    queryFn: ({ client }) =>
      fetchKeyFigures(
        range,
        (days) => client.fetchQuery(metricsQueryOptions(days)),
        (days) => client.fetchQuery(messageCountsQueryOptions(days)),
      ),
  });
}

/** The key figures of `range` with the previous period, for the dashboard's cards. */
export function useKeyFigures(range: DateRange) {
  return useQuery(keyFiguresQueryOptions(range));
}
