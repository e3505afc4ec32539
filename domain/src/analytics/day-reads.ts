import { parseDayStats, type DayStats } from "./day-stats";

/** Beyond this many days without a rollup, one range query is cheaper than one read per day. */
export const SINGLE_READS_MAX = 3;

/** How to read the live counters of the days that have no rollup. */
export interface CounterReads {
  /** Days to read one document each. */
  single: string[];
  /** Or one range query over these days (by document id), when there are many. */
  range: { from: string; to: string } | null;
}

/**
 * The counter reads a range needs once its rollups are known: none when every day is rolled
 * up, a few single reads (usually just today), or one range query. Firestore bills one read
 * per document returned (at least one per query), so this keeps the cost near one read per day.
 */
export function planCounterReads(days: readonly string[], rolledUp: ReadonlySet<string>): CounterReads {
  const missing = days.filter((day) => !rolledUp.has(day));
  if (missing.length <= SINGLE_READS_MAX) return { single: missing, range: null };
  return { single: [], range: { from: missing[0]!, to: missing[missing.length - 1]! } };
}

/**
 * Set (true) on a rollup whose works' day counts stayed in the day's counter: with them, the
 * rollup would pass a document's 1 MiB (a day with some 15,000 works viewed). Its `stats` then
 * lack `items`, and readers read the day's counter instead.
 */
export const ITEMS_IN_COUNTER = "itemsInCounter";

/** A rollup's day stats, or null when the day is to be read from its counter (`ITEMS_IN_COUNTER`). */
export function rolledUpStats(date: string, rollup: unknown): DayStats | null {
  const data = rollup as Record<string, unknown> | undefined;
  if (!data || data[ITEMS_IN_COUNTER] === true) return null;
  return parseDayStats(date, data.stats);
}
