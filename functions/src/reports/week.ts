import { addDays, utcDateKey } from "@folio/domain";

/** The week a report covers and the week before it, Monday to Sunday (UTC), both days included. */
export interface ReportWeeks {
  current: { from: string; to: string };
  previous: { from: string; to: string };
}

/** The last full week before `now` (the report sent on Monday covers the seven days that just ended). */
export function reportWeeks(now: Date): ReportWeeks {
  const today = utcDateKey(now);
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const thisMonday = addDays(today, -sinceMonday);
  const from = addDays(thisMonday, -7);
  return {
    current: { from, to: addDays(thisMonday, -1) },
    previous: { from: addDays(from, -7), to: addDays(from, -1) },
  };
}

/** The id of a week's run marker, `weekly-{Monday}`: one per week, created with `create()`. */
export function weeklyRunId(weeks: ReportWeeks): string {
  return `weekly-${weeks.current.from}`;
}
