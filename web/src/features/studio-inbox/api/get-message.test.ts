import { describe, expect, it } from "vitest";
import { parseMessageParam } from "./get-message";

describe("parseMessageParam", () => {
  it("reads the kind and id the owner's email links to", () => {
    expect(parseMessageParam("inquiry/abc123")).toEqual({ kind: "inquiry", id: "abc123" });
    expect(parseMessageParam("booking/x")).toEqual({ kind: "booking", id: "x" });
  });

  it("refuses anything else", () => {
    for (const value of [
      null,
      "",
      "inquiry",
      "inquiry/",
      "spam/abc",
      "inquiry/a/b",
      `booking/${"x".repeat(129)}`,
    ])
      expect(parseMessageParam(value)).toBeNull();
  });
});
