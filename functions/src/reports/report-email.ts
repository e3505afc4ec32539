import type { ComputedMetrics, HeadlineFigures } from "@folio/domain";
import type { ReportWeeks } from "./week";

/** One week's figures as the report shows them. */
export interface WeekFigures {
  /** The spec's metrics; its inquiries, bookings and conversion rate count raw events. */
  metrics: ComputedMetrics;
  /** The accepted messages (`message_counts`) and their conversion per visit: the summary's. */
  headline: HeadlineFigures;
  /** The week's five most viewed works, with their titles and their views the week before. */
  topWorks: { title: string; views: number; viewsBefore: number }[];
  /**
   * The week's five works that brought the most accepted inquiries and booking requests
   * (`message_counts`), with their views; conversionRate is null for a work without views.
   */
  messageWorks: {
    title: string;
    inquiries: number;
    bookings: number;
    views: number;
    conversionRate: number | null;
  }[];
  /**
   * The week's five traffic sources that brought the most accepted messages (`message_counts`
   * `sources`), with their visits; conversionRate is null for a source without visits.
   */
  messageSources: {
    label: string;
    inquiries: number;
    bookings: number;
    sessions: number;
    conversionRate: number | null;
  }[];
  /** Messages flood control held back that week (not emailed one by one). */
  likelySpam: number;
}

const NUMBER = new Intl.NumberFormat("en-GB");

function duration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, "0")}s`;
}

/** "+20%", "−5%", "no change", or "new" when the week before had none. */
function change(now: number, before: number): string {
  if (now === before) return "no change";
  if (before === 0) return "new";
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? "+" : "−"}${Math.abs(percent)}%`;
}

/** A rate as the dashboard's cards show it: at most one decimal, "2.5%". */
function rate(value: number): string {
  return `${value.toLocaleString("en-GB", { maximumFractionDigits: 1 })}%`;
}

function plural(count: number, one: string, many: string): string {
  return `${NUMBER.format(count)} ${count === 1 ? one : many}`;
}

/** "1. Alpine dawn: 2 inquiries, 1 booking from 40 views (7.5% conversion)"; `from` is "40 views" or "8 visits". */
function messageLine(
  index: number,
  name: string,
  counts: { inquiries: number; bookings: number; conversionRate: number | null },
  from: string,
): string {
  const rate =
    counts.conversionRate === null
      ? ""
      : ` (${counts.conversionRate.toLocaleString("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 })}% conversion)`;
  return `${index + 1}. ${name}: ${plural(counts.inquiries, "inquiry", "inquiries")}, ${plural(counts.bookings, "booking", "bookings")} from ${from}${rate}`;
}

function row(
  label: string,
  now: number,
  before: number,
  format: (value: number) => string = NUMBER.format,
): string {
  return `${label.padEnd(20)}${format(now).padStart(9)}   (week before ${format(before)}, ${change(now, before)})`;
}

/**
 * The weekly report's subject and plain-text body: last week's visitors, views, average visit,
 * inquiries received, booking requests and their conversion per visit (the headline: messages
 * that reached the inbox), each beside the week before, the inquiry and booking events browsers
 * reported (the spec's counters, apart), top five works, the five works and the five sources
 * that brought the most accepted messages, top sources, and a link to the dashboard showing
 * that week.
 */
export function composeWeeklyReport(
  weeks: ReportWeeks,
  current: WeekFigures,
  previous: WeekFigures,
  origin: string,
): { subject: string; text: string } {
  const now = current.metrics;
  const before = previous.metrics;
  const previousSources = new Map(before.trafficSources.map((source) => [source.source, source.sessions]));
  const dashboard = new URL("/studio", origin);
  dashboard.searchParams.set("from", weeks.current.from);
  dashboard.searchParams.set("to", weeks.current.to);

  const works = current.topWorks.length
    ? current.topWorks.map(
        (work, index) =>
          `${index + 1}. ${work.title}: ${NUMBER.format(work.views)} views (week before ${NUMBER.format(work.viewsBefore)})`,
      )
    : ["No work was viewed."];
  const messageWorks = current.messageWorks.length
    ? current.messageWorks.map((work, index) =>
        messageLine(index, work.title, work, plural(work.views, "view", "views")),
      )
    : ["No work brought a message."];
  const messageSources = current.messageSources.length
    ? current.messageSources.map((source, index) =>
        messageLine(index, source.label, source, plural(source.sessions, "visit", "visits")),
      )
    : ["No message came from a tracked visit."];
  const sources = now.trafficSources.length
    ? now.trafficSources
        .slice(0, 5)
        .map(
          (source, index) =>
            `${index + 1}. ${source.source}: ${NUMBER.format(source.sessions)} visits (week before ${NUMBER.format(previousSources.get(source.source) ?? 0)})`,
        )
    : ["No visits."];

  const text = [
    `Your portfolio from ${weeks.current.from} to ${weeks.current.to} (UTC), beside the week before (${weeks.previous.from} to ${weeks.previous.to}).`,
    "",
    row("Visitors", now.uniqueVisitors, before.uniqueVisitors),
    row("Views", now.totalViews, before.totalViews),
    row("Average visit", now.sessionDuration, before.sessionDuration, duration),
    row("Inquiries received", current.headline.inquiriesReceived, previous.headline.inquiriesReceived),
    row("Booking requests", current.headline.bookingRequests, previous.headline.bookingRequests),
    row("Conversion rate", current.headline.conversionRate, previous.headline.conversionRate, rate),
    "",
    "Conversion rate: inquiries received plus booking requests, per visit; messages held as likely spam are not counted.",
    `Browsers also reported ${plural(now.inquiries, "inquiry event", "inquiry events")} and ${plural(now.bookings, "booking event", "booking events")} (analytics events, which a script can write without sending anything).`,
    "",
    "Top works",
    ...works,
    "",
    "Works that brought messages",
    ...messageWorks,
    "",
    "Sources that brought messages",
    ...messageSources,
    "",
    "Top sources",
    ...sources,
    "",
    `Held as likely spam (not emailed): ${NUMBER.format(current.likelySpam)} (week before ${NUMBER.format(previous.likelySpam)})`,
    "",
    `Dashboard for the week: ${dashboard.href}`,
    "To stop these emails, turn off “Weekly email report” on the studio's dashboard.",
  ].join("\n");
  return { subject: `Folio weekly report: ${weeks.current.from} to ${weeks.current.to}`, text };
}
