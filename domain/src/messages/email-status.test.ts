import { describe, expect, it } from "vitest";
import { emailStatusOf, parseEmailState } from "./email-status";

const at = (millis: number) => ({ toMillis: () => millis });
const NOW = new Date(1_000_000);

describe("emailStatusOf", () => {
  it("shows sent, sending while the claim is live, and failures with their reason", () => {
    expect(emailStatusOf({ state: "sent", attempts: 1, sentAt: at(5) }, NOW)).toEqual({
      state: "sent",
      sentAt: new Date(5),
    });
    expect(emailStatusOf({ state: "sending", attempts: 1, leaseUntil: at(1_000_001) }, NOW)).toEqual({
      state: "sending",
    });
    expect(emailStatusOf({ state: "failed", attempts: 2, reason: "smtp-auth", detail: "535" }, NOW)).toEqual({
      state: "failed",
      reason: "smtp-auth",
      detail: "535",
    });
  });

  it("shows a lapsed claim as unconfirmed", () => {
    expect(emailStatusOf({ state: "sending", attempts: 1, leaseUntil: at(1_000_000) }, NOW)).toEqual({
      state: "failed",
      reason: "unconfirmed",
      detail: null,
    });
  });

  it("reads nothing from absent or malformed values, and never throws", () => {
    for (const value of [undefined, null, "sent", { state: "done" }, []])
      expect(emailStatusOf(value, NOW)).toBeNull();
    expect(parseEmailState({ state: "failed", attempts: -1, reason: "__proto__", detail: 4 })).toEqual({
      state: "failed",
      attempts: 0,
      leaseUntil: null,
      sentAt: null,
      reason: null,
      detail: null,
    });
  });
});
