import type { DayStats } from "./day-stats";
import { dict } from "./keys";
import type { DayMessageCounts, MessageCounts } from "./message-counts";
import { percent } from "./metrics";
import { messagesOf } from "./work-conversions";

/** One traffic source's or campaign's sessions over a period beside the accepted messages it brought. */
export interface AttributionConversion extends MessageCounts {
  /** The source or campaign label; NOT_TRACKED for the messages no session accounts for. */
  label: string;
  /** Sessions of the label over the period (the day stats'); 0 for the untracked row. */
  sessions: number;
  /** (inquiries + bookings) / sessions × 100, two decimals; null without sessions. */
  conversionRate: number | null;
  /** True for the row of messages sent without a session of their own visitor. */
  untracked: boolean;
}

/** The label of the messages that came without a usable session (no tracker, storage off, a foreign session). */
export const NOT_TRACKED = "Not tracked";

/** The default order: most messages, then most sessions, then label; the untracked row last. */
export function compareAttributionConversions(a: AttributionConversion, b: AttributionConversion): number {
  return (
    Number(a.untracked) - Number(b.untracked) ||
    messagesOf(b) - messagesOf(a) ||
    b.sessions - a.sessions ||
    a.label.localeCompare(b.label)
  );
}

/**
 * Every label with sessions or accepted messages over a period, from the period's summed
 * sessions per label (`DayStats.sources` or a dimension) and summed message counts per label,
 * in the default order. With `untracked` (the messages minus those any label holds), a
 * NOT_TRACKED row holds them: it is shown for sources, where every tracked message has a
 * label (Direct included), and not for campaigns, where a message without one is simply in
 * none. A label the day kept under `Other` on one side and by name on the other has no rate
 * on the side without sessions.
 */
export function attributionConversions(
  sessions: Readonly<Record<string, number>>,
  messages: Readonly<Record<string, MessageCounts>>,
  untracked: MessageCounts | null = null,
): AttributionConversion[] {
  const labels = new Set([...Object.keys(sessions), ...Object.keys(messages)]);
  const rows = [...labels]
    .map((label) => {
      // Prototype-free maps from the parsers; a caller's plain object must not lend `constructor`.
      const count = Object.hasOwn(sessions, label) ? sessions[label]! : 0;
      const sent = Object.hasOwn(messages, label) ? messages[label]! : { inquiries: 0, bookings: 0 };
      return {
        label,
        sessions: count,
        inquiries: sent.inquiries,
        bookings: sent.bookings,
        conversionRate: count > 0 ? percent(messagesOf(sent), count) : null,
        untracked: false,
      };
    })
    .filter((row) => row.sessions + messagesOf(row) > 0);
  if (untracked && messagesOf(untracked) > 0)
    rows.push({ label: NOT_TRACKED, sessions: 0, ...untracked, conversionRate: null, untracked: true });
  return rows.sort(compareAttributionConversions);
}

/** The messages of `total` that no label of `attributed` holds (never below zero). */
export function untrackedMessages(
  total: MessageCounts,
  attributed: Readonly<Record<string, MessageCounts>>,
): MessageCounts {
  let inquiries = total.inquiries;
  let bookings = total.bookings;
  for (const counts of Object.values(attributed)) {
    inquiries -= counts.inquiries;
    bookings -= counts.bookings;
  }
  return { inquiries: Math.max(0, inquiries), bookings: Math.max(0, bookings) };
}

/** One work's figures on one day. */
export interface WorkDay extends MessageCounts {
  date: string;
  views: number;
  likes: number;
  downloads: number;
  shares: number;
}

/**
 * One work's views, interactions and accepted messages on each day of a period, oldest first,
 * from the period's day stats and message counts (both one entry per day).
 */
export function workDays(
  contentId: string,
  days: readonly DayStats[],
  messages: readonly DayMessageCounts[],
): WorkDay[] {
  const sent = dict<MessageCounts>();
  for (const day of messages) if (Object.hasOwn(day.items, contentId)) sent[day.date] = day.items[contentId]!;
  const dates = [...new Set([...days.map((day) => day.date), ...messages.map((day) => day.date)])].sort();
  const byDate = new Map(days.map((day) => [day.date, day]));
  return dates.map((date) => {
    const items = byDate.get(date)?.items;
    const counts = items && Object.hasOwn(items, contentId) ? items[contentId]! : null;
    return {
      date,
      views: counts?.views ?? 0,
      likes: counts?.likes ?? 0,
      downloads: counts?.downloads ?? 0,
      shares: counts?.shares ?? 0,
      inquiries: sent[date]?.inquiries ?? 0,
      bookings: sent[date]?.bookings ?? 0,
    };
  });
}
