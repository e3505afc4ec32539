import type { RebuildReport } from "@folio/domain";

/** The figures a rebuild report boils down to for the owner. */
export interface RebuildSummary {
  days: number;
  repairedDays: number;
  claimedEvents: number;
  settledSessions: number;
  itemsRepaired: number;
  /** Nothing needed fixing: the counters already agreed with the raw events. */
  clean: boolean;
}

/** Adds up what a rebuild changed. */
export function summariseRebuild(report: RebuildReport): RebuildSummary {
  const repairedDays = report.days.filter((day) => day.repaired).length;
  const claimedEvents = report.days.reduce((sum, day) => sum + day.claimedEvents, 0);
  const settledSessions = report.days.reduce((sum, day) => sum + day.settledSessions, 0);
  return {
    days: report.days.length,
    repairedDays,
    claimedEvents,
    settledSessions,
    itemsRepaired: report.itemsRepaired,
    clean: repairedDays === 0 && claimedEvents === 0 && settledSessions === 0 && report.itemsRepaired === 0,
  };
}
