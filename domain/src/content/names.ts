/**
 * How owner-typed names (tags, categories) are tidied and compared. Two names that look the
 * same must be the same name, so comparison goes through NFKC (full-width "Ｓｕｎｓｅｔ" and
 * ligatures fold to their plain letters), full case folding and the removal of characters
 * that render as nothing. Such characters are stripped before a name is stored: they are never
 * typed on purpose and are the usual way to forge a look-alike, which then meets the exact
 * "already exists" message of the name it imitates.
 */

/**
 * Characters that show nothing or steer rendering: controls (Cc), format characters (Cf:
 * zero-width space/joiners, bidi controls, soft hyphen, BOM…), and the rest of Unicode's
 * default-ignorable set (combining grapheme joiner, Hangul fillers, Khmer inherent vowels,
 * Mongolian selectors, variation selectors). Spelled out rather than as
 * `\p{Default_Ignorable_Code_Point}` because firestore.rules (RE2) mirrors this exact class
 * in `areTidyTagNames`; keep the two in step.
 */
// The class lists lone combining marks and selectors on purpose: they are what it finds.
/* eslint-disable no-misleading-character-class */
export const INVISIBLE =
  /[\p{Cc}\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, "gu");
/* eslint-enable no-misleading-character-class */

/**
 * A name as it is stored and shown: NFKC, invisible characters removed, trimmed, inner
 * whitespace runs collapsed to one space. Case is kept.
 */
export function tidyName(name: string): string {
  return name.normalize("NFKC").replace(INVISIBLE_ALL, "").trim().replace(/\s+/g, " ");
}

/**
 * The identity of a name: equal keys mean the same name. Invisible characters are dropped
 * (names stored before they were stripped still compare equal to their visible spelling),
 * and case is folded fully: upper-casing first maps "ß" to "SS" and final "ς" to "Σ", which
 * plain lower-casing would keep apart from "ss" and "σ".
 */
export function nameKey(name: string): string {
  return tidyName(name).toUpperCase().toLowerCase().normalize("NFKC");
}
