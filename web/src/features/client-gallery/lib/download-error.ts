/**
 * What the client reads when a download is refused or fails. The server's reason code
 * (`details.reason`) decides; the text is never matched.
 */
export function downloadErrorMessage(error: unknown): string {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
  const reason = (details as { reason?: unknown } | null | undefined)?.reason;
  if (reason === "expired") return "This gallery has expired, so its downloads are closed.";
  const refused =
    code === "functions/permission-denied" ||
    code === "functions/failed-precondition" ||
    code === "functions/not-found" ||
    code === "functions/unauthenticated";
  if (refused) return "This download is not offered for this gallery. Ask your photographer if you need it.";
  if (code === "functions/resource-exhausted")
    return "Too many downloads at once. Please wait a minute and try again.";
  return "The download could not start. Check your connection and try again.";
}
