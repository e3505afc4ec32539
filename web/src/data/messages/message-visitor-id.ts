import { MESSAGE_PATTERNS, utcDateKey, type VisitorId } from "@folio/domain";
import { VISITOR_KEY } from "@/data/analytics/tracker/tracker-engine";

/**
 * Today's anonymous visitor id of the tracker, sent with a message so flood control can
 * budget per visitor. Undefined when there is none (tracking skipped, storage off, an id from
 * another day): the message then falls under the site-wide budget only.
 */
export function messageVisitorId(
  read: () => string | null = () => localStorage.getItem(VISITOR_KEY),
  now: Date = new Date(),
): string | undefined {
  try {
    const stored = JSON.parse(read() ?? "null") as Partial<VisitorId> | null;
    const id = stored?.id;
    if (stored?.day !== utcDateKey(now) || typeof id !== "string") return undefined;
    return MESSAGE_PATTERNS.visitorId.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}
