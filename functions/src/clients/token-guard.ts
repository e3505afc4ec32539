// A granted client's browser could ask Storage for a file's download URL (the SDK's
// getDownloadURL): Firebase then mints a download token, and an address with a token answers
// without the rules, so it would keep working after the gallery expires or its password changes.
// Client files never need one (the page reads them with getBlob, signed in), so any token that
// appears on them is taken away at once.
import { CLIENT_MEDIA_ROOT, ORIGINALS_ROOT } from "@folio/domain";
import { DOWNLOAD_TOKENS, REVOKED_TOKENS, tokensFingerprint } from "../media/storage-files";

/**
 * The tokens a metadata event of a stored file asks the guard to take away, or null: those of a
 * client gallery's file, unless they are the very tokens a revocation already took away (its
 * fingerprint, storage-files.ts). Production's Storage drops the tokens with the revocation, but
 * the emulator keeps them in a list of its own and reports them again, so without the fingerprint
 * each revocation would wake the guard for another, forever; a token minted later is new, and
 * is taken away in turn.
 */
export function tokensToRevoke(
  name: string,
  metadata: Readonly<Record<string, unknown>> | undefined,
): string | null {
  const isClientFile =
    name.startsWith(`${CLIENT_MEDIA_ROOT}/`) || name.startsWith(`${ORIGINALS_ROOT}/clients/`);
  const tokens = metadata?.[DOWNLOAD_TOKENS];
  if (!isClientFile || typeof tokens !== "string" || tokens === "") return null;
  return metadata?.[REVOKED_TOKENS] === tokensFingerprint(tokens) ? null : tokens;
}

/** Whether a Cloud Storage call failed because the file is gone (nothing left to guard). */
export function isFileGone(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 404;
}
