// The bucket as the media pipeline uses it: public addresses, ranged reads, writes with the
// metadata the Storage rules read, and folder deletes.
import { createHash } from "node:crypto";
import { crc32 } from "node:zlib";
import { storageObjectUrl } from "@folio/domain";
import { bucket } from "../lib/admin";

/**
 * Files a visitor fetches carry `role` (display or download); a work's files also carry
 * `public`, which storage.rules reads: "true" or "false", set by visibility.ts from the work's
 * `published` and `downloadable`. Absent until the work is first saved pointing at them, when
 * the rules ask the work's Firestore document instead.
 */
type FileRole = "display" | "download";

/**
 * Cache headers of a work's files. `private`: a work can be unpublished, after which Storage
 * refuses its files, so no shared cache may keep serving them; the visitor's own browser keeps
 * them for good (a new upload is a new folder, so a path never changes content).
 */
export const WORK_FILE_CACHE = "private, max-age=31536000, immutable";
/** The site's own pictures are public as long as they exist. */
export const SITE_FILE_CACHE = "public, max-age=31536000, immutable";

/** Where a file is fetched from: the Storage emulator locally, Firebase's own host in production. */
export function publicUrl(path: string): string {
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  return storageObjectUrl(bucket().name, path, emulator ? `http://${emulator}` : undefined);
}

/** Bytes [start, endInclusive] of a stored file. */
export async function readRange(path: string, start: number, endInclusive: number): Promise<Uint8Array> {
  const [data] = await bucket().file(path).download({ start, end: endInclusive });
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/** A whole stored file (pictures: at most 30 MB). */
export async function readWhole(path: string): Promise<Buffer> {
  const [data] = await bucket().file(path).download();
  return data;
}

/** Whether a file exists. */
export async function fileExists(path: string): Promise<boolean> {
  const [exists] = await bucket().file(path).exists();
  return exists;
}

/**
 * The custom metadata key of a file's CRC-32 (IEEE, as ZIP uses it; 8 hex digits). A client's
 * ZIP download needs every file's CRC-32 before it sends the first byte (client-downloads.ts),
 * and Storage keeps only CRC-32C, another polynomial: so each file the pipeline writes carries
 * its own, computed from the bytes it writes.
 */
export const CRC32_KEY = "crc32";

/** A CRC-32 as the metadata holds it. */
export function crc32Text(value: number): string {
  return (value >>> 0).toString(16).padStart(8, "0");
}

/** A CRC-32 read from metadata, or null when absent or not one. */
export function crc32OfText(text: unknown): number | null {
  return typeof text === "string" && /^[0-9a-f]{8}$/.test(text) ? Number.parseInt(text, 16) : null;
}

/** Writes a file with its type, cache header, custom metadata and its CRC-32. */
export async function writeFile(
  path: string,
  data: Buffer,
  options: { contentType: string; cacheControl: string; metadata: { role: FileRole } },
): Promise<void> {
  await bucket()
    .file(path)
    .save(data, {
      resumable: false,
      metadata: {
        contentType: options.contentType,
        cacheControl: options.cacheControl,
        metadata: { ...options.metadata, [CRC32_KEY]: crc32Text(crc32(data)) },
      },
    });
}

/** The custom metadata key under which Firebase keeps a file's download tokens. */
export const DOWNLOAD_TOKENS = "firebaseStorageDownloadTokens";

/**
 * Custom metadata a revocation writes: a fingerprint of the tokens it took away. Revoking is
 * itself a metadata update, which wakes the token guard (clients/token-guard.ts) again. In
 * production that event carries no token; the Storage emulator keeps tokens in a list of its own,
 * which a null metadata key never empties, and reports them on every later event. With the
 * fingerprint, the guard tells tokens it has already taken away from a newly minted one, and
 * stops, on both.
 */
export const REVOKED_TOKENS = "revokedTokens";

/** The fingerprint of a file's token list (never the tokens themselves). */
export function tokensFingerprint(tokens: string): string {
  return createHash("sha256").update(tokens).digest("hex").slice(0, 16);
}

/**
 * Takes a file's download tokens (`tokens`, as its metadata at `metageneration` lists them) away,
 * if its metadata is still at that metageneration: the Firebase SDK gives every upload one, and an
 * address with a token skips the Storage rules. The owner reads originals through the SDK (signed
 * in), which needs none. Resolves false when the metadata changed since (its own event follows).
 */
export async function revokeDownloadTokens(
  path: string,
  tokens: string,
  metageneration: number,
): Promise<boolean> {
  try {
    await bucket()
      .file(path)
      .setMetadata(
        { metadata: { [DOWNLOAD_TOKENS]: null, [REVOKED_TOKENS]: tokensFingerprint(tokens) } },
        { ifMetagenerationMatch: metageneration },
      );
    return true;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 412) return false;
    throw error;
  }
}

/** Takes a file's download tokens away as it stands now (retrying a race with another metadata write). */
export async function revokeCurrentDownloadTokens(path: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [metadata] = await bucket().file(path).getMetadata();
    const tokens = metadata.metadata?.[DOWNLOAD_TOKENS];
    if (typeof tokens !== "string" || tokens === "") return;
    if (await revokeDownloadTokens(path, tokens, Number(metadata.metageneration))) return;
  }
  throw new Error(`the metadata of ${path} kept changing while its download tokens were revoked`);
}

/** Deletes every file under `prefix` (a folder, ending in "/"); returns how many. */
export async function deleteFolder(prefix: string): Promise<number> {
  const [files] = await bucket().getFiles({ prefix });
  await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
  return files.length;
}
