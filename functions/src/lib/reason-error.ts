import { callableErrorWire, type CallableStatus, type ReasonError } from "@folio/domain";
import { HttpsError } from "firebase-functions/v2/https";

/**
 * The HttpsError a callable throws for a domain error: the catalogue's status (or `status`),
 * the message, and `details: { reason, message }`. Clients branch on `details.reason`; the
 * message rides in `details` too because the web SDK appends the HTTP status to
 * `error.message` ("… [409]") but passes `details` through untouched.
 */
export function reasonHttpsError(error: ReasonError, status?: CallableStatus): HttpsError {
  const wire = callableErrorWire(error);
  return new HttpsError(status ?? wire.status, wire.message, wire.details);
}
