import {
  computeMetrics,
  DIMENSION_KINDS,
  headlineFigures,
  DIRECT_SOURCE,
  type DayStats,
  type DimensionKind,
  type MessageCounts,
} from "@folio/domain";
import { useMutation } from "@tanstack/react-query";
import { isValidRange, type DateRange } from "./date-range";
import { fetchDayStats } from "./load-day-stats";
import { fetchMessageCounts } from "./load-message-counts";

/**
 * Columns of the export, one row per UTC day. `inquiries`, `bookings` and `conversionRate` are
 * the spec's (raw events browsers reported, per page view); `acceptedInquiries` and
 * `acceptedBookings` are the messages the owner received, spam screened out (`message_counts`).
 * Then one column per dimension (DIMENSION_KINDS: mediums, campaigns, terms, contents, countries,
 * entryPages, outbound), its labels as `dimensionCell` writes them. Then the dashboard's headline
 * under its own names (`headlineFigures`): `inquiriesReceived` and `bookingRequests` (the same
 * messages as the accepted columns) and `messageConversionRate`, those messages per visit
 * (`sessions`). New columns go at the end: sheets built on the export read columns by position.
 */
export const CSV_COLUMNS = [
  "date",
  "pageViews",
  "contentViews",
  "totalViews",
  "uniqueVisitors",
  "sessions",
  "bounceRate",
  "sessionDuration",
  "downloads",
  "likes",
  "shares",
  "inquiries",
  "bookings",
  "conversionRate",
  "mobile",
  "desktop",
  "tablet",
  "topSource",
  "acceptedInquiries",
  "acceptedBookings",
  ...DIMENSION_KINDS,
  "inquiriesReceived",
  "bookingRequests",
  "messageConversionRate",
] as const;

function cell(value: string | number): string {
  const text = String(value);
  // Quote anything a spreadsheet could misread; neutralise formula injection from visitor-written
  // labels (OWASP's list: = + - @, and a leading tab or carriage return).
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === "string" ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A label with the three characters that structure a dimension cell (`%`, `;`, `=`) percent-encoded. */
function encodeLabel(label: string): string {
  return label.replace(/[%;=]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * A day's labels of one dimension as one cell: `label=sessions` pairs, most sessions first (then
 * by label), joined with `; `, e.g. `autumn=12; Other=3; spring=2`. Labels are visitor-written, so
 * `%`, `;` and `=` in one are percent-encoded (`a=b` is `a%3Db`): splitting on `; ` and then on
 * `=` always gives the pairs back, and decodeURIComponent the label. `cell` then quotes
 * and neutralises it as any other text.
 */
export function dimensionCell(labels: Record<string, number>): string {
  return Object.entries(labels)
    .filter(([, sessions]) => sessions > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b, "en-GB"))
    .map(([label, sessions]) => `${encodeLabel(label)}=${sessions}`)
    .join("; ");
}

/** One CSV row of a day, with that day's accepted messages. */
export function csvRow(day: DayStats, accepted: MessageCounts): string {
  const metrics = computeMetrics(day);
  const headline = headlineFigures(accepted, day.sessions);
  const dimensions = Object.fromEntries(
    DIMENSION_KINDS.map((kind) => [kind, dimensionCell(day.dimensions[kind])]),
  ) as Record<DimensionKind, string>;
  const row: Record<(typeof CSV_COLUMNS)[number], string | number> = {
    date: day.date,
    pageViews: day.counters.pageViews,
    contentViews: day.counters.contentViews,
    totalViews: metrics.totalViews,
    uniqueVisitors: day.uniqueVisitors,
    sessions: day.sessions,
    bounceRate: metrics.bounceRate,
    sessionDuration: metrics.sessionDuration,
    downloads: day.counters.downloads,
    likes: day.counters.likes,
    shares: day.counters.shares,
    inquiries: day.counters.inquiries,
    bookings: day.counters.bookings,
    conversionRate: metrics.conversionRate,
    mobile: day.devices.mobile,
    desktop: day.devices.desktop,
    tablet: day.devices.tablet,
    topSource: metrics.trafficSources[0]?.source ?? (day.sessions > 0 ? DIRECT_SOURCE : ""),
    acceptedInquiries: accepted.inquiries,
    acceptedBookings: accepted.bookings,
    ...dimensions,
    inquiriesReceived: headline.inquiriesReceived,
    bookingRequests: headline.bookingRequests,
    messageConversionRate: headline.conversionRate,
  };
  return CSV_COLUMNS.map((column) => cell(row[column])).join(",");
}

/**
 * The daily figures of `range` as CSV (header and one row per day), read fresh rather than
 * from the dashboard's cache. Rejects when the read fails: an export that silently holds
 * no rows would pass for a quiet period.
 */
export async function getAnalyticsCsv(range: DateRange): Promise<string> {
  const header = CSV_COLUMNS.join(",");
  if (!isValidRange(range)) return `${header}\n`;
  const [days, messages] = await Promise.all([fetchDayStats(range), fetchMessageCounts(range)]);
  const accepted = new Map(messages.map((day) => [day.date, day]));
  const none = { inquiries: 0, bookings: 0 };
  return `${[header, ...days.map((day) => csvRow(day, accepted.get(day.date) ?? none))].join("\n")}\n`;
}

/** The export action: builds the CSV of a range and hands it over as a file name and a Blob. */
export function useAnalyticsCsv() {
  return useMutation({
    mutationFn: async (range: DateRange) => ({
      filename: `folio-analytics-${range.from}-to-${range.to}.csv`,
      blob: new Blob([await getAnalyticsCsv(range)], { type: "text/csv" }),
    }),
  });
}
