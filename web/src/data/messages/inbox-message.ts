import {
  COLLECTIONS,
  storedBookingSchema,
  storedInquirySchema,
  type StoredBooking,
  type StoredInquiry,
} from "@folio/domain";

/** An inquiry or a booking request, as the studio inbox shows it. */
export type InboxMessage = ({ kind: "inquiry" } & StoredInquiry) | ({ kind: "booking" } & StoredBooking);

/** The two kinds of message and their owner-only collections. */
export const MESSAGE_COLLECTIONS = {
  inquiry: COLLECTIONS.inquiries,
  booking: COLLECTIONS.bookings,
} as const;

export type MessageKind = keyof typeof MESSAGE_COLLECTIONS;

interface TimestampLike {
  toDate(): Date;
}

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === "object" && value !== null && typeof (value as TimestampLike).toDate === "function") {
    return (value as TimestampLike).toDate();
  }
  return null;
}

/** Parses a stored message at the edge; null for a malformed document (the list skips it). */
export function parseInboxMessage(
  kind: MessageKind,
  id: string,
  data: Record<string, unknown>,
): InboxMessage | null {
  const input = { ...data, id, createdAt: toDate(data.createdAt) };
  if (kind === "inquiry") {
    const result = storedInquirySchema.safeParse(input);
    return result.success ? { kind, ...result.data } : null;
  }
  const result = storedBookingSchema.safeParse(input);
  return result.success ? { kind, ...result.data } : null;
}

/** Newest first; a message whose server time is still pending counts as newest. */
export function newestFirst(a: InboxMessage, b: InboxMessage): number {
  const at = (message: InboxMessage) => message.createdAt?.getTime() ?? Number.MAX_SAFE_INTEGER;
  return at(b) - at(a);
}
