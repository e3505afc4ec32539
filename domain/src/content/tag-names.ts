import { CONTENT_LIMITS } from "./limits";
import { nameKey, tidyName } from "./names";

/** Tidies a tag name as the owner typed it (see `tidyName`). Case is kept; it is how the tag is shown. */
export const normaliseTagName = tidyName;

/**
 * The identity of a tag name: two names with the same key are the same tag ("Sunset",
 * " sunset ", full-width "Ｓｕｎｓｅｔ"). It is also the id of the name's reservation
 * document, which makes names unique on the server.
 */
export const tagNameKey = nameKey;

/** Why a tag name is refused, or null when it is fine. */
export function tagNameProblem(name: string): string | null {
  const tidy = normaliseTagName(name);
  if (tidy.length === 0) return "Tag name is required";
  // Characters, not UTF-16 units: an emoji is one, as the rules' patterns count it.
  if ([...tidy].length > CONTENT_LIMITS.tagNameMax)
    return `Tag name must be at most ${CONTENT_LIMITS.tagNameMax} characters`;
  // Keys are document ids: no slash, and not one of Firestore's reserved `__x__` ids.
  if (tidy.includes("/")) return "Tag name cannot contain /";
  if (/^__.*__$/.test(tidy)) return "Tag name cannot start and end with __";
  if (!/[\p{L}\p{N}]/u.test(tidy)) return "Tag name needs a letter or a digit";
  return null;
}

/** Normalised names with case-insensitive duplicates dropped (the first spelling wins), order kept. */
export function uniqueTagNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const name of names) {
    const tidy = normaliseTagName(name);
    const key = tagNameKey(tidy);
    if (tidy === "" || seen.has(key)) continue;
    seen.add(key);
    result.push(tidy);
  }
  return result;
}

/** The distinct keys of a list of tag names. */
export function tagKeys(names: readonly string[]): string[] {
  return [...new Set(uniqueTagNames(names).map(tagNameKey))];
}

/** `existing` plus `added`, without duplicates regardless of case; existing spellings win. */
export function mergeTagNames(existing: readonly string[], added: readonly string[]): string[] {
  return uniqueTagNames([...existing, ...added]);
}

/** `existing` without any of `removed`, compared without regard to case. */
export function removeTagNames(existing: readonly string[], removed: readonly string[]): string[] {
  const drop = new Set(removed.map(tagNameKey));
  return uniqueTagNames(existing).filter((name) => !drop.has(tagNameKey(name)));
}

/** `existing` with every spelling of `from` replaced by `to` (a tag rename), no duplicates. */
export function renameTagName(existing: readonly string[], from: string, to: string): string[] {
  const fromKey = tagNameKey(from);
  return uniqueTagNames(existing.map((name) => (tagNameKey(name) === fromKey ? to : name)));
}
