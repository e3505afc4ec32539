import { COLLECTIONS, parseStoredEvent } from "@folio/domain";
import { eventDelta } from "./event-delta";
import { FieldValue, type Firestore, type Timestamp, type WriteBatch } from "firebase-admin/firestore";
import { planEvent, type EventEffects } from "./event-plan";
import { errorCode, GRPC, isPermanent, withTransientRetry } from "./firestore-errors";
import { ensureFolded, shardsOf, visitorsOf } from "./fold";
import { analyticsLogs } from "./logs";
import { deltaWrite } from "./stats-delta";

/** A new analytics event as its trigger delivers it. */
export interface EventInput {
  id: string;
  data: unknown;
  /** Update time of the document as delivered: the precondition of counting it. */
  updateTime: Timestamp;
}

export type CountOutcome = "counted" | "duplicate" | "ignored" | "gone";

/**
 * Adds an event's counting to `batch`: the shard increments, the visitor marker, the gallery
 * item's views or likes, and the event's own `countState`, guarded by `lastUpdateTime`. The
 * precondition makes the effect exactly-once: once counted, the event's update time has
 * moved on, so a redelivery, a retry or a racing rebuild fails the whole batch and changes
 * nothing (https://firebase.google.com/docs/functions/retries#idempotent).
 */
export function addEventCounting(
  db: Firestore,
  batch: WriteBatch,
  eventId: string,
  updateTime: Timestamp,
  effects: EventEffects,
): void {
  markCounted(db, batch, eventId, updateTime);
  const shards = shardsOf(db, effects.date);
  batch.set(
    shards.doc(effects.shard),
    deltaWrite(eventDelta(effects), (value) => FieldValue.increment(value)),
    {
      merge: true,
    },
  );
  // Idempotent: the marker exists once per visitor and day, whatever the number of events.
  if (effects.visitor) batch.set(visitorsOf(db, effects.date).doc(effects.visitor.id), {});
  if (effects.item?.totalField) {
    batch.update(db.collection(COLLECTIONS.gallery).doc(effects.item.id), {
      [effects.item.totalField]: FieldValue.increment(1),
    });
  }
}

/** Marks an event counted, on the condition that nobody changed it since `updateTime`. */
export function markCounted(db: Firestore, batch: WriteBatch, eventId: string, updateTime: Timestamp): void {
  batch.update(
    db.collection(COLLECTIONS.analyticsEvents).doc(eventId),
    { countState: "counted", countedAt: FieldValue.serverTimestamp() },
    { lastUpdateTime: updateTime },
  );
}

/** Why an event about an item does not count: the item is gone, or a draft (drafts never gain views). */
export function itemRejection(
  exists: boolean,
  published: unknown,
): "unknown-content" | "unpublished-content" | null {
  if (!exists) return "unknown-content";
  return published === true ? null : "unpublished-content";
}

async function markIgnored(db: Firestore, input: EventInput, reason: string): Promise<void> {
  try {
    await db
      .collection(COLLECTIONS.analyticsEvents)
      .doc(input.id)
      .update({ countState: "ignored", ignoredReason: reason }, { lastUpdateTime: input.updateTime });
  } catch (error) {
    // Already counted or marked by a rebuild, or deleted: either way nothing to add.
    if (errorCode(error) !== GRPC.FAILED_PRECONDITION && errorCode(error) !== GRPC.NOT_FOUND) throw error;
  }
}

/**
 * Counts one new analytics event exactly once, then makes sure the day's counter document
 * holds the new total. Unknown types and unknown content are logged and not counted.
 */
export async function countEvent(db: Firestore, input: EventInput): Promise<CountOutcome> {
  try {
    return await countEventOnce(db, input);
  } catch (error) {
    // A failure that is the data's fault would fail the same way on every redelivery, for
    // days: such an event is marked and left out. Anything else is retried.
    if (!isPermanent(error)) throw error;
    analyticsLogs.eventIgnored(input.id, "uncountable", String(error).slice(0, 300));
    await markIgnored(db, input, "uncountable");
    return "ignored";
  }
}

async function countEventOnce(db: Firestore, input: EventInput, attempt = 1): Promise<CountOutcome> {
  const parsed = parseStoredEvent(input.data);
  if (!parsed.ok) {
    analyticsLogs.eventIgnored(input.id, parsed.reason, parsed.detail);
    await markIgnored(db, input, parsed.reason);
    return "ignored";
  }
  if (parsed.event.countState === "counted") return "duplicate";
  const effects = planEvent(input.id, parsed.event);
  if (effects.item) {
    const item = await db.collection(COLLECTIONS.gallery).doc(effects.item.id).get();
    const reason = itemRejection(item.exists, item.get("published"));
    if (reason) {
      analyticsLogs.eventIgnored(input.id, reason, effects.item.id);
      await markIgnored(db, input, reason);
      return "ignored";
    }
  }
  let committedAt: Timestamp;
  try {
    committedAt = await withTransientRetry(`event ${input.id}`, async () => {
      const batch = db.batch();
      addEventCounting(db, batch, input.id, input.updateTime, effects);
      const results = await batch.commit();
      return results[0]!.writeTime;
    });
  } catch (error) {
    const code = errorCode(error);
    if (code !== GRPC.FAILED_PRECONDITION && code !== GRPC.NOT_FOUND) throw error;
    // Counted before (a redelivery, or the retry of an invocation that failed after its
    // commit), or the event or its item is gone. A counted event still needs its fold.
    const current = await db.collection(COLLECTIONS.analyticsEvents).doc(input.id).get();
    if (!current.exists) {
      analyticsLogs.eventGone(input.id);
      return "gone";
    }
    if (current.get("countState") !== "counted") {
      // Its gallery item was deleted between the check and the commit: decide again.
      if (code === GRPC.NOT_FOUND && attempt < 3) return countEventOnce(db, input, attempt + 1);
      throw error;
    }
    analyticsLogs.eventDuplicate(input.id);
    await ensureFolded(db, effects.date, current.updateTime!);
    return "duplicate";
  }
  await ensureFolded(db, effects.date, committedAt);
  return "counted";
}
