import { HEADLINE_CONVERSION_DEFINITION } from "@folio/domain";
import type { PeriodFigures } from "./api/get-key-figures";
import { formatCount, formatDuration, formatPercent } from "./format";
import type { Better } from "./kpi-change";

/** One key figure of the dashboard. */
export interface Kpi {
  /** Stable key (React's). */
  key: string;
  label: string;
  /** What the figure means, shown on hover. */
  hint: string;
  /** The figure in one period's figures. */
  value: (figures: PeriodFigures) => number;
  format: (value: number) => string;
  better: Better;
}

/**
 * The ten key figures, in the order shown: the spec's computed metrics (section 3), except
 * that the conversion rate, inquiries and bookings are the headline's, what reached the inbox
 * (`headlineFigures`). The spec's event-based three are under "Events browsers reported".
 */
export const KPIS: readonly Kpi[] = [
  {
    key: "totalViews",
    label: "Total views",
    hint: "Page views plus gallery, image and video views.",
    value: (figures) => figures.metrics.totalViews,
    format: formatCount,
    better: "higher",
  },
  {
    key: "uniqueVisitors",
    label: "Unique visitors",
    hint: "Visitors per day, added up: a visitor's anonymous id changes every UTC day, as in Plausible.",
    value: (figures) => figures.metrics.uniqueVisitors,
    format: formatCount,
    better: "higher",
  },
  {
    key: "sessionDuration",
    label: "Avg. visit",
    hint: "Average time a visit kept the site visible. A visit is counted within 10 minutes of its end.",
    value: (figures) => figures.metrics.sessionDuration,
    format: formatDuration,
    better: "higher",
  },
  {
    key: "bounceRate",
    label: "Bounce rate",
    hint: "Visits with one page and no interaction, of all visits. A visit is counted within 10 minutes of its end.",
    value: (figures) => figures.metrics.bounceRate,
    format: formatPercent,
    better: "lower",
  },
  {
    key: "conversionRate",
    label: "Conversion rate",
    hint: HEADLINE_CONVERSION_DEFINITION,
    value: (figures) => figures.headline.conversionRate,
    format: formatPercent,
    better: "higher",
  },
  {
    key: "inquiriesReceived",
    label: "Inquiries received",
    hint: "Inquiries that reached your inbox, not those held as likely spam.",
    value: (figures) => figures.headline.inquiriesReceived,
    format: formatCount,
    better: "higher",
  },
  {
    key: "bookingRequests",
    label: "Booking requests",
    hint: "Booking requests that reached your inbox, not those held as likely spam.",
    value: (figures) => figures.headline.bookingRequests,
    format: formatCount,
    better: "higher",
  },
  {
    key: "downloads",
    label: "Downloads",
    hint: "Originals downloaded by visitors.",
    value: (figures) => figures.metrics.downloads,
    format: formatCount,
    better: "higher",
  },
  {
    key: "likes",
    label: "Likes",
    hint: "Likes given to items.",
    value: (figures) => figures.metrics.likes,
    format: formatCount,
    better: "higher",
  },
  {
    key: "shares",
    label: "Shares",
    hint: "Items shared or links copied.",
    value: (figures) => figures.metrics.shares,
    format: formatCount,
    better: "higher",
  },
];
