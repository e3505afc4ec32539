import { ANALYTICS_ID_PATTERN } from "./limits";

/**
 * The strings a visitor writes that the server turns into a document id or a map key. Each
 * pattern is THE definition: firestore.rules repeats it literally (analytics section), and
 * the server accepts exactly what it matches.
 *
 * Ids start with a letter or digit, so none is a reserved `__…__` name, `.` or `..`, and
 * none holds a slash or a dot. Prototype names (`constructor`, `toString`) do match: every
 * map the server builds from them is prototype-free, so they are ordinary keys.
 */
export const ANALYTICS_KEY_PATTERNS = {
  /** Visitor ids and session ids (the tracker's random ids): `^[A-Za-z0-9][A-Za-z0-9_-]{7,127}$`. */
  visitorId: ANALYTICS_ID_PATTERN,
  sessionId: ANALYTICS_ID_PATTERN,
  /** Gallery item ids named by events (Firestore auto-ids and the seed's ids). */
  contentId: /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/,
  /**
   * Traffic source labels (a host or a `utm_source` value): any printable text up to the
   * bound, no control, format (zero-width) or line/paragraph separator characters. Sources
   * are stored as map keys encoded with SOURCE_KEY_PREFIX, so `constructor`, `__x__` and
   * `a.b/c` are legitimate labels.
   */
  source: /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]{0,100}$/u,
} as const;

/** Whether `value` is a string the pattern of `kind` accepts. */
export function isAnalyticsKey(kind: keyof typeof ANALYTICS_KEY_PATTERNS, value: unknown): value is string {
  return typeof value === "string" && ANALYTICS_KEY_PATTERNS[kind].test(value);
}

/**
 * Prefix of every source label stored as a map key: `s:constructor`, `s:__x__`. The prefix
 * makes every label a legal, non-reserved Firestore field name and a key that no JavaScript
 * prototype property shadows. Keys without it are read as they are (documents written
 * before the prefix).
 */
export const SOURCE_KEY_PREFIX = "s:";

export function encodeSourceKey(label: string): string {
  return `${SOURCE_KEY_PREFIX}${label}`;
}

export function decodeSourceKey(key: string): string {
  return key.startsWith(SOURCE_KEY_PREFIX) ? key.slice(SOURCE_KEY_PREFIX.length) : key;
}

/**
 * Whether a string can be a Firestore document id: not empty, at most 500 characters, no
 * slash, not `.` or `..`, not `__…__`. The tag-usage trigger skips tag keys that cannot be.
 */
export function isDocumentIdSafe(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= 500 && // at most 3 UTF-8 bytes per UTF-16 unit: within Firestore's 1,500 bytes
    !value.includes("/") &&
    value !== "." &&
    value !== ".." &&
    !/^__.*__$/s.test(value)
  );
}

/** A map that no key can reach the prototype of (`constructor`, `__proto__`, `toString`). */
export function dict<V>(): Record<string, V> {
  return Object.create(null) as Record<string, V>;
}
