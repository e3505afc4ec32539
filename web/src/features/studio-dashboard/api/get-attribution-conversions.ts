import {
  attributionConversions,
  headlineFigures,
  sumDayStats,
  sumMessageCounts,
  untrackedMessages,
  type AttributionConversion,
  type MessageCounts,
} from "@folio/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DateRange } from "./date-range";
import { ANALYTICS_KEY, dayStatsQueryOptions } from "./load-day-stats";
import { messageCountsQueryOptions } from "./load-message-counts";

/** The sources and the campaigns of a period, each beside the accepted messages it brought. */
export interface AttributionTables {
  /** Per traffic source, with a "Not tracked" row for messages sent without their visitor's session. */
  sources: AttributionConversion[];
  /** Per `utm_campaign`; a message from a session without a campaign is in no row. */
  campaigns: AttributionConversion[];
  /**
   * Every visit and accepted message of the period, the key figures' (their conversion rate is
   * the headline's; null without visits, as a row's): the sources' rows add up to it.
   */
  total: MessageCounts & { sessions: number; conversionRate: number | null };
}

/**
 * The sessions per source and campaign (the day stats) beside the accepted messages counted
 * under them (`message_counts`) over `range`. Both reads are the dashboard's shared queries,
 * so this panel costs no read of its own.
 */
function attributionQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: [...ANALYTICS_KEY, "attribution", range.from, range.to],
    queryFn: async ({ client }): Promise<AttributionTables> => {
      const [days, messages] = await Promise.all([
        client.fetchQuery(dayStatsQueryOptions(range)),
        client.fetchQuery(messageCountsQueryOptions(range)),
      ]);
      const stats = sumDayStats(range.to, days);
      const sent = sumMessageCounts(messages);
      const headline = headlineFigures(sent, stats.sessions);
      return {
        total: {
          sessions: stats.sessions,
          inquiries: headline.inquiriesReceived,
          bookings: headline.bookingRequests,
          conversionRate: stats.sessions > 0 ? headline.conversionRate : null,
        },
        sources: attributionConversions(stats.sources, sent.sources, untrackedMessages(sent, sent.sources)),
        campaigns: attributionConversions(stats.dimensions.campaigns, sent.campaigns),
      };
    },
  });
}

/** Which sources and campaigns brought inquiries and bookings over `range`, for the dashboard. */
export function useAttributionConversions(range: DateRange) {
  return useQuery(attributionQueryOptions(range));
}
