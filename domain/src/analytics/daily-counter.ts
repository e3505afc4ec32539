import { COUNTER_FIELDS, type CounterField } from "../event-types";
import { parseDayStats } from "./day-stats";

/** The spec's daily counter (section 3), keyed by its UTC date. */
export type DailyCounter = { date: string; createdAt: Date | null } & Record<CounterField, number>;

/** A counter of zeros: what a date with no document yet reads as (spec section 4). */
export function zeroDailyCounter(date: string): DailyCounter {
  return {
    date,
    createdAt: null,
    ...(Object.fromEntries(COUNTER_FIELDS.map((field) => [field, 0])) as Record<CounterField, number>),
  };
}

/** Reads a counter document; a missing document or field reads as zero. */
export function parseDailyCounter(date: string, data: unknown, createdAt: Date | null = null): DailyCounter {
  const stats = parseDayStats(date, data);
  return { date, createdAt, ...stats.counters };
}
