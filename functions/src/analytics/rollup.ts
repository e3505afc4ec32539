import { ANALYTICS_COLLECTIONS, computeMetrics, dayStatsFields, parseDayStats } from "@folio/domain";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { counterRef } from "./fold";
import { sameFields } from "./fold-plan";

/** The rollup document of a day: the spec's computed metrics, plus the additive stats behind them. */
export function rollupFields(date: string, counter: unknown): Record<string, unknown> {
  const stats = parseDayStats(date, counter);
  const { from: _from, ...metrics } = computeMetrics(stats);
  return { ...metrics, stats: dayStatsFields(stats) };
}

/**
 * Writes `analytics_metrics/{date}` from the day's (folded) counter. Only closed days are
 * rolled up: a rollup is final, and today's figures come from the live counter. Writes
 * nothing when the rollup already says the same (so a second rebuild changes nothing).
 */
export async function writeRollup(db: Firestore, date: string): Promise<boolean> {
  const [counter, existing] = await Promise.all([
    counterRef(db, date).get(),
    db.collection(ANALYTICS_COLLECTIONS.metrics).doc(date).get(),
  ]);
  const fields = rollupFields(date, counter.data());
  if (existing.exists) {
    const { rolledUpAt: _at, ...current } = existing.data()!;
    if (sameFields(current, fields)) return false;
  }
  await db
    .collection(ANALYTICS_COLLECTIONS.metrics)
    .doc(date)
    .set({ ...fields, rolledUpAt: FieldValue.serverTimestamp() });
  return true;
}
