import { ANALYTICS_LIMITS } from "./limits";

/**
 * A label safe to store and to use as a map key: printable characters only, no surrounding
 * underscores (Firestore reserves `__name__`-like field names), at most `max` characters.
 */
export function sanitizeLabel(raw: string, max: number): string {
  return raw
    .replace(/\s+/g, " ")
    .replace(/[\p{C}]/gu, "")
    .trim()
    .replace(/^_+|_+$/g, "")
    .slice(0, max)
    .trim();
}

/** A traffic source label (a host or a `utm_source` value), safe to store and bounded. */
export function sanitizeSourceLabel(raw: string): string {
  return sanitizeLabel(raw, ANALYTICS_LIMITS.sourceMax);
}

const HOST = /^https?:\/\/(?:[^/?#@]*@)?(\[[^\]]*\]|[^/?#:]+)/i;

/** The host of an http(s) URL, lower-case and without `www.`; null for anything else. */
export function hostOf(url: string): string | null {
  const host = HOST.exec(url.trim())?.[1]
    ?.toLowerCase()
    .replace(/^www\./, "");
  return host ? host : null;
}

/** The UTM query parameters the tracker keeps, in the session's `utm` map under these names. */
export const UTM_FIELDS = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** A UTM value's bound as a label (DIMENSION_LIMITS.utmMax; the source's bound is the same). */
const UTM_MAX = ANALYTICS_LIMITS.sourceMax;

/**
 * The UTM parameters of a landing URL (`utm_source` … `utm_content`), decoded, as labels. The
 * first occurrence of each decides, as `URLSearchParams.get` does: a malformed (bad %-escape)
 * or empty first one leaves that parameter out, whatever follows. The fragment is not the query.
 * The traffic source (`utm_source`) and the session's `utm` map both come from here.
 */
export function utmOf(url: string): Partial<Record<UtmField, string>> {
  const query = url.split("#")[0]?.split("?")[1] ?? "";
  const utm: Partial<Record<UtmField, string>> = {};
  const seen = new Set<string>();
  for (const pair of query.split("&")) {
    const [name = "", value = ""] = pair.split("=");
    const field = UTM_FIELDS.find((candidate) => name === `utm_${candidate}`);
    if (!field || seen.has(field)) continue;
    seen.add(field);
    let decoded: string;
    try {
      decoded = decodeURIComponent(value.replace(/\+/g, " "));
    } catch {
      continue;
    }
    const label = sanitizeLabel(decoded, UTM_MAX);
    if (label) utm[field] = label;
  }
  return utm;
}

/**
 * The source label of a referrer URL: its host without `www.`, never its path or query, which
 * can hold personal data; "" (Direct) when the host is one of the site's own. Null when the
 * referrer is not an http(s) URL. The tracker and the server's reading of a stored session
 * both label referrers with it.
 */
export function referrerSource(referrer: string, ownHosts: ReadonlySet<string | null>): string | null {
  const host = hostOf(referrer);
  if (host === null) return null;
  return ownHosts.has(host) ? "" : sanitizeSourceLabel(host);
}

/**
 * Where a visit came from: the `utm_source` of the landing URL first, then the referrer's
 * host (a referrer from this same site is ignored). "" means Direct.
 */
export function classifyTrafficSource(landingUrl: string, referrer: string | null | undefined): string {
  const fromUtm = utmOf(landingUrl).source;
  if (fromUtm) return fromUtm;
  return (referrer ? referrerSource(referrer, new Set([hostOf(landingUrl)])) : null) ?? "";
}
