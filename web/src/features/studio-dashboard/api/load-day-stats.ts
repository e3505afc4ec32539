import {
  ANALYTICS_COLLECTIONS,
  COLLECTIONS,
  dateKeysBetween,
  emptyDayStats,
  parseDayStats,
  planCounterReads,
  rolledUpStats,
  type DayStats,
} from "@folio/domain";
import {
  collection,
  documentId,
  getDoc,
  getDocs,
  doc,
  query,
  where,
  type Firestore,
} from "firebase/firestore";
import { queryOptions } from "@tanstack/react-query";
import { db } from "@/lib/firebase/firestore";
import { isValidRange, type DateRange } from "./date-range";

/** The documents of a day-keyed collection from `range.from` to `range.to`: one query on the id. */
export async function readRange(
  firestore: Firestore,
  name: string,
  range: DateRange,
): Promise<Map<string, unknown>> {
  const snapshot = await getDocs(
    query(
      collection(firestore, name),
      where(documentId(), ">=", range.from),
      where(documentId(), "<=", range.to),
    ),
  );
  return new Map<string, unknown>(snapshot.docs.map((document) => [document.id, document.data()]));
}

/**
 * The additive stats of every day of `range`, oldest first, from the nightly rollups
 * (`analytics_metrics`), falling back to the live counters (`analytics_counters`) for today,
 * any day not rolled up yet, and a day whose rollup left its works in the counter. Reads one document per day at most (plus one query each):
 * the cost grows with days, not with events. [] for an invalid range; rejects when a read fails.
 */
export async function fetchDayStats(range: DateRange): Promise<DayStats[]> {
  if (!isValidRange(range)) return [];
  const firestore = db();
  const keys = dateKeysBetween(range.from, range.to);
  const rollups = new Map<string, DayStats>();
  for (const [key, rollup] of await readRange(firestore, ANALYTICS_COLLECTIONS.metrics, range)) {
    const stats = rolledUpStats(key, rollup);
    if (stats) rollups.set(key, stats);
  }
  const plan = planCounterReads(keys, new Set(rollups.keys()));
  const counters = plan.range
    ? await readRange(firestore, COLLECTIONS.analyticsCounters, plan.range)
    : new Map<string, unknown>();
  const snapshots = await Promise.all(
    plan.single.map((key) => getDoc(doc(firestore, COLLECTIONS.analyticsCounters, key))),
  );
  for (const snapshot of snapshots) if (snapshot.exists()) counters.set(snapshot.id, snapshot.data());
  return keys.map((key) => {
    const rollup = rollups.get(key);
    if (rollup) return rollup;
    return counters.has(key) ? parseDayStats(key, counters.get(key)) : emptyDayStats(key);
  });
}

/** Key of every dashboard query; a rebuild invalidates them all. */
export const ANALYTICS_KEY = ["analytics"] as const;

/**
 * The day stats of `range` as a query: every panel of the dashboard that shows the same
 * range shares this one read (the panels `select` what they draw from it).
 */
export function dayStatsQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: [...ANALYTICS_KEY, "days", range.from, range.to],
    queryFn: () => fetchDayStats(range),
  });
}
