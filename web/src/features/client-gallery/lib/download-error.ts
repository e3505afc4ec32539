/**
 * What the client reads for each refusal reason `requestClientDownload` sends (`details.reason`;
 * functions/src/clients/client-media-errors.ts and docs/client-media.md). The reason decides,
 * never the message text.
 */
const REASON_MESSAGES: Readonly<Record<string, string>> = {
  "not-signed-in": "Open the gallery again to download.",
  "no-access": "This gallery is no longer shared with this device. Open the link you were sent again.",
  "gallery-not-found": "This gallery does not exist, or is no longer shared.",
  "work-not-found": "This picture is not in the gallery any more.",
  "set-not-found": "This set is not in the gallery any more.",
  "downloads-off": "Downloads are turned off for this gallery.",
  "whole-off": "This gallery's pictures can be downloaded one at a time, not all at once.",
};

/** The message for a refused or failed download. */
export function downloadErrorMessage(error: unknown): string {
  const { details } = (error ?? {}) as { details?: unknown };
  const reason = (details as { reason?: unknown } | null | undefined)?.reason;
  if (typeof reason === "string" && Object.hasOwn(REASON_MESSAGES, reason)) return REASON_MESSAGES[reason]!;
  return "The download could not start. Check your connection and try again.";
}
