import { EMAIL_SEND_LEASE_MS, parseEmailState } from "@folio/domain";
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import type { Mailer, OutgoingMail } from "./mailer";
import {
  classifySendError,
  isTransientReason,
  planClaim,
  type SendFailure,
  type SendMode,
  type SkipOutcome,
} from "./send-state";

/** The field of a document that holds its email's send state. */
export const SEND_STATE_FIELD = "notification";

/** What a send does besides Firestore; tests give their own. */
export interface SendDeps {
  mailer: Mailer;
  now?: () => Date;
  /**
   * Runs once the mail server has taken the email, before `sent` is recorded. Tests throw
   * here to stand for a crash in that window (the instance dies, the process is killed).
   */
  afterSend?: () => Promise<void> | void;
}

export type SendResult =
  | { outcome: "sent"; attempt: number }
  | { outcome: "failed"; attempt: number; failure: SendFailure; retryable: boolean }
  | { outcome: SkipOutcome | "gone" | "not-wanted" };

/**
 * Sends the email `compose` makes of a document at most once per claim, and records the
 * result on the document under `notification`:
 *
 * 1. A transaction reads the document and claims the send (state `sending`, a lease of
 *    EMAIL_SEND_LEASE_MS, the attempt number), unless planClaim says otherwise. Redeliveries
 *    and concurrent requests serialise here: one claims, the others see its claim.
 * 2. The email goes out with a Message-ID that is the same on every attempt.
 * 3. A transaction records `sent`, or `failed` with the reason, if the claim is still ours.
 *
 * The one window left is a crash between the mail server taking the email and step 3: the
 * state stays `sending`, and since nothing can tell whether the email left, no automatic
 * retry sends it again. Once the lease lapses the inbox shows it as unconfirmed and the owner
 * may resend (a resend carries the same Message-ID, which mail clients fold together).
 * `compose` returns null when the document wants no email (likely spam): nothing is written.
 */
export async function sendOnce(
  db: Firestore,
  ref: DocumentReference,
  mode: SendMode,
  compose: (data: Record<string, unknown>) => OutgoingMail | null,
  deps: SendDeps,
): Promise<SendResult> {
  const now = deps.now ?? (() => new Date());
  const claim = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return { outcome: "gone" } as const;
    const data = snapshot.data() ?? {};
    const mail = compose(data);
    if (mail === null) return { outcome: "not-wanted" } as const;
    const at = now().getTime();
    const plan = planClaim(parseEmailState(data[SEND_STATE_FIELD]), mode, at);
    if (plan.kind === "skip") return { outcome: plan.outcome } as const;
    tx.update(ref, {
      [SEND_STATE_FIELD]: {
        state: "sending",
        attempts: plan.attempt,
        leaseUntil: Timestamp.fromMillis(at + EMAIL_SEND_LEASE_MS),
        updatedAt: FieldValue.serverTimestamp(),
      },
    });
    return { outcome: "claimed", attempt: plan.attempt, mail } as const;
  });
  if (claim.outcome !== "claimed") return claim;

  const { attempt, mail } = claim;
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    const failure = classifySendError(error);
    await record(db, ref, attempt, {
      state: "failed",
      attempts: attempt,
      reason: failure.reason,
      detail: failure.detail,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { outcome: "failed", attempt, failure, retryable: isTransientReason(failure.reason) };
  }
  // Deliberately outside the try: a throw here is a crash after sending, not a failed send.
  await deps.afterSend?.();
  await record(db, ref, attempt, {
    state: "sent",
    attempts: attempt,
    sentAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return { outcome: "sent", attempt };
}

/**
 * Writes an attempt's result unless a later attempt has claimed the send since (the owner
 * resent after this one's lease lapsed) or it is already recorded sent: a late result never
 * overwrites a newer one.
 */
async function record(
  db: Firestore,
  ref: DocumentReference,
  attempt: number,
  state: Record<string, unknown>,
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return;
    const stored = parseEmailState(snapshot.get(SEND_STATE_FIELD));
    if (stored && (stored.state === "sent" || stored.attempts > attempt)) return;
    tx.update(ref, { [SEND_STATE_FIELD]: state });
  });
}
