// What the video cleaners plan and the copy applies: byte ranges of the original to overwrite,
// with the file's length and every other byte unchanged, so no offset inside it moves.

/** Reads `length` bytes at `offset` of the original (fewer only at its end). */
export type ReadAt = (offset: number, length: number) => Promise<Uint8Array>;

/** Bytes to write over the original's at `offset`; zeros when `data` is absent. */
export interface Patch {
  offset: number;
  length: number;
  data?: Uint8Array;
}

/** Raised when a file is not the container it claims to be, or is built in a way the cleaner refuses. */
export class UnreadableMediaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnreadableMediaError";
  }
}

/** Patches in file order, none overlapping (a later one that overlaps an earlier is an error in the plan). */
export function sortPatches(patches: readonly Patch[]): Patch[] {
  const sorted = [...patches].filter((patch) => patch.length > 0).sort((a, b) => a.offset - b.offset);
  for (let i = 1; i < sorted.length; i++) {
    const before = sorted[i - 1]!;
    if (sorted[i]!.offset < before.offset + before.length) throw new Error("Overlapping patches");
  }
  return sorted;
}

/**
 * Applies sorted patches to one chunk of the stream that starts at `chunkStart`: the bytes of
 * every patch that falls in the chunk are overwritten in place.
 */
export function patchChunk(chunk: Uint8Array, chunkStart: number, patches: readonly Patch[]): Uint8Array {
  const chunkEnd = chunkStart + chunk.length;
  let out = chunk;
  for (const patch of patches) {
    if (patch.offset >= chunkEnd) break;
    const patchEnd = patch.offset + patch.length;
    if (patchEnd <= chunkStart) continue;
    if (out === chunk) out = Uint8Array.from(chunk);
    const from = Math.max(patch.offset, chunkStart);
    const to = Math.min(patchEnd, chunkEnd);
    if (patch.data) out.set(patch.data.subarray(from - patch.offset, to - patch.offset), from - chunkStart);
    else out.fill(0, from - chunkStart, to - chunkStart);
  }
  return out;
}

/** Applies patches to a whole file in memory (tests and small files). */
export function applyPatches(file: Uint8Array, patches: readonly Patch[]): Uint8Array {
  return patchChunk(file, 0, sortPatches(patches));
}
