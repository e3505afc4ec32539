import { z } from "../zod";
import { decodeSourceKey, dict, encodeSourceKey } from "./keys";
import { OTHER_SOURCE, TOP_SOURCES_PER_DAY } from "./limits";

/**
 * `message_counts/{YYYY-MM-DD}`: the accepted messages of a day (not flagged as likely spam by
 * the server's screening), in total and per published work they name. Written by the screening
 * transaction that marks each message (functions/src/messages/screen-message.ts), so each
 * message counts exactly once; the owner reads it. Unlike the counters' `inquiries` and
 * `bookings` (the spec's, from raw events a script can write), these are messages the owner
 * actually received. The `items` keys are gallery items that existed and were published when
 * the message came, so the map is bounded by the gallery.
 *
 * `sources` and `campaigns` count a message under the traffic source and `utm_campaign` of
 * the session it was sent from, when it names one (`sessionId`) of the same visitor. Their
 * keys are labels a visitor chose, so each map keeps the day's first ATTRIBUTION_LABELS_PER_DAY
 * labels and counts every later one under `Other`: the document stays bounded and the totals
 * stay exact. Keys are encoded as the day stats' sources are (`encodeSourceKey`).
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
  /** Per traffic source label of the message's session ("Direct" for none), decoded, prototype-free. */
  sources: Record<string, MessageCounts>;
  /** Per `utm_campaign` label of the message's session, decoded, prototype-free. */
  campaigns: Record<string, MessageCounts>;
}

/** The attribution maps of a day's `message_counts` document. */
export type AttributionMap = "sources" | "campaigns";

/** Labels a day's `sources` or `campaigns` map keeps before the rest go to OTHER_SOURCE (as day stats' sources). */
export const ATTRIBUTION_LABELS_PER_DAY = TOP_SOURCES_PER_DAY;

/**
 * The stored key a message counts under in a day's attribution map, given that map as stored:
 * the label's own key when the map has it or still has room, else OTHER_SOURCE's. First come,
 * first kept: the server cannot rank without reading every message again, and a later label
 * never moves an earlier one's count.
 */
export function attributionKey(stored: unknown, label: string): string {
  const key = encodeSourceKey(label);
  const other = encodeSourceKey(OTHER_SOURCE);
  if (typeof stored !== "object" || stored === null) return key;
  if (Object.hasOwn(stored, key)) return key;
  const labels = Object.keys(stored).filter((existing) => existing !== other).length;
  return labels < ATTRIBUTION_LABELS_PER_DAY ? key : other;
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
    sources: z.record(z.string(), countsSchema).catch({}).optional(),
    campaigns: z.record(z.string(), countsSchema).catch({}).optional(),
  })
  .catch({});

/** Adds `from`'s counts into `into`, under each key as `decode` reads it (two keys may read as one label). */
function addCounts(
  into: Record<string, MessageCounts>,
  from: Readonly<Record<string, MessageCounts>>,
  decode: (key: string) => string = (key) => key,
): void {
  for (const [key, counts] of Object.entries(from)) {
    const total = (into[decode(key)] ??= { inquiries: 0, bookings: 0 });
    total.inquiries += counts.inquiries;
    total.bookings += counts.bookings;
  }
}

/** A stored map copied into a prototype-free one: a stored key such as `__proto__` is data. */
function countsMap(
  stored: Record<string, MessageCounts> | undefined,
  decode?: (key: string) => string,
): Record<string, MessageCounts> {
  const map = dict<MessageCounts>();
  addCounts(map, stored ?? {}, decode);
  return map;
}

/** Reads a stored day liberally: missing or broken fields are zeros. */
export function parseMessageCounts(date: string, data: unknown): DayMessageCounts {
  const stored = storedSchema.parse(data ?? {});
  return {
    date,
    inquiries: stored.inquiries ?? 0,
    bookings: stored.bookings ?? 0,
    items: countsMap(stored.items),
    sources: countsMap(stored.sources, decodeSourceKey),
    campaigns: countsMap(stored.campaigns, decodeSourceKey),
  };
}

/** The sum of several days, per work, source and campaign, and in total. */
export function sumMessageCounts(days: readonly DayMessageCounts[]): Omit<DayMessageCounts, "date"> {
  const sum = {
    inquiries: 0,
    bookings: 0,
    items: dict<MessageCounts>(),
    sources: dict<MessageCounts>(),
    campaigns: dict<MessageCounts>(),
  };
  for (const day of days) {
    sum.inquiries += day.inquiries;
    sum.bookings += day.bookings;
    addCounts(sum.items, day.items);
    addCounts(sum.sources, day.sources);
    addCounts(sum.campaigns, day.campaigns);
  }
  return sum;
}
