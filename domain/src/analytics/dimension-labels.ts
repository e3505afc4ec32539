import { getTimezone } from "countries-and-timezones";
import { TIME_ZONE_PATTERN, UNKNOWN_COUNTRY, type DimensionKind, type SessionDimensions } from "./dimensions";

// The labels a session counts under, apart from dimensions.ts: the time zone table
// (countries-and-timezones, 8.9 KB gzipped) then loads only where a country is looked up, not
// with the visitor's tracker, which imports dimensions.ts (and schemas.ts, which does too).

/**
 * The country a time zone belongs to, as an ISO 3166-1 alpha-2 code ("Europe/Paris" is FR):
 * the zone's first country, as Simple Analytics does; never an IP. UNKNOWN_COUNTRY for a
 * zone that names none or does not exist.
 */
export function countryOfTimeZone(timeZone: string): string {
  if (!TIME_ZONE_PATTERN.test(timeZone)) return UNKNOWN_COUNTRY;
  const zone = getTimezone(timeZone);
  return zone?.countries?.[0] ?? UNKNOWN_COUNTRY;
}

/**
 * The labels a session counts under in each dimension: none where it has no value (a visit
 * without a campaign is in no campaign's row), except its country, which is UNKNOWN_COUNTRY
 * when it has a time zone that names none. Outbound links are every one it clicked.
 */
export function sessionDimensionLabels(session: SessionDimensions): Record<DimensionKind, string[]> {
  const one = (label: string | null | undefined) => (label ? [label] : []);
  return {
    mediums: one(session.utm.medium),
    campaigns: one(session.utm.campaign),
    terms: one(session.utm.term),
    contents: one(session.utm.content),
    countries: one(session.timeZone === null ? null : countryOfTimeZone(session.timeZone)),
    entryPages: one(session.entryPage),
    outbound: session.outbound,
  };
}
