import { EMAIL_AUTO_ATTEMPTS, type EmailFailureReason, type StoredEmailState } from "@folio/domain";
import { MailNotConfiguredError } from "./mailer";

/** Who asks for a send: the trigger (or the schedule), or the owner from the studio. */
export type SendMode = "automatic" | "owner";

/** Why a send is not claimed. */
export type SkipOutcome =
  /** The email went out already. */
  | "already-sent"
  /** Another attempt holds a live claim. */
  | "in-flight"
  /** An attempt's claim lapsed without a result: it may have gone out, so only the owner resends. */
  | "unconfirmed"
  /** The last failure was permanent, or the automatic attempts are used up: the owner decides. */
  | "needs-owner";

export type ClaimPlan = { kind: "claim"; attempt: number } | { kind: "skip"; outcome: SkipOutcome };

/** Failures worth trying again by themselves (the network, or a 4xx "try later"). */
const TRANSIENT_REASONS: readonly EmailFailureReason[] = ["smtp-unreachable", "smtp-deferred"];

export function isTransientReason(reason: EmailFailureReason): boolean {
  return TRANSIENT_REASONS.includes(reason);
}

/**
 * Whether this request may claim the send, and as which attempt. The claim is what makes the
 * email go out once: only a request that moves the state to `sending` (in a transaction)
 * sends, and a state of `sending` is never sent again automatically, because its attempt may
 * have crashed after the mail server took the email (SMTP servers deduplicate nothing).
 */
export function planClaim(stored: StoredEmailState | null, mode: SendMode, now: number): ClaimPlan {
  if (stored === null) return { kind: "claim", attempt: 1 };
  const next = { kind: "claim", attempt: stored.attempts + 1 } as const;
  switch (stored.state) {
    case "sent":
      return { kind: "skip", outcome: "already-sent" };
    case "sending":
      if (stored.leaseUntil !== null && stored.leaseUntil > now)
        return { kind: "skip", outcome: "in-flight" };
      return mode === "owner" ? next : { kind: "skip", outcome: "unconfirmed" };
    case "failed":
      if (mode === "owner") return next;
      return stored.reason !== null &&
        isTransientReason(stored.reason) &&
        stored.attempts < EMAIL_AUTO_ATTEMPTS
        ? next
        : { kind: "skip", outcome: "needs-owner" };
  }
}

/** A failed send, as stored and shown. */
export interface SendFailure {
  reason: EmailFailureReason;
  /** The server's reply or the network error, at most 300 characters. */
  detail: string;
}

const DETAIL_MAX = 300;
const AUTH_CODES = [530, 534, 535];

/** Sorts a transport error into a stable reason (nodemailer's `code` and `responseCode`). */
export function classifySendError(error: unknown): SendFailure {
  const fields = (typeof error === "object" && error !== null ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
    response?: unknown;
    message?: unknown;
  };
  const said = typeof fields.response === "string" ? fields.response : String(fields.message ?? error);
  const detail = said.replace(/\s+/g, " ").trim().slice(0, DETAIL_MAX);
  const status = typeof fields.responseCode === "number" ? fields.responseCode : null;
  const reason: EmailFailureReason =
    error instanceof MailNotConfiguredError
      ? "not-configured"
      : fields.code === "EAUTH" || (status !== null && AUTH_CODES.includes(status))
        ? "smtp-auth"
        : status !== null && status >= 400 && status < 500
          ? "smtp-deferred"
          : (status !== null && status >= 500) || fields.code === "EENVELOPE" || fields.code === "EMESSAGE"
            ? "smtp-rejected"
            : "smtp-unreachable";
  return { reason, detail };
}
