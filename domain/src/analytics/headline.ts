import type { MessageCounts } from "./message-counts";
import { percent } from "./metrics";

/**
 * The figures an owner reads first (the dashboard's key figures and live strip, the weekly
 * report's summary, the CSV's `inquiriesReceived`, `bookingRequests` and
 * `messageConversionRate`): what reached the inbox, not what browsers reported. The messages are
 * the day's `message_counts` (screened as the inbox screens them: a message flagged as likely
 * spam is not in them), the visits the day stats' sessions. The spec's `inquiries`, `bookings`
 * and `conversionRate` (computeMetrics) stay what they are, counts of raw events a script can
 * write without sending anything; the surfaces show them apart, as what browsers reported.
 */
export interface HeadlineFigures {
  /** Accepted inquiries. */
  inquiriesReceived: number;
  /** Accepted booking requests. */
  bookingRequests: number;
  /** Visits (sessions) that started in the period. */
  visits: number;
  /** (inquiries received + booking requests) / visits × 100, two decimals; 0 without visits. */
  conversionRate: number;
}

/** What the headline's conversion rate means, word for word wherever it is explained. */
export const HEADLINE_CONVERSION_DEFINITION =
  "Inquiries received plus booking requests, per visit: (inquiries + booking requests) ÷ visits × 100. " +
  "Only messages that reached your inbox count, not those held as likely spam.";

/** The headline of a period from its accepted messages and its visits (both sums over its days). */
export function headlineFigures(messages: MessageCounts, visits: number): HeadlineFigures {
  return {
    inquiriesReceived: messages.inquiries,
    bookingRequests: messages.bookings,
    visits,
    conversionRate: percent(messages.inquiries + messages.bookings, visits),
  };
}
