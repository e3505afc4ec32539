// Cleans an uploaded video without re-encoding it (no encoder runs in Cloud Functions without
// a binary from outside npm): the container's metadata is blanked in place (iso-bmff.ts,
// webm.ts) while the file streams from the original to its public copy, so a 500 MB video
// never sits in memory.
import { Transform, type TransformCallback } from "node:stream";
import { planIsoBmffCleaning } from "./iso-bmff";
import { patchChunk, sortPatches, UnreadableMediaError, type Patch, type ReadAt } from "./patches";
import { planWebmCleaning } from "./webm";

/** What the copy must change, and the video's shown size when the container says. */
export interface VideoPlan {
  patches: Patch[];
  videoSize: { width: number; height: number } | null;
}

/** EBML's magic number: the first bytes of every WebM file. */
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

/**
 * Plans the cleaning of a video of `fileSize` bytes declared as `contentType`. The bytes decide
 * the container: a file that is not the kind its type says is refused rather than guessed at.
 */
export async function planVideo(read: ReadAt, fileSize: number, contentType: string): Promise<VideoPlan> {
  const head = await read(0, Math.min(16, fileSize));
  const isWebm = EBML_MAGIC.every((byte, i) => head[i] === byte);
  if (contentType === "video/webm") {
    if (!isWebm) throw new UnreadableMediaError("This file is not a WebM video");
    return planWebmCleaning(read, fileSize);
  }
  if (contentType !== "video/mp4" && contentType !== "video/quicktime")
    throw new UnreadableMediaError(`Videos of type ${contentType} are not accepted`);
  if (isWebm) throw new UnreadableMediaError("This file is not an MP4 or QuickTime video");
  const plan = await planIsoBmffCleaning(read, fileSize);
  return { patches: sortPatches(plan.patches), videoSize: plan.videoSize };
}

/** A stream that writes the patches over the bytes passing through it. */
export function patchStream(patches: readonly Patch[]): Transform {
  const sorted = sortPatches(patches);
  let position = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      const patched = patchChunk(chunk, position, sorted);
      position += chunk.length;
      callback(
        null,
        patched === chunk ? chunk : Buffer.from(patched.buffer, patched.byteOffset, patched.byteLength),
      );
    },
  });
}

/**
 * A ReadAt over ranged reads of a remote file, in blocks, so walking many small headers close
 * together (a WebM file's clusters) costs one read per block rather than per header.
 */
export function blockReader(
  fetchRange: (start: number, endInclusive: number) => Promise<Uint8Array>,
  fileSize: number,
  blockSize = 256 * 1024,
): ReadAt {
  const blocks = new Map<number, Promise<Uint8Array>>();
  const block = (index: number) => {
    let found = blocks.get(index);
    if (!found) {
      const start = index * blockSize;
      found = fetchRange(start, Math.min(fileSize, start + blockSize) - 1);
      blocks.set(index, found);
      // A handful of recent blocks is all a walk revisits.
      if (blocks.size > 8) blocks.delete(blocks.keys().next().value as number);
    }
    return found;
  };
  return async (offset, length) => {
    const end = Math.min(fileSize, offset + length);
    if (end <= offset) return new Uint8Array(0);
    // A large range (a movie header) is read in one request, not block by block.
    if (length > blockSize) return fetchRange(offset, end - 1);
    const out = new Uint8Array(end - offset);
    for (let index = Math.floor(offset / blockSize); index * blockSize < end; index++) {
      const data = await block(index);
      const start = index * blockSize;
      const from = Math.max(offset, start);
      const to = Math.min(end, start + data.length);
      if (to > from) out.set(data.subarray(from - start, to - start), from - offset);
    }
    return out;
  };
}
