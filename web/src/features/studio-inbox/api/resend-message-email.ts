import type { EmailStatus, ResendEmailRequest, ResendEmailResult } from "@folio/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applyInboxChange } from "./inbox-cache";
import { rethrowing } from "@/data/content/content-errors";
import { call } from "@/lib/firebase/functions";

/**
 * Asks the server to email the owner about a message again (the `resendMessageEmail`
 * callable): the same claim and send as the trigger, allowed after any failure. Resolves with
 * the outcome (a failed send is an outcome, with its reason); rejects only when the call fails.
 */
export function resendMessageEmail(request: ResendEmailRequest): Promise<ResendEmailResult> {
  return rethrowing(() => call<ResendEmailRequest, ResendEmailResult>("resendMessageEmail", request));
}

/** The email status a message has after a resend's outcome (null: unchanged, as for likely spam). */
function statusAfter(result: ResendEmailResult): EmailStatus | null {
  switch (result.outcome) {
    case "failed":
      return { state: "failed", reason: result.reason, detail: result.detail };
    case "in-flight":
      return { state: "sending" };
    case "sent":
    case "already-sent":
      return { state: "sent", sentAt: new Date() };
    default:
      return null;
  }
}

/** Its mutation key: the inbox shows which cards are sending from the pending mutations. */
export const RESEND_EMAIL_KEY = ["inbox", "resend-email"] as const;

/** `resendMessageEmail` as a mutation; the message's card shows the outcome without a read. */
export function useResendMessageEmail(resend = resendMessageEmail) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: RESEND_EMAIL_KEY,
    mutationFn: (request: ResendEmailRequest) => resend(request),
    onSuccess: async (result, { kind, id }) => {
      const emailStatus = statusAfter(result);
      if (emailStatus) await applyInboxChange(queryClient, kind, id, { emailStatus });
    },
  });
}
