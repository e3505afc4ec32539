import { z } from "../zod";
import { dateKeysBetween, isDateKey } from "../date-key";

/** Names of the analytics callable functions. */
export const ANALYTICS_CALLABLES = {
  rebuild: "rebuildAnalytics",
} as const;

/** The longest range one rebuild call may cover (it reads every raw event of those days). */
export const REBUILD_MAX_DAYS = 92;

const dateKey = z.string().refine(isDateKey, "Not a YYYY-MM-DD date");

/** What the owner asks the rebuild for: UTC days from `from` to `to`, both included. */
export const rebuildRequestSchema = z
  .strictObject({ from: dateKey, to: dateKey })
  .superRefine((range, context) => {
    // Zod runs this even when a field failed above; only judge well-formed ranges.
    if (!isDateKey(range.from) || !isDateKey(range.to)) return;
    if (range.from > range.to)
      context.addIssue({ code: "custom", message: "The range ends before it starts" });
    else if (dateKeysBetween(range.from, range.to).length > REBUILD_MAX_DAYS) {
      context.addIssue({ code: "custom", message: `A rebuild covers at most ${REBUILD_MAX_DAYS} days` });
    }
  });
export type RebuildRequest = z.infer<typeof rebuildRequestSchema>;

/** What one day's rebuild changed. */
export interface RebuildDayReport {
  date: string;
  /** Raw events of the day that the counters include (after the rebuild). */
  events: number;
  /** Events that no trigger had counted (written while triggers were off, or lost) and the rebuild counted. */
  claimedEvents: number;
  /** Sessions the rebuild settled (never counted, or their last change not counted). */
  settledSessions: number;
  /** Whether the counter, its sources or its visitor markers disagreed with the raw events and sessions (drift) and were corrected. */
  repaired: boolean;
  /** Whether the rollup document was (re)written. */
  rolledUp: boolean;
  /** Set when the day could not be rebuilt (the other days were): what went wrong, for the logs. */
  failed?: string;
  /**
   * Set when the day is older than the raw data kept (ANALYTICS_RETENTION_MONTHS): its events
   * and sessions have begun to expire, so its counter and rollup were left as they are.
   */
  expired?: boolean;
}

/** What a rebuild did; a second run over the same days reports no changes. */
export interface RebuildReport {
  from: string;
  to: string;
  days: RebuildDayReport[];
  /** Gallery items whose views or likes a day's correction moved (with their day counts). */
  itemsRepaired: number;
  /** Gallery items a day's correction did not get to move (the day failed, logged): the next run does. */
  itemsLeft: number;
}
