import { zeroItemCounts, type ItemDayCounts } from "./day-stats";
import type { MessageCounts } from "./message-counts";
import { percent } from "./metrics";

/** One work's views and interactions over a period beside the accepted messages it brought. */
export interface WorkConversion extends ItemDayCounts, MessageCounts {
  /** Gallery item id. */
  contentId: string;
  /** (inquiries + bookings) / views × 100, two decimals; null when the work had no views. */
  conversionRate: number | null;
}

/** Inquiries plus bookings: the messages a work brought. */
export function messagesOf(work: MessageCounts): number {
  return work.inquiries + work.bookings;
}

/** The default order: most messages first, then most views, then id (stable). */
export function compareWorkConversions(a: WorkConversion, b: WorkConversion): number {
  return messagesOf(b) - messagesOf(a) || b.views - a.views || a.contentId.localeCompare(b.contentId);
}

const NO_COUNTS = zeroItemCounts();
const NO_MESSAGES: MessageCounts = { inquiries: 0, bookings: 0 };

/**
 * Every work that was viewed, liked, downloaded, shared or named by an accepted message over a
 * period, from the period's summed item counts (DayStats `items`) and summed message counts,
 * in the default order. Works with nothing are left out.
 */
export function workConversions(
  items: Readonly<Record<string, ItemDayCounts>>,
  messages: Readonly<Record<string, MessageCounts>>,
): WorkConversion[] {
  const ids = new Set([...Object.keys(items), ...Object.keys(messages)]);
  return [...ids]
    .map((contentId) => {
      // Both maps are prototype-free, but a caller's plain object must not lend `constructor`.
      const counts = Object.hasOwn(items, contentId) ? items[contentId]! : NO_COUNTS;
      const sent = Object.hasOwn(messages, contentId) ? messages[contentId]! : NO_MESSAGES;
      return {
        contentId,
        views: counts.views,
        likes: counts.likes,
        downloads: counts.downloads,
        shares: counts.shares,
        inquiries: sent.inquiries,
        bookings: sent.bookings,
        conversionRate: counts.views > 0 ? percent(messagesOf(sent), counts.views) : null,
      };
    })
    .filter((work) => work.views + work.likes + work.downloads + work.shares + messagesOf(work) > 0)
    .sort(compareWorkConversions);
}
