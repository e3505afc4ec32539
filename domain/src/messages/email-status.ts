import { z } from "../zod";

/**
 * The owner's email about a visitor message: its send state, stored by the server on the
 * message as `notification` (clients can never write it; the rules' field lists leave it out)
 * and shown by the studio inbox.
 */

/** Why an email did not go out, as a stable code; the inbox words it with EMAIL_FAILURE_TEXT. */
export const EMAIL_FAILURE_REASONS = [
  "smtp-unreachable",
  "smtp-deferred",
  "smtp-rejected",
  "smtp-auth",
  "not-configured",
  "unconfirmed",
] as const;
export type EmailFailureReason = (typeof EMAIL_FAILURE_REASONS)[number];

/** What the inbox says for each reason, after "Email not sent:". */
export const EMAIL_FAILURE_TEXT: Record<EmailFailureReason, string> = {
  "smtp-unreachable": "the mail server could not be reached",
  "smtp-deferred": "the mail server asked to try again later",
  "smtp-rejected": "the mail server refused the email",
  "smtp-auth": "the mail server refused the login",
  "not-configured": "no mail server, owner address or sender is configured",
  unconfirmed: "the send was interrupted and may not have gone out",
};

/**
 * How long a send may take before its claim lapses: above the trigger's 60 s timeout, so a
 * claim that lapsed belongs to an attempt that is certainly over (it crashed or timed out).
 */
export const EMAIL_SEND_LEASE_MS = 120_000;

/** Attempts the trigger makes by itself (transient failures only); the owner may retry after. */
export const EMAIL_AUTO_ATTEMPTS = 5;

/** The stored `notification` field of a message (times as epoch milliseconds once parsed). */
export interface StoredEmailState {
  state: "sending" | "sent" | "failed";
  /** Sends claimed so far, automatic and the owner's. */
  attempts: number;
  /** While `sending`: when the claim lapses. */
  leaseUntil: number | null;
  sentAt: number | null;
  reason: EmailFailureReason | null;
  /** The mail server's or the network's own words, bounded; for the owner to act on. */
  detail: string | null;
}

/** What the inbox shows of a message's email. */
export type EmailStatus =
  | { state: "sent"; sentAt: Date | null }
  | { state: "sending" }
  | { state: "failed"; reason: EmailFailureReason; detail: string | null };

function millisOf(value: unknown): number | null {
  if (typeof value === "object" && value !== null && "toMillis" in value) {
    const toMillis = (value as { toMillis: unknown }).toMillis;
    if (typeof toMillis === "function") {
      const millis: unknown = toMillis.call(value);
      return typeof millis === "number" ? millis : null;
    }
  }
  return null;
}

/** Parses a stored `notification`; null when absent or malformed (never throws). */
export function parseEmailState(value: unknown): StoredEmailState | null {
  if (typeof value !== "object" || value === null) return null;
  const data = value as Record<string, unknown>;
  const state = data.state;
  if (state !== "sending" && state !== "sent" && state !== "failed") return null;
  const attempts =
    Number.isSafeInteger(data.attempts) && (data.attempts as number) >= 0 ? (data.attempts as number) : 0;
  const reason = EMAIL_FAILURE_REASONS.find((known) => known === data.reason) ?? null;
  return {
    state,
    attempts,
    leaseUntil: millisOf(data.leaseUntil),
    sentAt: millisOf(data.sentAt),
    reason,
    detail: typeof data.detail === "string" ? data.detail : null,
  };
}

/**
 * What the owner sees at `now`: a send whose claim lapsed without a result is `unconfirmed`
 * (its attempt crashed or timed out, before or after the mail server took it), so the owner
 * decides whether to send it again; no automatic retry resends it.
 */
export function emailStatusOf(value: unknown, now: Date): EmailStatus | null {
  const stored = parseEmailState(value);
  if (!stored) return null;
  if (stored.state === "sent")
    return { state: "sent", sentAt: stored.sentAt === null ? null : new Date(stored.sentAt) };
  if (stored.state === "sending") {
    if (stored.leaseUntil !== null && stored.leaseUntil > now.getTime()) return { state: "sending" };
    return { state: "failed", reason: "unconfirmed", detail: null };
  }
  return { state: "failed", reason: stored.reason ?? "smtp-rejected", detail: stored.detail };
}

/** The `resendMessageEmail` callable's request: which message to email the owner about again. */
export const resendEmailRequestSchema = z.object({
  kind: z.enum(["inquiry", "booking"]),
  id: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[^/]+$/, "Not a message id"),
});
export type ResendEmailRequest = z.infer<typeof resendEmailRequestSchema>;

/** What `resendMessageEmail` answers: the send's outcome, and why when it failed. */
export type ResendEmailResult =
  | { outcome: "sent" | "already-sent" | "in-flight" | "unconfirmed" | "needs-owner" | "not-wanted" }
  | { outcome: "failed"; reason: EmailFailureReason; detail: string };
