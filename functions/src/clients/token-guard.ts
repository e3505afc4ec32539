// A granted client's browser could ask Storage for a file's download URL (the SDK's
// getDownloadURL): Firebase then mints a download token, and an address with a token answers
// without the rules, so it would keep working after the gallery expires or its password changes.
// Client files never need one (the page reads them with getBlob, signed in), so any token that
// appears on them is taken away at once.
import { CLIENT_MEDIA_ROOT, ORIGINALS_ROOT } from "@folio/domain";
import { REVOKED_AT_METAGENERATION } from "../media/storage-files";

/** The custom metadata key under which Firebase keeps a file's download tokens. */
const TOKENS = "firebaseStorageDownloadTokens";

/**
 * Whether a metadata event of a stored file asks the guard to take a token away: a client
 * gallery's file that carries one, unless the event is a revocation's own write (its mark names
 * the event's metageneration). Production's Storage drops the token with the revocation, but the
 * emulator keeps it in a list of its own and reports it again, so without the mark each
 * revocation would wake the guard for another, forever.
 */
export function needsTokenRevoked(
  name: string,
  metadata: Readonly<Record<string, unknown>> | undefined,
  metageneration: number,
): boolean {
  const isClientFile =
    name.startsWith(`${CLIENT_MEDIA_ROOT}/`) || name.startsWith(`${ORIGINALS_ROOT}/clients/`);
  if (!isClientFile) return false;
  if (metadata?.[REVOKED_AT_METAGENERATION] === String(metageneration)) return false;
  return typeof metadata?.[TOKENS] === "string" && metadata[TOKENS] !== "";
}

/** Whether a Cloud Storage call failed because the file is gone (nothing left to guard). */
export function isFileGone(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 404;
}
