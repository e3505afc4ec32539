/**
 * How tag and category names are tidied and compared, on the client and the server alike.
 *
 * Look-alikes are one name: a name is tidied with Unicode NFKC (full-width "Ｓｕｎｓｅｔ" and the
 * ligature "ﬁ" become "Sunset" and "fi"), and two names are the same when their case-folded
 * forms are equal ("STRASSE" and "straße").
 *
 * Invisible characters are stripped, so a stored name holds only what the owner sees: control
 * (Cc), format (Cf: zero-width space and joiners, bidi controls, soft hyphen, BOM), private-use
 * (Co) and surrogate (Cs) characters are removed, and whitespace (tabs, newlines, line and
 * paragraph separators, ideographic space) becomes one plain space. "Sun\u200bset" is therefore
 * the name "Sunset" and meets "Tag with this name already exists" when Sunset exists. (Emoji
 * joined with U+200D fall apart into their parts; a name is a label, not artwork.) The rules
 * refuse the same class in stored item tags (firestore.rules, `cTag`).
 */
export const INVISIBLE_CLASS = "\\p{Cc}\\p{Cf}\\p{Co}\\p{Cs}\\p{Zl}\\p{Zp}";
const INVISIBLE = new RegExp(`[${INVISIBLE_CLASS}]`, "gu");
// JavaScript's \s counts the BOM (U+FEFF) as whitespace; here it is an invisible character.
const WHITESPACE = /[^\S\uFEFF]+/g;

/** A name as shown and stored: NFKC, whitespace made single spaces, invisible characters gone. */
export function tidyName(name: string): string {
  return name.normalize("NFKC").replace(WHITESPACE, " ").replace(INVISIBLE, "").replace(/ +/g, " ").trim();
}

/**
 * The identity of a name: equal keys mean the same name. Case folding is approximated with
 * upper-then-lower case (JavaScript has no case fold; this maps ß to ss and final ς to σ),
 * then NFKC again because case mapping can un-normalise.
 */
export function nameKey(name: string): string {
  return tidyName(name).toUpperCase().toLowerCase().normalize("NFKC");
}
