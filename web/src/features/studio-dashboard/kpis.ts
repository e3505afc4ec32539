import type { ComputedMetrics } from "@folio/domain";
import { formatCount, formatDuration, formatPercent } from "./format";
import type { Better } from "./kpi-change";

/** One key figure of the dashboard. */
export interface Kpi {
  key: keyof ComputedMetrics;
  label: string;
  /** What the figure means, shown on hover. */
  hint: string;
  format: (value: number) => string;
  better: Better;
}

/** The ten key figures (spec section 3's computed metrics), in the order shown. */
export const KPIS: readonly Kpi[] = [
  {
    key: "totalViews",
    label: "Total views",
    hint: "Page views plus gallery, image and video views.",
    format: formatCount,
    better: "higher",
  },
  {
    key: "uniqueVisitors",
    label: "Unique visitors",
    hint: "Visitors per day, added up: a visitor's anonymous id changes every UTC day, as in Plausible.",
    format: formatCount,
    better: "higher",
  },
  {
    key: "sessionDuration",
    label: "Avg. visit",
    hint: "Average time a visit kept the site visible. A visit is counted within 10 minutes of its end.",
    format: formatDuration,
    better: "higher",
  },
  {
    key: "bounceRate",
    label: "Bounce rate",
    hint: "Visits with one page and no interaction, of all visits. A visit is counted within 10 minutes of its end.",
    format: formatPercent,
    better: "lower",
  },
  {
    key: "conversionRate",
    label: "Conversion rate",
    hint: "(Inquiries + bookings) ÷ page views × 100.",
    format: formatPercent,
    better: "higher",
  },
  {
    key: "inquiries",
    label: "Inquiries",
    hint: "Messages sent with the inquiry form.",
    format: formatCount,
    better: "higher",
  },
  {
    key: "bookings",
    label: "Bookings",
    hint: "Booking requests sent.",
    format: formatCount,
    better: "higher",
  },
  {
    key: "downloads",
    label: "Downloads",
    hint: "Originals downloaded by visitors.",
    format: formatCount,
    better: "higher",
  },
  { key: "likes", label: "Likes", hint: "Likes given to items.", format: formatCount, better: "higher" },
  {
    key: "shares",
    label: "Shares",
    hint: "Items shared or links copied.",
    format: formatCount,
    better: "higher",
  },
];

/** The numeric value of a KPI in a set of metrics. */
export function kpiValue(metrics: ComputedMetrics, kpi: Kpi): number {
  const value = metrics[kpi.key];
  return typeof value === "number" ? value : 0;
}
