import type { RebuildReport } from "@folio/domain";

/** The figures a rebuild report boils down to for the owner. */
export interface RebuildSummary {
  days: number;
  repairedDays: number;
  claimedEvents: number;
  settledSessions: number;
  itemsRepaired: number;
  /** Items whose totals a failed day's correction did not move: the next run tries again. */
  itemsLeft: number;
  /** Days older than the raw data kept: left as they were (their figures stay on the dashboard). */
  expiredDays: number;
  /** Days whose rebuild failed (the other days went on): the next run tries them again. */
  failedDays: string[];
  /** Nothing needed fixing: the counters already agreed with the raw events. */
  clean: boolean;
}

/** Adds up what a rebuild changed. */
export function summariseRebuild(report: RebuildReport): RebuildSummary {
  const repairedDays = report.days.filter((day) => day.repaired).length;
  const claimedEvents = report.days.reduce((sum, day) => sum + day.claimedEvents, 0);
  const settledSessions = report.days.reduce((sum, day) => sum + day.settledSessions, 0);
  const expiredDays = report.days.filter((day) => day.expired).length;
  const failedDays = report.days.flatMap((day) => (day.failed === undefined ? [] : [day.date]));
  return {
    days: report.days.length - expiredDays - failedDays.length,
    repairedDays,
    claimedEvents,
    settledSessions,
    itemsRepaired: report.itemsRepaired,
    itemsLeft: report.itemsLeft,
    expiredDays,
    failedDays,
    clean:
      failedDays.length === 0 &&
      repairedDays === 0 &&
      claimedEvents === 0 &&
      settledSessions === 0 &&
      report.itemsRepaired === 0 &&
      report.itemsLeft === 0,
  };
}
