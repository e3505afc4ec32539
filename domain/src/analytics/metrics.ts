import { DIRECT_SOURCE, TOP_CONTENT_LIMIT } from "../constants";
import type { DayStats } from "./day-stats";
import { DEVICES, type Device } from "./schemas";

/** One entry of the top content list. */
export interface TopContentEntry {
  contentId: string;
  /** image_view + video_view events. */
  views: number;
  likes: number;
}

/** One traffic source and its share of sessions. */
export interface TrafficSourceEntry {
  /** Host name of the referrer, the utm_source value, or "Direct". */
  source: string;
  sessions: number;
  /** Percent of sessions, 0–100. */
  percent: number;
}

/**
 * Computed metrics (spec section 3) over one day or a range of days. Percentages are 0–100
 * with two decimals; a zero denominator gives 0, never NaN.
 */
export interface ComputedMetrics {
  /** The last day of the range (`YYYY-MM-DD`); equal to `from` for a single day. */
  date: string;
  /** First day of the range. */
  from: string;
  /** Every view event: page views plus content views (gallery, image and video views). */
  totalViews: number;
  /** Sum of the daily unique visitors (visitor ids rotate every UTC day, as in Plausible). */
  uniqueVisitors: number;
  /** Average visible time per session, in seconds. */
  sessionDuration: number;
  /** Bounced sessions / sessions × 100. */
  bounceRate: number;
  pageViews: number;
  sessions: number;
  inquiries: number;
  bookings: number;
  downloads: number;
  likes: number;
  shares: number;
  /** (inquiries + bookings) / page views × 100. */
  conversionRate: number;
  /** Up to TOP_CONTENT_LIMIT items, most viewed first. */
  topContent: TopContentEntry[];
  /** Sessions per source, most first. */
  trafficSources: TrafficSourceEntry[];
  /** Percent of sessions per device. */
  deviceStats: Record<Device, number>;
}

/** a / b × 100 rounded to two decimals; 0 when b is 0. */
export function percent(numerator: number, denominator: number): number {
  if (!(denominator > 0)) return 0;
  return Math.round((numerator / denominator) * 10_000) / 100;
}

/** a / b rounded to one decimal; 0 when b is 0. */
function average(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

/** The traffic source label of a session's `referrer` (spec section 9: none is Direct). */
export function sourceLabel(referrer: string | null | undefined): string {
  const trimmed = referrer?.trim();
  return trimmed ? trimmed : DIRECT_SOURCE;
}

/** Items ranked by views, then likes, then id (stable), at most `limit`. */
export function rankContent(items: DayStats["items"], limit = TOP_CONTENT_LIMIT): TopContentEntry[] {
  return Object.entries(items)
    .map(([contentId, counts]) => ({ contentId, views: counts.views, likes: counts.likes }))
    .filter((entry) => entry.views > 0 || entry.likes > 0)
    .sort((a, b) => b.views - a.views || b.likes - a.likes || a.contentId.localeCompare(b.contentId))
    .slice(0, limit);
}

/** Sources by sessions, most first; an empty label counts as Direct. */
export function rankSources(sources: Record<string, number>): TrafficSourceEntry[] {
  const merged = new Map<string, number>();
  for (const [source, sessions] of Object.entries(sources)) {
    if (sessions <= 0) continue;
    const label = sourceLabel(source);
    merged.set(label, (merged.get(label) ?? 0) + sessions);
  }
  const total = [...merged.values()].reduce((sum, value) => sum + value, 0);
  return [...merged]
    .map(([source, sessions]) => ({ source, sessions, percent: percent(sessions, total) }))
    .sort((a, b) => b.sessions - a.sessions || a.source.localeCompare(b.source));
}

/** Percent of sessions per device; all zeros when there are no sessions. */
export function deviceShares(devices: Record<Device, number>): Record<Device, number> {
  const total = DEVICES.reduce((sum, device) => sum + devices[device], 0);
  return Object.fromEntries(DEVICES.map((device) => [device, percent(devices[device], total)])) as Record<
    Device,
    number
  >;
}

/** The computed metrics of `stats` (one day, or the sum of a range from `from` to `stats.date`). */
export function computeMetrics(stats: DayStats, from: string = stats.date): ComputedMetrics {
  const { counters } = stats;
  return {
    date: stats.date,
    from,
    totalViews: counters.pageViews + counters.contentViews,
    uniqueVisitors: stats.uniqueVisitors,
    sessionDuration: average(stats.durationSum, stats.sessions),
    bounceRate: percent(stats.bounces, stats.sessions),
    pageViews: counters.pageViews,
    sessions: stats.sessions,
    inquiries: counters.inquiries,
    bookings: counters.bookings,
    downloads: counters.downloads,
    likes: counters.likes,
    shares: counters.shares,
    conversionRate: percent(counters.inquiries + counters.bookings, counters.pageViews),
    topContent: rankContent(stats.items),
    trafficSources: rankSources(stats.sources),
    deviceStats: deviceShares(stats.devices),
  };
}
