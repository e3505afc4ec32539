// What a set or a whole gallery downloads as, frozen when it is asked for: each ready work's
// served file in the gallery's order, under its name in the archive, with the facts the ZIP
// needs before its first byte (size, CRC-32) and the file's generation, so every request of
// the download (resumes included) reads exactly the bytes it was planned with.
import { crc32 } from "node:zlib";
import { CLIENT_COLLECTIONS, CLIENT_MEDIA_ROOT, type ClientDownloadSize } from "@folio/domain";
import type { Firestore, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { bucket } from "../lib/admin";
import { CRC32_KEY, crc32OfText, crc32Text } from "../media/storage-files";
import { clientMediaLogs } from "./client-media-logs";
import { galleryRef } from "./client-refs";
import { downloadFileName, servedPath, ZipEntryNames, type WorkMediaRef } from "./download-plan";

/** Works read per Firestore page: a few hundred small documents, well under a function's memory. */
const WORKS_PAGE = 300;
/** Files whose CRC-32 is computed at once (each is read whole, streamed). */
const CHECKSUM_CONCURRENCY = 8;

/** One file of a download as its ticket keeps it. */
export interface ManifestEntry {
  /** Its path in the archive (or, for one work, the name the browser saves it under). */
  name: string;
  /** Its object in the bucket, and the generation planned with. */
  path: string;
  generation: string;
  size: number;
  /** CRC-32 of its bytes; null until known (files written before checksums were kept). */
  crc32: number | null;
}

/** One folder of the ZIP: a set's works, under the set's name (null: at the root). */
export interface ZipFolder {
  setId: string;
  folder: string | null;
}

/** A set's works in order, a page at a time (the `setId ==, order asc` index). */
async function* worksOfSet(db: Firestore, galleryId: string, setId: string) {
  const works = galleryRef(db, galleryId)
    .collection(CLIENT_COLLECTIONS.works)
    .where("setId", "==", setId)
    .orderBy("order")
    .limit(WORKS_PAGE);
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? works.startAfter(last) : works).get();
    yield* page.docs;
    if (page.size < WORKS_PAGE) return;
    last = page.docs.at(-1);
  }
}

/** The facts of a stored file the manifest needs. */
interface FileFacts {
  generation: string;
  size: number;
  crc32: number | null;
  contentType: string;
}

function factsOf(metadata: {
  generation?: string | number;
  size?: string | number;
  contentType?: string;
  metadata?: Record<string, unknown> | null;
}): FileFacts {
  return {
    generation: String(metadata.generation ?? ""),
    size: Number(metadata.size ?? 0),
    crc32: crc32OfText(metadata.metadata?.[CRC32_KEY]),
    contentType: metadata.contentType ?? "application/octet-stream",
  };
}

/** One stored file's facts, or null when it is gone. */
export async function fileFacts(path: string): Promise<FileFacts | null> {
  try {
    const [metadata] = await bucket().file(path).getMetadata();
    return factsOf(metadata);
  } catch (error) {
    if ((error as { code?: unknown }).code === 404) return null;
    throw error;
  }
}

/**
 * The facts of every file under a gallery's folder that `wanted` names, from the bucket's
 * listing (a thousand files per request: a 1,500-work gallery's ~9,000 files take 9).
 */
async function galleryFileFacts(
  galleryId: string,
  wanted: ReadonlySet<string>,
): Promise<Map<string, FileFacts>> {
  const facts = new Map<string, FileFacts>();
  let pageToken: string | undefined;
  do {
    const [files, next] = await bucket().getFiles({
      prefix: `${CLIENT_MEDIA_ROOT}/${galleryId}/`,
      autoPaginate: false,
      maxResults: 1000,
      ...(pageToken ? { pageToken } : {}),
    });
    for (const file of files) if (wanted.has(file.name)) facts.set(file.name, factsOf(file.metadata));
    pageToken = (next as { pageToken?: string } | null)?.pageToken;
  } while (pageToken);
  return facts;
}

/**
 * The files of the folders' ready works, in order, named uniquely for the archive. A work
 * still being prepared (no media) or whose file is gone is left out, as the client's grid
 * leaves it out.
 */
export async function zipManifest(
  db: Firestore,
  galleryId: string,
  folders: readonly ZipFolder[],
  size: Exclude<ClientDownloadSize, "none">,
): Promise<ManifestEntry[]> {
  const names = new ZipEntryNames();
  const planned: { name: string; path: string }[] = [];
  for (const { setId, folder } of folders) {
    for await (const work of worksOfSet(db, galleryId, setId)) {
      const media = work.get("media") as WorkMediaRef | undefined;
      const path = media ? servedPath(media, size) : null;
      if (!path) continue;
      planned.push({
        name: names.next(folder, downloadFileName(String(work.get("fileName") ?? work.id), path)),
        path,
      });
    }
  }
  const facts = await galleryFileFacts(galleryId, new Set(planned.map((file) => file.path)));
  return planned.flatMap(({ name, path }) => {
    const fact = facts.get(path);
    return fact ? [{ name, path, generation: fact.generation, size: fact.size, crc32: fact.crc32 }] : [];
  });
}

/** Reads a file (at its planned generation) through CRC-32, and keeps the result on the file. */
async function checksum(entry: ManifestEntry): Promise<number> {
  const file = bucket().file(entry.path, { generation: entry.generation });
  let value = 0;
  let bytes = 0;
  for await (const chunk of file.createReadStream({ validation: false }) as AsyncIterable<Buffer>) {
    value = crc32(chunk, value);
    bytes += chunk.length;
  }
  if (bytes !== entry.size) throw new Error(`${entry.path} changed while it was read`);
  // Kept on the file, so it is read once ever; only if it is still the same file.
  await file.setMetadata(
    { metadata: { [CRC32_KEY]: crc32Text(value) } },
    { ifGenerationMatch: entry.generation },
  );
  return value;
}

/**
 * Fills in the CRC-32 of files written before the pipeline kept it (older works, portfolio
 * imports of older files), reading each once, until `deadline` (epoch ms): a gallery of
 * thousands of such files takes several calls, each making progress. Returns how many
 * entries have their CRC-32 now.
 */
export async function fillChecksums(entries: ManifestEntry[], deadline: number): Promise<number> {
  const missing = entries.filter((entry) => entry.crc32 === null);
  let next = 0;
  const worker = async () => {
    while (next < missing.length && Date.now() < deadline) {
      const entry = missing[next++]!;
      entry.crc32 = await checksum(entry);
    }
  };
  await Promise.all(Array.from({ length: CHECKSUM_CONCURRENCY }, worker));
  const known = entries.filter((entry) => entry.crc32 !== null).length;
  if (missing.length > 0) clientMediaLogs.checksumsFilled(missing.length, known, entries.length);
  return known;
}
