// Why a download or an import is refused, as stable reasons (`details.reason`) with the exact
// message the client or the owner reads. Kept beside client galleries' code rather than in the
// content catalogue: these reasons belong to this feature alone.
import { CLIENT_DOWNLOAD_REFUSALS } from "@folio/domain";
import { HttpsError, type FunctionsErrorCode } from "firebase-functions/v2/https";

const CLIENT_MEDIA_ERRORS = {
  "not-signed-in": { status: "unauthenticated", message: "Open the gallery again to download." },
  "no-access": { status: "permission-denied", message: "This gallery is not shared with this device." },
  "not-owner": { status: "permission-denied", message: "Only the owner can change client galleries" },
  "gallery-not-found": {
    status: "not-found",
    message: "This gallery does not exist, or is no longer shared.",
  },
  "work-not-found": { status: "not-found", message: "This picture is not in the gallery any more." },
  "set-not-found": { status: "not-found", message: "This set is not in the gallery any more." },
  "downloads-off": { status: "failed-precondition", message: "Downloads are turned off for this gallery." },
  "whole-off": {
    status: "failed-precondition",
    message: "This gallery's pictures can be downloaded one at a time, not all at once.",
  },
  "nothing-to-download": {
    status: "failed-precondition",
    message: "There is nothing to download here yet: the pictures are still being prepared.",
  },
  "too-many-downloads": {
    status: "resource-exhausted",
    message: CLIENT_DOWNLOAD_REFUSALS["too-many-downloads"],
  },
  "gallery-busy": { status: "resource-exhausted", message: CLIENT_DOWNLOAD_REFUSALS["gallery-busy"] },
  "invalid-input": { status: "invalid-argument", message: "The request is not valid" },
  "server-failed": {
    status: "internal",
    message: "The server could not finish this; nothing was lost, try again",
  },
} as const satisfies Record<string, { status: FunctionsErrorCode; message: string }>;

export type ClientMediaReason = keyof typeof CLIENT_MEDIA_ERRORS;

/** A refusal with its stable reason; the message is the catalogue's unless one is given. */
export class ClientMediaError extends Error {
  constructor(
    readonly reason: ClientMediaReason,
    message: string = CLIENT_MEDIA_ERRORS[reason].message,
  ) {
    super(message);
    this.name = "ClientMediaError";
  }

  /** The HttpsError a callable throws: `details` carries the reason and the message, as the content callables do. */
  toHttpsError(): HttpsError {
    return new HttpsError(CLIENT_MEDIA_ERRORS[this.reason].status, this.message, {
      reason: this.reason,
      message: this.message,
    });
  }
}
