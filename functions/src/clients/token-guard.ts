// A granted client's browser could ask Storage for a file's download URL (the SDK's
// getDownloadURL): Firebase then mints a download token, and an address with a token answers
// without the rules, so it would keep working after the gallery expires or its password changes.
// Client files never need one (the page reads them with getBlob, signed in), so any token that
// appears on them is taken away at once.
import { CLIENT_MEDIA_ROOT, ORIGINALS_ROOT } from "@folio/domain";

/** The custom metadata key under which Firebase keeps a file's download tokens. */
const TOKENS = "firebaseStorageDownloadTokens";

/** Whether a stored file is a client gallery's and carries a download token to take away. */
export function hasClientDownloadToken(
  name: string,
  metadata: Readonly<Record<string, unknown>> | undefined,
): boolean {
  const isClientFile =
    name.startsWith(`${CLIENT_MEDIA_ROOT}/`) || name.startsWith(`${ORIGINALS_ROOT}/clients/`);
  return isClientFile && typeof metadata?.[TOKENS] === "string" && metadata[TOKENS] !== "";
}

/** Whether a Cloud Storage call failed because the file is gone (nothing left to guard). */
export function isFileGone(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 404;
}
