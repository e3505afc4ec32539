import { z } from "zod";

/**
 * Reports of what the site's Content-Security-Policy blocked in visitors' browsers (firebase.json
 * names the endpoint in `report-to` and `report-uri`): one document per UTC day, the reports
 * folded by what was blocked, where and in which browser, with a count. Nothing identifies a
 * visitor: no address, no user agent string, no page address beyond its section, no query.
 */
export const CSP_REPORTS_COLLECTION = "csp_reports";
/** Where browsers send the reports (a Hosting rewrite to the cspReport function). */
export const CSP_REPORT_PATH = "/api/csp-report";
/** The Reporting API's name for that endpoint (`Reporting-Endpoints: csp="…"`, `report-to csp`). */
export const CSP_REPORT_GROUP = "csp";

export const CSP_REPORT_LIMITS = {
  /** Distinct kinds of violation kept a day; more are only counted (`dropped`). */
  entriesPerDay: 50,
  /** Reports counted a day; after that a day's document is never written again. */
  reportsPerDay: 1_000,
  /** Reports read from one request (the Reporting API batches them). */
  perRequest: 20,
  /** Largest request body read, in bytes. */
  bodyBytes: 64 * 1024,
  /** Days a day's document is kept (its `expiresAt`, a TTL policy). */
  keepDays: 30,
} as const;

/** One kind of violation, as kept. */
export const cspViolationSchema = z.object({
  /** The directive that blocked it (`script-src-elem`, `connect-src`, …). */
  directive: z.string(),
  /** What was blocked: an origin (`https://apis.google.com`), or `inline`, `eval`, `data`, `blob`, … */
  blocked: z.string(),
  /** The section of the site it happened on: `/`, `/item`, `/studio`, `/client`, … */
  page: z.string(),
  /** The browser's family and kind of device, e.g. `Chrome (mobile)`. */
  browser: z.string(),
  count: z.number().int().nonnegative(),
});
export type CspViolation = z.infer<typeof cspViolationSchema>;

/** A day's document (`csp_reports/<YYYY-MM-DD>`). */
export const cspReportDaySchema = z.object({
  day: z.string(),
  /** Reports counted (at most reportsPerDay). */
  total: z.number().int().nonnegative(),
  /** Reports counted but not kept by kind, the day's kinds being full. */
  dropped: z.number().int().nonnegative(),
  /** By a key of the violation's fields. */
  entries: z.record(z.string(), cspViolationSchema),
});
export type CspReportDay = z.infer<typeof cspReportDaySchema>;
