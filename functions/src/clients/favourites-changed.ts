import { CLIENT_LIMITS } from "@folio/domain";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { isTransient } from "../lib/firestore-errors";
import { favouriteChanges, planFavourites } from "./activity-plan";
import { clientLogs } from "./logs";
import { galleryRefs, RECEIPTS } from "./refs";

/** Work ids the rules accept (firestore.rules `isClientWorkId`): anything else is no work of a gallery. */
const WORK_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

/** One favourites event: a device's hearts before and after. */
export interface FavouritesEvent {
  eventId: string;
  galleryId: string;
  before: unknown;
  after: unknown;
}

/**
 * Moves the gallery's heart counts (`activity/summary.favourites`) by the difference between
 * a device's hearts before and after, exactly once per event: the transaction creates the
 * event's receipt with the counts, so a redelivery finds the receipt and adds nothing. Only
 * ids of works of the gallery count (each changed id is read), and the map never holds more
 * than CLIENT_LIMITS.worksMax keys.
 */
export async function countFavourites(
  db: Firestore,
  event: FavouritesEvent,
): Promise<"counted" | "duplicate" | "unchanged"> {
  const changes = favouriteChanges(event.before, event.after);
  for (const id of changes.keys()) if (!WORK_ID.test(id)) changes.delete(id);
  // A device may change only a few hearts at a time; the reads stay bounded by the works anyway.
  const ids = [...changes.keys()].slice(0, CLIENT_LIMITS.worksMax);
  if (ids.length === 0) return "unchanged";
  const refs = galleryRefs(db, event.galleryId);
  const receipt = db.collection(RECEIPTS.collection).doc(`client-favourites-${event.eventId}`);
  return db.runTransaction(async (tx) => {
    const [done, summary, ...works] = await Promise.all([
      tx.get(receipt),
      tx.get(refs.summary),
      ...ids.map((id) => tx.get(refs.work(id))),
    ]);
    if (done.exists) return "duplicate";
    const current: unknown = summary.get("favourites");
    const plan = planFavourites(
      typeof current === "object" && current !== null ? (current as Record<string, unknown>) : {},
      changes,
      new Set(works.filter((work) => work.exists).map((work) => work.id)),
    );
    tx.create(receipt, { expiresAt: Timestamp.fromMillis(Date.now() + RECEIPTS.ttlMs) });
    if (plan.size > 0)
      tx.set(
        refs.summary,
        { favourites: Object.fromEntries([...plan].map(([id, n]) => [id, n ?? FieldValue.delete()])) },
        { merge: true },
      );
    return "counted";
  });
}

/** The trigger's entry: transient failures are thrown (the event is retried), others logged. */
export async function countFavouritesSafely(db: Firestore, event: FavouritesEvent): Promise<void> {
  try {
    const outcome = await countFavourites(db, event);
    if (outcome === "duplicate") clientLogs.favouritesDuplicate(event.eventId);
    if (outcome === "counted")
      clientLogs.favouritesCounted(event.galleryId, favouriteChanges(event.before, event.after).size);
  } catch (error) {
    if (isTransient(error)) throw error;
    clientLogs.favouritesFailed(event.galleryId, error);
  }
}
