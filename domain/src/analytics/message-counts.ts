import { z } from "../zod";
import { dict } from "./keys";

/**
 * `message_counts/{YYYY-MM-DD}`: the accepted messages of a day (not flagged as likely spam by
 * the server's screening), in total and per published work they name. Written by the screening
 * transaction that marks each message (functions/src/messages/screen-message.ts), so each
 * message counts exactly once; the owner reads it. Unlike the counters' `inquiries` and
 * `bookings` (the spec's, from raw events a script can write), these are messages the owner
 * actually received. The `items` keys are gallery items that existed and were published when
 * the message came, so the map is bounded by the gallery.
 */
export const MESSAGE_COUNTS_COLLECTION = "message_counts";

/** Messages a work (or the day) brought. */
export interface MessageCounts {
  inquiries: number;
  bookings: number;
}

export interface DayMessageCounts extends MessageCounts {
  date: string;
  /** Per work, keyed by gallery item id (a prototype-free map). */
  items: Record<string, MessageCounts>;
}

const count = z.number().finite().nonnegative().catch(0);
const countsSchema = z
  .object({ inquiries: count.optional(), bookings: count.optional() })
  .catch({})
  .transform((value) => ({ inquiries: value.inquiries ?? 0, bookings: value.bookings ?? 0 }));
const storedSchema = z
  .object({
    inquiries: count.optional(),
    bookings: count.optional(),
    items: z.record(z.string(), countsSchema).catch({}).optional(),
  })
  .catch({});

/** Reads a stored day liberally: missing or broken fields are zeros. */
export function parseMessageCounts(date: string, data: unknown): DayMessageCounts {
  const stored = storedSchema.parse(data ?? {});
  const items = dict<MessageCounts>();
  // Copied into a prototype-free map: a stored key such as `__proto__` is data.
  for (const [id, counts] of Object.entries(stored.items ?? {})) items[id] = counts;
  return { date, inquiries: stored.inquiries ?? 0, bookings: stored.bookings ?? 0, items };
}

/** The sum of several days, per work and in total. */
export function sumMessageCounts(days: readonly DayMessageCounts[]): Omit<DayMessageCounts, "date"> {
  const items = dict<MessageCounts>();
  let inquiries = 0;
  let bookings = 0;
  for (const day of days) {
    inquiries += day.inquiries;
    bookings += day.bookings;
    for (const [id, counts] of Object.entries(day.items)) {
      const total = (items[id] ??= { inquiries: 0, bookings: 0 });
      total.inquiries += counts.inquiries;
      total.bookings += counts.bookings;
    }
  }
  return { inquiries, bookings, items };
}
