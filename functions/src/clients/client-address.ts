import { createHmac } from "node:crypto";
import ipaddr from "ipaddr.js";

/** What a callable's request says about where it came from. */
export interface RequestOrigin {
  /** The `X-Forwarded-For` header as received (repeated headers joined with commas), if any. */
  forwardedFor: string | undefined;
  /** The socket's peer address, if any (a Unix socket has none). */
  remoteAddress: string | undefined;
}

/**
 * The address Google's front end saw, for rate limiting only. Not `request.rawRequest.ip`: the
 * Functions Framework (and the Functions emulator) set Express's `trust proxy` to true, so
 * `req.ip` is the left-most `X-Forwarded-For` entry, which the caller writes itself. Cloud Run's
 * front end appends the address it saw to whatever the caller sent, so the right-most entry is
 * the one no caller can choose. Without the header (the emulator, called directly), the socket's
 * peer; with neither, null.
 */
export function callerAddress(origin: RequestOrigin): string | null {
  const entries = (origin.forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  return entries.at(-1) ?? origin.remoteAddress ?? null;
}

/**
 * The network an address belongs to, as one limit counts it: an IPv4 address alone, an IPv6
 * address by its /64 (one household or phone gets a whole /64, and trying another address of it
 * costs nothing), an IPv4-mapped IPv6 address as its IPv4. Anything unreadable, or no address,
 * is one network of its own ("unknown"), limited like any other.
 */
export function networkOf(address: string | null): string {
  if (address === null) return "unknown";
  // A zone index (fe80::1%eth0) names an interface, not a network.
  const bare = address.replace(/%.*$/, "");
  if (!ipaddr.isValid(bare)) return "unknown";
  const parsed = ipaddr.parse(bare);
  if (parsed instanceof ipaddr.IPv4) return parsed.toString();
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  return `${parsed.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
}

/**
 * The network as the gallery's attempt log keys it: an HMAC under the gallery's own random salt
 * (kept in its server-only secrets), so no address is ever stored, and the same network has
 * unrelated keys in two galleries.
 */
export function networkKey(network: string, salt: string): string {
  return createHmac("sha256", Buffer.from(salt, "base64")).update(network).digest("base64url").slice(0, 22);
}
