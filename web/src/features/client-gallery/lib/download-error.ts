import { CLIENT_DOWNLOAD_REFUSALS } from "@folio/domain";

/**
 * What the client reads for each refusal reason: `requestClientDownload`'s (`details.reason`;
 * functions/src/clients/client-media-errors.ts) and the download address's (`reason` of a
 * DownloadRefusedError, from its Download-Refusal header). The reason decides, never the text.
 */
const REASON_MESSAGES: Readonly<Record<string, string>> = {
  ...CLIENT_DOWNLOAD_REFUSALS,
  "not-signed-in": "Open the gallery again to download.",
  "no-access": "This gallery is no longer shared with this device. Open the link you were sent again.",
  "gallery-not-found": "This gallery does not exist, or is no longer shared.",
  "work-not-found": "This picture is not in the gallery any more.",
  "set-not-found": "This set is not in the gallery any more.",
  "downloads-off": "Downloads are turned off for this gallery.",
  "whole-off": "This gallery's pictures can be downloaded one at a time, not all at once.",
  "nothing-to-download": "There is nothing to download here yet: the pictures are still being prepared.",
};

/** The reason a refusal carries: a callable's `details.reason`, or a download address's. */
function reasonOf(error: unknown): unknown {
  const { details, reason } = (error ?? {}) as { details?: unknown; reason?: unknown };
  return (details as { reason?: unknown } | null | undefined)?.reason ?? reason;
}

/** The message for a refused or failed download. */
export function downloadErrorMessage(error: unknown): string {
  const reason = reasonOf(error);
  if (typeof reason === "string" && Object.hasOwn(REASON_MESSAGES, reason)) return REASON_MESSAGES[reason]!;
  return "The download could not start. Check your connection and try again.";
}
