import { describe, expect, it } from "vitest";
import { callerAddress, networkKey, networkOf } from "./client-address";
import { presentedLinkId } from "./link-key";

describe("the caller's network, for rate limiting", () => {
  it("takes the address Google's front end appended, never one the caller wrote before it", () => {
    // Cloud Run appends the address it saw: a caller's own X-Forwarded-For comes first.
    expect(callerAddress({ forwardedFor: "9.9.9.9, 203.0.113.7", remoteAddress: "169.254.1.1" })).toBe(
      "203.0.113.7",
    );
    expect(callerAddress({ forwardedFor: "203.0.113.7", remoteAddress: "169.254.1.1" })).toBe("203.0.113.7");
    expect(callerAddress({ forwardedFor: undefined, remoteAddress: "127.0.0.1" })).toBe("127.0.0.1");
    expect(callerAddress({ forwardedFor: " , ", remoteAddress: undefined })).toBeNull();
  });

  it("counts IPv4 by address, IPv6 by its /64, and anything else as one network", () => {
    expect(networkOf("203.0.113.7")).toBe("203.0.113.7");
    expect(networkOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(networkOf("2001:db8:1:2:aaaa::1")).toBe(networkOf("2001:DB8:1:2:ffff:ffff:ffff:ffff"));
    expect(networkOf("2001:db8:1:2::1")).not.toBe(networkOf("2001:db8:1:3::1"));
    for (const junk of [null, "", "x", "999.1.1.1", "a".repeat(5000)])
      expect(networkOf(junk)).toBe("unknown");
  });

  it("stores a network only as a keyed hash, different in each gallery", () => {
    const a = networkKey("203.0.113.7", Buffer.from("salt-of-gallery-a").toString("base64"));
    const b = networkKey("203.0.113.7", Buffer.from("salt-of-gallery-b").toString("base64"));
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("203");
  });
});

describe("the link key", () => {
  const key = "A".repeat(43);

  it("names the gallery's key by a hash when the attempt carried it, else null", () => {
    const id = presentedLinkId(key, key);
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(id).not.toContain(key.slice(0, 16));
    expect(presentedLinkId(`${"A".repeat(42)}B`, key)).toBeNull();
    expect(presentedLinkId(key.slice(0, 20), key)).toBeNull();
    expect(presentedLinkId(undefined, key)).toBeNull();
    expect(presentedLinkId(key, undefined)).toBeNull();
    expect(presentedLinkId(key, 42)).toBeNull();
  });
});
