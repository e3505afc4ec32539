import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { CLIENT_LINK_KEY_PATTERN } from "@folio/domain";

/** A new link key: 32 random bytes, base64url (CLIENT_LINK_KEY_PATTERN). */
export function newLinkKey(): string {
  return randomBytes(32).toString("base64url");
}

/** The gallery document's link key when it is a well-formed one, else null. */
export function storedLinkKey(value: unknown): string | null {
  return typeof value === "string" && CLIENT_LINK_KEY_PATTERN.test(value) ? value : null;
}

const digest = (key: string) => createHash("sha256").update(key).digest();

/**
 * The id of the gallery's link key when the attempt carried it, else null: the attempt then
 * counts as a plain-link one. Compared in constant time. The id (a hash, never the key) names
 * the key's own failures in the attempt log, so a new key starts with none.
 */
export function presentedLinkId(presented: string | undefined, stored: unknown): string | null {
  const key = storedLinkKey(stored);
  if (key === null || presented === undefined || !CLIENT_LINK_KEY_PATTERN.test(presented)) return null;
  const expected = digest(key);
  if (!timingSafeEqual(digest(presented), expected)) return null;
  return expected.toString("base64url").slice(0, 16);
}
