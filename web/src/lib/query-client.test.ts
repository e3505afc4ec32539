import { describe, expect, it } from "vitest";
import { isTransient } from "./query-client";

describe("isTransient", () => {
  it("retries what may pass next time and never a refusal", () => {
    const codes = ["unavailable", "firestore/deadline-exceeded", "permission-denied", "not-found", undefined];
    expect(codes.map((code) => isTransient({ code }))).toEqual([true, true, false, false, false]);
    expect(isTransient(new Error("boom"))).toBe(false);
  });
});
