import { z } from "../zod";

/**
 * The owner's report settings, one document of their own (`settings/reports`), so they do not
 * share a shape with the site settings. The owner writes it from the studio; the rules accept
 * exactly this shape.
 */
export const REPORT_SETTINGS_PATH = { collection: "settings", id: "reports" } as const;

export const reportSettingsSchema = z.strictObject({
  /** Whether the weekly report is emailed (Monday 08:00 UTC). */
  weeklyEmail: z.boolean(),
});
export type ReportSettings = z.infer<typeof reportSettingsSchema>;

/** The weekly report is on unless the owner turned it off (a missing or malformed document counts as on). */
export function weeklyEmailEnabled(data: unknown): boolean {
  const parsed = reportSettingsSchema.safeParse(data);
  return parsed.success ? parsed.data.weeklyEmail : true;
}
