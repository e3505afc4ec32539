import { ANALYTICS_COLLECTIONS, COLLECTIONS } from "@folio/domain";
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { foldIntervalMs } from "./config";
import { FoldTimeoutError, sleep, withTransientRetry } from "./firestore-errors";
import { counterFields, foldShards, sameTotals } from "./fold-plan";
import { analyticsLogs } from "./logs";

/** The daily counter document of a UTC date. */
export function counterRef(db: Firestore, date: string): DocumentReference {
  return db.collection(COLLECTIONS.analyticsCounters).doc(date);
}

/** The visitor markers of a date (one per visitor id seen that day). */
export function visitorsOf(db: Firestore, date: string) {
  return counterRef(db, date).collection(ANALYTICS_COLLECTIONS.visitors);
}

/** The write shards of a date. */
export function shardsOf(db: Firestore, date: string) {
  return counterRef(db, date).collection(ANALYTICS_COLLECTIONS.shards);
}

export type FoldOutcome = "folded" | "covered" | "too-soon";

function millis(value: unknown): number {
  return value instanceof Timestamp ? value.toMillis() : 0;
}

/** Compares Timestamps exactly (microseconds matter: a write and a fold can share a millisecond). */
function notBefore(a: unknown, b: Timestamp): boolean {
  return (
    a instanceof Timestamp &&
    (a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds >= b.nanoseconds))
  );
}

/**
 * Sums the shards of `date` into its counter document, in one transaction so that a fold
 * that read older shards can never overwrite a newer one. `foldedThrough` records the newest
 * shard write included: every shard write committed at or before it is in the totals.
 *
 * - `since`: the fold is not needed when the counter already covers writes up to it.
 * - `force`: fold even if the last fold was less than `intervalMs` ago.
 * A fold that finds the totals unchanged writes nothing (the rebuild's second run is a no-op).
 */
export async function foldDay(
  db: Firestore,
  date: string,
  {
    since = null,
    force = false,
    intervalMs = foldIntervalMs(),
  }: { since?: Timestamp | null; force?: boolean; intervalMs?: number } = {},
): Promise<FoldOutcome> {
  const ref = counterRef(db, date);
  return db.runTransaction(async (tx) => {
    const counter = await tx.get(ref);
    if (since && notBefore(counter.get("foldedThrough"), since)) return "covered";
    if (!force && Date.now() - millis(counter.get("foldedAt")) < intervalMs) return "too-soon";
    const shards = await tx.get(shardsOf(db, date));
    const visitors = (await tx.get(visitorsOf(db, date).count())).data().count;
    const totals = foldShards(
      date,
      visitors,
      shards.docs.map((shard) => ({
        id: shard.id,
        data: shard.data(),
        updateTime: shard.updateTime.toMillis(),
      })),
    );
    let newest: Timestamp | null = null;
    for (const shard of shards.docs)
      if (!newest || !notBefore(newest, shard.updateTime)) newest = shard.updateTime;
    const stored = counter.data();
    const storedThrough = stored?.foldedThrough;
    const throughUnchanged =
      newest === null
        ? !storedThrough
        : storedThrough instanceof Timestamp &&
          notBefore(storedThrough, newest) &&
          notBefore(newest, storedThrough);
    if (counter.exists && sameTotals(stored, totals) && throughUnchanged) return "covered";
    tx.set(ref, {
      ...counterFields(totals),
      createdAt: stored?.createdAt ?? FieldValue.serverTimestamp(),
      foldedThrough: newest,
      foldedAt: Timestamp.now(),
    });
    return "folded";
  });
}

/**
 * Makes sure the counter document of `date` includes a shard write committed at `since`.
 * Folds at most once per interval per day (see config.ts) (Firestore's ~1 write/s per document): a
 * caller that finds a recent fold waits for the interval to pass, then checks again. Every
 * caller keeps at it until a fold covers its own write, so the last writes of a burst are
 * always folded, without a scheduler (which the emulator would not run).
 */
export async function ensureFolded(
  db: Firestore,
  date: string,
  since: Timestamp,
  { intervalMs = foldIntervalMs(), deadlineMs = 45_000 }: { intervalMs?: number; deadlineMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  const ref = counterRef(db, date);
  while (Date.now() < deadline) {
    const counter = await ref.get();
    if (notBefore(counter.get("foldedThrough"), since)) return;
    const wait = millis(counter.get("foldedAt")) + intervalMs - Date.now();
    if (wait > 0) {
      await sleep(wait + Math.random() * 100);
      continue;
    }
    try {
      const outcome = await withTransientRetry(
        `fold ${date}`,
        () => foldDay(db, date, { since, intervalMs }),
        3,
      );
      if (outcome !== "too-soon") return;
    } catch (error) {
      analyticsLogs.foldGaveUp(date, error);
      throw error;
    }
  }
  const error = new FoldTimeoutError(date, deadlineMs);
  analyticsLogs.foldGaveUp(date, error);
  throw error;
}
