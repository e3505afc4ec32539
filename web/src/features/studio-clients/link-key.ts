import { CLIENT_LINK_KEY_PATTERN } from "@folio/domain";

/**
 * A new link key for a gallery: 32 bytes of the browser's cryptographic randomness in base64url
 * (43 characters, domain CLIENT_LINK_KEY_SOURCE), as the server makes one.
 */
export function newLinkKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const key = btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
  if (!CLIENT_LINK_KEY_PATTERN.test(key)) throw new Error("A link key could not be made");
  return key;
}
