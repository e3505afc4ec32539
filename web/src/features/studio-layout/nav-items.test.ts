import { describe, expect, it } from "vitest";
import { badgeText } from "./nav-items";

describe("navigation badges", () => {
  it("show the count up to 99, then 99+", () => {
    expect([1, 9, 42, 99, 100, 185, 12_000].map(badgeText)).toEqual([
      "1",
      "9",
      "42",
      "99",
      "99+",
      "99+",
      "99+",
    ]);
  });
});
