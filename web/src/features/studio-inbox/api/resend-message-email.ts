import type { ResendEmailRequest, ResendEmailResult } from "@folio/domain";
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
