import { EMAIL_AUTO_ATTEMPTS, type StoredEmailState } from "@folio/domain";
import { describe, expect, it } from "vitest";
import { MailNotConfiguredError } from "./mailer";
import { classifySendError, planClaim } from "./send-state";

const NOW = 1_000_000;
const state = (extra: Partial<StoredEmailState>): StoredEmailState => ({
  state: "failed",
  attempts: 1,
  leaseUntil: null,
  sentAt: null,
  reason: null,
  detail: null,
  ...extra,
});

describe("planClaim", () => {
  it("claims the first attempt of a message never sent, whoever asks", () => {
    expect(planClaim(null, "automatic", NOW)).toEqual({ kind: "claim", attempt: 1 });
    expect(planClaim(null, "owner", NOW)).toEqual({ kind: "claim", attempt: 1 });
  });

  it("never sends again once sent, nor while another attempt holds a live claim", () => {
    for (const mode of ["automatic", "owner"] as const) {
      expect(planClaim(state({ state: "sent" }), mode, NOW)).toEqual({
        kind: "skip",
        outcome: "already-sent",
      });
      expect(planClaim(state({ state: "sending", leaseUntil: NOW + 1 }), mode, NOW)).toEqual({
        kind: "skip",
        outcome: "in-flight",
      });
    }
  });

  it("leaves a lapsed claim (maybe sent, maybe not) to the owner", () => {
    const lapsed = state({ state: "sending", attempts: 2, leaseUntil: NOW });
    expect(planClaim(lapsed, "automatic", NOW)).toEqual({ kind: "skip", outcome: "unconfirmed" });
    expect(planClaim(lapsed, "owner", NOW)).toEqual({ kind: "claim", attempt: 3 });
  });

  it("retries transient failures by itself up to EMAIL_AUTO_ATTEMPTS, permanent ones never", () => {
    expect(planClaim(state({ reason: "smtp-unreachable" }), "automatic", NOW)).toEqual({
      kind: "claim",
      attempt: 2,
    });
    expect(planClaim(state({ reason: "smtp-deferred", attempts: 4 }), "automatic", NOW)).toEqual({
      kind: "claim",
      attempt: 5,
    });
    expect(
      planClaim(state({ reason: "smtp-unreachable", attempts: EMAIL_AUTO_ATTEMPTS }), "automatic", NOW),
    ).toEqual({ kind: "skip", outcome: "needs-owner" });
    for (const reason of ["smtp-rejected", "smtp-auth", "not-configured"] as const)
      expect(planClaim(state({ reason }), "automatic", NOW)).toEqual({
        kind: "skip",
        outcome: "needs-owner",
      });
    expect(planClaim(state({ reason: "smtp-auth", attempts: 9 }), "owner", NOW)).toEqual({
      kind: "claim",
      attempt: 10,
    });
  });
});

describe("classifySendError", () => {
  it("sorts nodemailer's errors into stable reasons, keeping the server's words", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ESOCKET" });
    expect(classifySendError(refused)).toEqual({
      reason: "smtp-unreachable",
      detail: "connect ECONNREFUSED 127.0.0.1:1",
    });
    const greylisted = { code: "EENVELOPE", responseCode: 451, response: "451 4.7.1 Try again later" };
    expect(classifySendError(greylisted)).toEqual({
      reason: "smtp-deferred",
      detail: "451 4.7.1 Try again later",
    });
    expect(
      classifySendError({ code: "EENVELOPE", responseCode: 550, response: "550 no such user" }).reason,
    ).toBe("smtp-rejected");
    expect(classifySendError({ code: "EAUTH", responseCode: 535, response: "535 bad login" }).reason).toBe(
      "smtp-auth",
    );
    expect(classifySendError(new MailNotConfiguredError("OWNER_EMAIL"))).toEqual({
      reason: "not-configured",
      detail: "OWNER_EMAIL is not set",
    });
  });

  it("bounds the detail and flattens it to one line", () => {
    const { detail } = classifySendError(new Error(`a\n\nb ${"x".repeat(1000)}`));
    expect(detail.startsWith("a b x")).toBe(true);
    expect(detail).toHaveLength(300);
  });
});
