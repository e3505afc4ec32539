import {
  ANALYTICS_COLLECTIONS,
  COLLECTIONS,
  dateKeysBetween,
  emptyDayStats,
  parseDayStats,
  planCounterReads,
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
import { db } from "@/lib/firebase/firestore";
import { rangeKey, type DateRange } from "./date-range";

const CACHE_MS = 30_000;
const cache = new Map<string, { at: number; days: Promise<DayStats[]> }>();

async function readRange(
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
 * (`analytics_metrics`), falling back to the live counters (`analytics_counters`) for today
 * and any day not rolled up yet. Reads one document per day at most (plus one query each):
 * the cost grows with days, not with events.
 */
async function readDayStats(range: DateRange): Promise<DayStats[]> {
  const firestore = db();
  const keys = dateKeysBetween(range.from, range.to);
  const rollups = await readRange(firestore, ANALYTICS_COLLECTIONS.metrics, range);
  const plan = planCounterReads(keys, new Set(rollups.keys()));
  const counters = plan.range
    ? await readRange(firestore, COLLECTIONS.analyticsCounters, plan.range)
    : new Map<string, unknown>();
  const snapshots = await Promise.all(
    plan.single.map((key) => getDoc(doc(firestore, COLLECTIONS.analyticsCounters, key))),
  );
  for (const snapshot of snapshots) if (snapshot.exists()) counters.set(snapshot.id, snapshot.data());
  return keys.map((key) => {
    const rollup = rollups.get(key) as { stats?: unknown } | undefined;
    if (rollup) return parseDayStats(key, rollup.stats);
    return counters.has(key) ? parseDayStats(key, counters.get(key)) : emptyDayStats(key);
  });
}

/**
 * Day stats for `range`, shared for a short while by every widget of the dashboard that
 * shows the same range. Rejects on a read failure; callers turn that into their fallback.
 */
export function loadDayStats(range: DateRange, fresh = false): Promise<DayStats[]> {
  const key = rangeKey(range);
  const hit = cache.get(key);
  if (hit && !fresh && Date.now() - hit.at < CACHE_MS) return hit.days;
  const days = readDayStats(range);
  cache.set(key, { at: Date.now(), days });
  days.catch(() => cache.delete(key));
  return days;
}
