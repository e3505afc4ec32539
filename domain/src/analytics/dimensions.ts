import { z } from "../zod";
import { hostOf, sanitizeLabel, UTM_FIELDS, type UtmField } from "./traffic-source";
import { ANALYTICS_LIMITS as L } from "./limits";

/**
 * What a visit is broken down by beyond its traffic source (`referrer`) and device: four of
 * the five UTM parameters (`utm_source` is the traffic source), the country its browser's
 * time zone names, the page it entered on, and the site's outbound links it clicked. Each
 * is a count of sessions per label per day, kept like sources: the day's top
 * TOP_SOURCES_PER_DAY labels and `Other`. They ride on the session document, so the
 * spec's nine event types stay the only ones.
 */
export const DIMENSION_KINDS = [
  "mediums",
  "campaigns",
  "terms",
  "contents",
  "countries",
  "entryPages",
  "outbound",
] as const;
export type DimensionKind = (typeof DIMENSION_KINDS)[number];

/** The dimension each UTM parameter but `source` (the traffic source) is counted under. */
export const UTM_DIMENSIONS = {
  medium: "mediums",
  campaign: "campaigns",
  term: "terms",
  content: "contents",
} as const satisfies Record<Exclude<UtmField, "source">, DimensionKind>;

/** Bounds of the session's dimension fields; the Firestore rules enforce the same numbers. */
export const DIMENSION_LIMITS = {
  /** A UTM value, as a label (the traffic source's bound, as `utm_source` is one). */
  utmMax: L.sourceMax,
  /** An IANA time zone name ("America/Argentina/ComodRivadavia" is the longest, 32). */
  timeZoneMax: 64,
  /** The entry page's path. */
  entryPageMax: L.pathMax,
  /** Distinct outbound links one session records. */
  outboundPerSession: 20,
  /** An outbound link's label (a host, or "Email"). */
  outboundMax: 100,
} as const;

/** The rules' pattern of a time zone name, as browsers report them (IANA names and `UTC`). */
export const TIME_ZONE_PATTERN = /^[A-Za-z0-9_+\-/]{1,64}$/;

/** The country label of a session whose time zone names no country (UTC, Etc/GMT+5, a made-up one). */
export const UNKNOWN_COUNTRY = "Unknown";

/** The outbound label of a `mailto:` link: the site's contact email. */
export const EMAIL_OUTBOUND = "Email";

/** The entry page label of a path: the path alone (no query or fragment, which can hold personal data). */
export function entryPageLabel(path: string): string | null {
  const bare = path.split(/[?#]/)[0] ?? "";
  if (!bare.startsWith("/")) return null;
  return sanitizeLabel(bare, DIMENSION_LIMITS.entryPageMax) || null;
}

/**
 * The outbound label of a clicked link: "Email" for `mailto:`, the host (without `www.`) for
 * an http(s) link to another site; null for the site's own links and anything else.
 */
export function outboundLabel(href: string, ownHost: string | null): string | null {
  if (/^mailto:/i.test(href.trim())) return EMAIL_OUTBOUND;
  const host = hostOf(href);
  if (!host || host === ownHost) return null;
  return sanitizeLabel(host, DIMENSION_LIMITS.outboundMax) || null;
}

const labelOrNull = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "string" ? sanitizeLabel(value, max) || null : null));

/**
 * The dimension fields of a stored session, liberal as the rest of it: a field that is
 * missing or not of its shape reads as absent (the session still counts, without it), and
 * every label is sanitised again, whatever wrote it.
 */
export const sessionDimensionsSchema = z.object({
  utm: z
    .unknown()
    .optional()
    .transform((value) => {
      const utm: Partial<Record<UtmField, string>> = {};
      if (typeof value !== "object" || value === null) return utm;
      for (const field of UTM_FIELDS) {
        const raw: unknown = Object.hasOwn(value, field) ? (value as Record<string, unknown>)[field] : null;
        const label = typeof raw === "string" ? sanitizeLabel(raw, DIMENSION_LIMITS.utmMax) : "";
        if (label) utm[field] = label;
      }
      return utm;
    }),
  timeZone: labelOrNull(DIMENSION_LIMITS.timeZoneMax),
  entryPage: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "string" ? entryPageLabel(value) : null)),
  outbound: z
    .unknown()
    .optional()
    .transform((value) => {
      if (!Array.isArray(value)) return [];
      const labels = value
        .filter((label): label is string => typeof label === "string")
        .map((label) => sanitizeLabel(label, DIMENSION_LIMITS.outboundMax))
        .filter(Boolean);
      return [...new Set(labels)].slice(0, DIMENSION_LIMITS.outboundPerSession).sort();
    }),
});
export type SessionDimensions = z.infer<typeof sessionDimensionsSchema>;
