// Pure: when a day's visitors make a spike, and the email that says so.
import { addDays } from "@folio/domain";

/** How often the schedule looks: an alert arrives within this many minutes of the spike. */
export const SPIKE_CHECK_MINUTES = 15;
/** The automatic threshold is this many times the usual visitors of the same weekday. */
export const SPIKE_FACTOR = 3;
/** Weeks back the usual visitors are averaged over. */
export const SPIKE_WEEKS = 4;
/**
 * The automatic threshold never falls below this: three times a new site's two visitors a day
 * is no news, and an alert that fires for nothing teaches the owner to ignore it.
 */
export const SPIKE_MIN_VISITORS = 10;

/** The same weekday in each of the SPIKE_WEEKS weeks before `date`, newest first. */
export function sameWeekdays(date: string): string[] {
  return Array.from({ length: SPIKE_WEEKS }, (_, week) => addDays(date, -7 * (week + 1)));
}

/**
 * Visitors that make `date` a spike: the owner's number when set, otherwise SPIKE_FACTOR times
 * the average of the same weekday's visitors over the last SPIKE_WEEKS weeks (days with no
 * figures count as 0), and never below SPIKE_MIN_VISITORS.
 */
export function spikeThreshold(usual: readonly number[], ownerVisitors: number | null): number {
  if (ownerVisitors !== null) return ownerVisitors;
  const average = usual.reduce((sum, visitors) => sum + visitors, 0) / SPIKE_WEEKS;
  return Math.max(SPIKE_MIN_VISITORS, Math.ceil(SPIKE_FACTOR * average));
}

/** What the alert names: today's figures, its most viewed work and its top source. */
export interface SpikeFigures {
  date: string;
  visitors: number;
  threshold: number;
  /** The average of the same weekday's visitors, for the email's comparison. */
  usual: number;
  work: { id: string; title: string; views: number } | null;
  source: { label: string; sessions: number } | null;
}

const NUMBER = new Intl.NumberFormat("en-GB");

/** The alert's subject and plain-text body: "Alpine Dawn, from reddit.com", and a link to today's dashboard. */
export function composeSpikeAlert(figures: SpikeFigures, origin: string): { subject: string; text: string } {
  const what = [figures.work?.title, figures.source && `from ${figures.source.label}`]
    .filter(Boolean)
    .join(", ");
  const dashboard = new URL("/studio", origin);
  dashboard.searchParams.set("period", "today");
  const text = [
    `${NUMBER.format(figures.visitors)} visitors so far today (${figures.date}, UTC): the alert is set at ` +
      `${NUMBER.format(figures.threshold)}, and this weekday usually brings ${NUMBER.format(figures.usual)}.`,
    "",
    figures.work
      ? `Most viewed today: ${figures.work.title} (${NUMBER.format(figures.work.views)} views)`
      : "No work was opened yet today.",
    figures.source
      ? `Top source today: ${figures.source.label} (${NUMBER.format(figures.source.sessions)} visits so far)`
      : "No visit has ended yet today, so no source is known.",
    "",
    `Dashboard for today: ${dashboard.href}`,
    "One alert a day at most. To change the threshold or turn the alert off, see “Spike alert” on the studio's dashboard.",
  ].join("\n");
  return { subject: `Folio: visitors are up today${what ? ` (${what})` : ""}`, text };
}
