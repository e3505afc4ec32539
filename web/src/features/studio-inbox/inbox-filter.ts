import type { InboxEntry } from "@/data/messages/inbox-message";
import type { MessageView } from "@/data/messages/list-messages";

/** Which kind of message the inbox shows. */
export type KindFilter = "all" | "inquiry" | "booking";
/** Whether the inbox shows open, handled or all messages. */
export type StatusFilter = "open" | "handled" | "all";

/**
 * Whether an entry read for a view belongs in it now: the inbox leaves likely spam out (its
 * own tab lists it), and a message the owner just marked leaves the status it no longer has.
 */
export function entryVisible(entry: InboxEntry, view: MessageView): boolean {
  if (view.box === "spam") return entry.likelySpam;
  if (entry.likelySpam) return false;
  return view.status === "all" || entry.handled === (view.status === "handled");
}
