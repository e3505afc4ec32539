import { describe, expect, it } from "vitest";
import { hasRoom, liveLeases } from "./download-leases";

const NOW = 1_000_000;

describe("stream leases", () => {
  it("count only the leases not lapsed, and ignore what is not a time", () => {
    expect(liveLeases({ a: NOW + 1, b: NOW, c: NOW - 5, d: "x" as unknown as number }, NOW)).toEqual({
      a: NOW + 1,
    });
    expect(liveLeases(undefined, NOW)).toEqual({});
    expect(
      Object.getPrototypeOf(liveLeases({ __proto__: NOW + 1 } as Record<string, number>, NOW)),
    ).toBeNull();
  });

  it("leave room below the limit, and again once a lease lapses", () => {
    const three = { a: NOW + 10, b: NOW + 20, c: NOW + 30 };
    expect(hasRoom(three, NOW, 3)).toBe(false);
    expect(hasRoom(three, NOW, 4)).toBe(true);
    expect(hasRoom(three, NOW + 10, 3)).toBe(true);
    expect(hasRoom(undefined, NOW, 1)).toBe(true);
  });
});
