import { z } from "../zod";

/**
 * The owner's report settings, one document of their own (`settings/reports`), so they do not
 * share a shape with the site settings. The owner writes it from the studio; the rules accept
 * exactly this shape.
 */
export const REPORT_SETTINGS_PATH = { collection: "settings", id: "reports" } as const;

/** The most visitors a day the owner may set as the spike alert's threshold. */
export const SPIKE_VISITORS_MAX = 1_000_000;

export const reportSettingsSchema = z.strictObject({
  /** Whether the weekly report is emailed (Monday 08:00 UTC). */
  weeklyEmail: z.boolean(),
  /** Whether a day's spike in visitors is emailed (absent: on). */
  spikeAlert: z.boolean().optional(),
  /** Visitors a day that make a spike; absent: three times the same weekday's four-week average. */
  spikeVisitors: z.number().int().min(1).max(SPIKE_VISITORS_MAX).optional(),
});
export type ReportSettings = z.infer<typeof reportSettingsSchema>;

/** The settings as the studio and the jobs use them: every field read on its own, with its default. */
export interface ReportChoices {
  weeklyEmail: boolean;
  spikeAlert: boolean;
  /** null: automatic (three times the usual). */
  spikeVisitors: number | null;
}

/**
 * Reads the settings liberally: a missing or malformed field takes its default (both emails on,
 * the automatic threshold), so one bad field never turns the others off.
 */
export function reportChoices(data: unknown): ReportChoices {
  const record = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  const { shape } = reportSettingsSchema;
  return {
    weeklyEmail: shape.weeklyEmail.safeParse(record.weeklyEmail).data ?? true,
    spikeAlert: shape.spikeAlert.safeParse(record.spikeAlert).data ?? true,
    spikeVisitors: shape.spikeVisitors.safeParse(record.spikeVisitors).data ?? null,
  };
}

/** The weekly report is on unless the owner turned it off (a missing or malformed document counts as on). */
export function weeklyEmailEnabled(data: unknown): boolean {
  return reportChoices(data).weeklyEmail;
}
