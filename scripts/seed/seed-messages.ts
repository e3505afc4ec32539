import { addDays, COLLECTIONS, MESSAGE_LIMITS, SHOOT_KINDS, utcDateKey } from "@folio/domain";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { screenMessage, type ScreenOutcome } from "../../functions/src/messages/screen-message";
import type { SyntheticVisit } from "./analytics-visits";

/** The demo's messages older than this are handled: the owner has answered them. */
const HANDLED_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

/** gRPC ALREADY_EXISTS: a message of an earlier, interrupted seed run. */
const ALREADY_EXISTS = 6;

const SENDERS = [
  ["Amélie Laurent", "amelie.laurent@example.com"],
  ["Jonas Berg", "jonas.berg@example.org"],
  ["Priya Raman", "priya.raman@example.net"],
  ["Tom Okafor", "tom.okafor@example.com"],
  ["Lucía Fernández", "lucia.fernandez@example.org"],
  ["Hannah Weiss", "hannah.weiss@example.net"],
  ["Kenji Sato", "kenji.sato@example.com"],
  ["Maya Cohen", "maya.cohen@example.org"],
] as const;

const ABOUT_WORK = [
  (title: string) => `Hello, is “${title}” available as a print? I am looking for something around 50×70 cm.`,
  (title: string) =>
    `I love “${title}”. Could we use it on our restaurant's new menu? Happy to discuss a licence.`,
  (title: string) => `Would you sell “${title}” framed, and do you ship to Germany?`,
];
const GENERAL = [
  "Hi! Do you travel for shoots? We are planning something in Lisbon next spring.",
  "Could you send me your rates for a half-day product shoot (about 20 items)?",
  "Do you offer gift vouchers for a portrait session?",
];
const BOOKING_NOTES = [
  "Small ceremony, about 40 guests, mostly outdoors.",
  "Headshots for our team of six, at our office.",
  "A family session in the park, two children and a dog.",
  "Launch evening for our studio, from 7 pm to 10 pm.",
];

/** One inbox message of the demo, as the contact or booking form stores it. */
export interface SeedMessage {
  /** `inquiries/{id}` or `bookings/{id}`. */
  path: string;
  data: Record<string, unknown>;
  /** When it was sent (epoch ms): its `createdAt`. */
  at: number;
}

/**
 * The messages of the synthetic visits: one per `inquiry` or `booking` event, as the form stored
 * it just before the tracker wrote that event (the forms record the event once the message is
 * sent): the same time, visitor and session, and for an inquiry about a work, that work. So the
 * inbox, `message_counts` and the events tell one story. Deterministic: the same visits give
 * the same messages. Those older than three days are handled.
 */
export function syntheticMessages(visits: readonly SyntheticVisit[], now: Date): SeedMessage[] {
  const messages: SeedMessage[] = [];
  for (const visit of visits)
    for (const event of visit.events) {
      if (event.type !== "inquiry" && event.type !== "booking") continue;
      const index = messages.length;
      const [name, email] = SENDERS[index % SENDERS.length]!;
      const common = {
        name,
        email,
        visitorId: visit.userId,
        sessionId: visit.sessionId,
        createdAt: Timestamp.fromMillis(event.at),
        handled: now.getTime() - event.at > HANDLED_AFTER_MS,
      };
      const item = event.item
        ? { itemId: event.item.id, itemTitle: event.item.title.slice(0, MESSAGE_LIMITS.itemTitleMax) }
        : null;
      const id = `seedm-${event.id}`;
      if (event.type === "inquiry")
        messages.push({
          path: `${COLLECTIONS.inquiries}/${id}`,
          at: event.at,
          data: {
            ...common,
            message: item
              ? ABOUT_WORK[index % ABOUT_WORK.length]!(item.itemTitle)
              : GENERAL[index % GENERAL.length]!,
            itemId: item?.itemId ?? null,
            itemTitle: item?.itemTitle ?? null,
          },
        });
      else
        messages.push({
          path: `${COLLECTIONS.bookings}/${id}`,
          at: event.at,
          data: {
            ...common,
            phone: "",
            // Weeks ahead of the request, as a shoot is booked.
            date: addDays(utcDateKey(event.at), 21 + ((index * 11) % 70)),
            shootKind: SHOOT_KINDS[index % SHOOT_KINDS.length]!,
            message: BOOKING_NOTES[index % BOOKING_NOTES.length]!,
          },
        });
    }
  return messages.sort((a, b) => a.at - b.at);
}

/**
 * Stores the demo's messages with triggers off, then screens each, oldest first, with the
 * server's own screening transaction (`screenMessage`): flood control, `screenedAt`, and the
 * count in `message_counts` (per day, work, source and campaign), exactly as a visitor's
 * message gets them. No email is sent: the demo's owner address receives nothing from the seed.
 * Fixed ids, and screening is idempotent, so a re-run after an interruption adds only what is
 * missing. Returns how many messages each screening outcome had.
 */
export async function seedMessages(
  db: Firestore,
  messages: readonly SeedMessage[],
): Promise<Record<ScreenOutcome, number>> {
  const writer = db.bulkWriter({ throttling: false });
  const failures: unknown[] = [];
  for (const message of messages)
    void writer.create(db.doc(message.path), message.data).catch((error: { code?: unknown }) => {
      if (error.code !== ALREADY_EXISTS) failures.push(error);
    });
  await writer.close();
  if (failures.length > 0)
    throw new Error(`message seed: ${failures.length} writes failed`, { cause: failures[0] });
  const outcomes: Record<ScreenOutcome, number> = { clear: 0, flagged: 0, "already-screened": 0, gone: 0 };
  // One at a time, oldest first: as visitors' messages arrive, each counted against the budgets before it.
  for (const message of messages) outcomes[await screenMessage(db, message.path, new Date(message.at))] += 1;
  return outcomes;
}
