import type { InboxMessage } from "@/data/messages/inbox-message";

/** Which kind of message the inbox shows. */
export type KindFilter = "all" | "inquiry" | "booking";
/** Whether the inbox shows open, handled or all messages. */
export type StatusFilter = "open" | "handled" | "all";

/** The messages that pass both filters, order kept. */
export function filterMessages(
  messages: readonly InboxMessage[],
  kind: KindFilter,
  status: StatusFilter,
): InboxMessage[] {
  return messages.filter(
    (message) =>
      (kind === "all" || message.kind === kind) &&
      (status === "all" || message.handled === (status === "handled")),
  );
}
