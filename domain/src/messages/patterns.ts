import { ANALYTICS_ID_PATTERN } from "../analytics/limits";
/**
 * The one definition of a well-formed visitor message field. The domain schemas (forms and
 * the studio's parser) build on these sources, and firestore.rules repeats them literally:
 * each source is written in the syntax JavaScript (with the `u` flag) and RE2 (the rules'
 * regex engine) read the same way, so a message the rules accept is one the studio can show.
 */
export const MESSAGE_PATTERN_SOURCES = {
  /**
   * Text that is not blank and has no whitespace at either end (forms trim before checking).
   * Whitespace is spelled out, as `\s` differs between the engines: ASCII space characters
   * plus every Unicode separator (`\p{Z}`: no-break space, em space, line separator, …).
   */
  text: "^[^\\t\\n\\x0B\\f\\r\\p{Z}]([\\s\\S]*[^\\t\\n\\x0B\\f\\r\\p{Z}])?$",
  /**
   * An address a mail server will take: dot-separated local atoms (no leading, trailing or
   * double dot), then a domain whose top level has at least two letters (`a@b.c` is refused).
   */
  email: "^[A-Za-z0-9_'+-]+(\\.[A-Za-z0-9_'+-]+)*@([A-Za-z0-9][A-Za-z0-9-]*\\.)+[A-Za-z]{2,}$",
  /** Empty ("not given"), or digits with the usual phone punctuation, starting and ending sensibly. */
  phone: "^(\\+?[0-9\\(][0-9 \\(\\)./-]{3,}[0-9])?$",
  /** A calendar day as YYYY-MM-DD (the day the visitor has in mind, not an instant). */
  day: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
  /** The tracker's daily visitor id: the analytics pattern itself (ANALYTICS_ID_PATTERN), not a copy. */
  visitorId: ANALYTICS_ID_PATTERN.source,
} as const;

/** The sources compiled for JavaScript; `u` makes `\p{Z}` and code-point matching work as in RE2. */
export const MESSAGE_PATTERNS = {
  text: new RegExp(MESSAGE_PATTERN_SOURCES.text, "u"),
  email: new RegExp(MESSAGE_PATTERN_SOURCES.email, "u"),
  phone: new RegExp(MESSAGE_PATTERN_SOURCES.phone, "u"),
  day: new RegExp(MESSAGE_PATTERN_SOURCES.day, "u"),
  visitorId: new RegExp(MESSAGE_PATTERN_SOURCES.visitorId, "u"),
} as const;
