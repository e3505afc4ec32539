import { addDays, COLLECTIONS, emptyDayStats, parseDateKey, type DayStats } from "@folio/domain";
import { FieldValue, Timestamp, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import { itemRejection } from "./count-event";
import { shardsOf, visitorsOf } from "./fold";
import type { DayRebuildPlan, DocRead } from "./rebuild-plan";
import { REPAIR_SHARD } from "./shard";
import { deltaWrite } from "./stats-delta";

/** Writes per batch: Firestore allows 500; claims take up to three each. */
const BATCH_CLAIMS = 120;

/** Reads a day's events, sessions and shards in one consistent snapshot (a read-only transaction). */
export async function readDay(db: Firestore, date: string) {
  const start = Timestamp.fromDate(parseDateKey(date));
  const end = Timestamp.fromDate(parseDateKey(addDays(date, 1)));
  return db.runTransaction(
    async (tx) => {
      const events = await tx.get(
        db
          .collection(COLLECTIONS.analyticsEvents)
          .where("timestamp", ">=", start)
          .where("timestamp", "<", end),
      );
      const sessions = await tx.get(
        db.collection(COLLECTIONS.userSessions).where("startTime", ">=", start).where("startTime", "<", end),
      );
      const shards = await tx.get(shardsOf(db, date));
      const markers = await tx.get(visitorsOf(db, date).select());
      const read = (doc: (typeof events.docs)[number]): DocRead => ({
        id: doc.id,
        data: doc.data(),
        updateTime: doc.updateTime,
      });
      return {
        events: events.docs.map(read),
        sessions: sessions.docs.map(read),
        markers: markers.docs.map((doc) => doc.id),
        shards: shards.docs.map((doc) => ({
          id: doc.id,
          data: doc.data(),
          updateTime: doc.updateTime.toMillis(),
        })),
      };
    },
    { readOnly: true },
  );
}

/** Commits the correction of drift: increments on the repair shard, visitor markers added or removed. */
export async function commitCorrection(db: Firestore, plan: DayRebuildPlan): Promise<void> {
  const batch = db.batch();
  const shards = shardsOf(db, plan.date);
  const write = deltaWrite(plan.correction, (value) => FieldValue.increment(value));
  if (Object.keys(write).length > 0) batch.set(shards.doc(REPAIR_SHARD), write, { merge: true });
  const visitors = visitorsOf(db, plan.date);
  for (const id of plan.missingVisitors) batch.set(visitors.doc(id), {});
  for (const id of plan.extraVisitors) batch.delete(visitors.doc(id));
  await batch.commit();
}

/** Why each of `ids` cannot be counted (missing or not published); countable ids are absent. */
export async function uncountableItems(db: Firestore, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const out = new Map<string, string>();
  if (unique.length === 0) return out;
  const snapshots = await db.getAll(...unique.map((id) => db.collection(COLLECTIONS.gallery).doc(id)));
  for (const snapshot of snapshots) {
    const reason = itemRejection(snapshot.exists, snapshot.get("published"));
    if (reason) out.set(snapshot.id, reason);
  }
  return out;
}

/**
 * Commits `entries` in batches. `add` puts each entry's own document change in the batch
 * and returns what it adds to the day; the sums go to the repair shard once per batch
 * (a batch should not write one document many times).
 */
export async function commitInBatches<T>(
  db: Firestore,
  date: string,
  entries: readonly T[],
  add: (batch: WriteBatch, entry: T, sums: ClaimSums) => void,
): Promise<void> {
  for (let index = 0; index < entries.length; index += BATCH_CLAIMS) {
    const batch = db.batch();
    const sums: ClaimSums = { day: emptyDayStats(date), visitors: new Set(), items: new Map() };
    for (const entry of entries.slice(index, index + BATCH_CLAIMS)) add(batch, entry, sums);
    const shards = shardsOf(db, date);
    const write = deltaWrite(sums.day, (value) => FieldValue.increment(value));
    if (Object.keys(write).length > 0) batch.set(shards.doc(REPAIR_SHARD), write, { merge: true });
    for (const id of sums.visitors) batch.set(visitorsOf(db, date).doc(id), {});
    for (const [id, totals] of sums.items) {
      const update: Record<string, FieldValue> = {};
      if (totals.views) update.views = FieldValue.increment(totals.views);
      if (totals.likes) update.likes = FieldValue.increment(totals.likes);
      if (Object.keys(update).length > 0) batch.update(db.collection(COLLECTIONS.gallery).doc(id), update);
    }
    await batch.commit();
  }
}

/** What a batch of claims adds up to. */
export interface ClaimSums {
  day: DayStats;
  visitors: Set<string>;
  items: Map<string, { views: number; likes: number }>;
}
