import {
  COLLECTIONS,
  emailStatusOf,
  type EmailStatus,
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

/** Both kinds, in the order the inbox reads them. */
export const MESSAGE_KINDS = Object.keys(MESSAGE_COLLECTIONS) as MessageKind[];

/**
 * One document of the inbox. `message` is null when the document does not parse (written by a
 * script or an older client): it is still listed, so the owner can delete it, and the unread
 * count, which counts documents, agrees with what the inbox shows.
 */
export interface InboxEntry {
  kind: MessageKind;
  id: string;
  createdAt: Date | null;
  handled: boolean;
  likelySpam: boolean;
  /** The owner's email about it (null: none yet, or likely spam, which is not emailed). */
  emailStatus: EmailStatus | null;
  message: InboxMessage | null;
}

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

/** Parses a stored message at the edge; null for a malformed document. */
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

/** A stored document as an inbox entry, readable or not; `now` decides whether a send's claim lapsed. */
export function parseInboxEntry(
  kind: MessageKind,
  id: string,
  data: Record<string, unknown>,
  now: Date = new Date(),
): InboxEntry {
  return {
    kind,
    id,
    createdAt: toDate(data.createdAt),
    handled: data.handled === true,
    likelySpam: data.likelySpam === true,
    emailStatus: emailStatusOf(data.notification, now),
    message: parseInboxMessage(kind, id, data),
  };
}

/** Newest first; an entry whose server time is still pending (or missing) counts as newest. */
export function newestFirst(a: { createdAt: Date | null }, b: { createdAt: Date | null }): number {
  const at = (entry: { createdAt: Date | null }) => entry.createdAt?.getTime() ?? Number.MAX_SAFE_INTEGER;
  return at(b) - at(a);
}
