// Plans the cleaning of an MP4 or QuickTime (MOV) file: ISO base media files are a tree of
// boxes, each "size, type, payload". A box is neutralised by renaming it `free` (a box every
// reader skips) and zeroing its payload, so every size and chunk offset in the file stays
// valid and the video and audio are copied bit for bit. Removed: user data (`udta`: Apple's and
// Android's `©xyz` location, make, model, serial numbers, owner), metadata (`meta`: Apple's
// `com.apple.quicktime.location.ISO6709` keys and the rest), `uuid` boxes (XMP, camera vendors'
// blobs) at every level we walk, and every track that is neither video nor audio (GPS and
// telemetry tracks: GoPro's `gpmd`, `camm`, timed metadata, drones' subtitle telemetry), whose
// samples in `mdat` are zeroed as well.
import { UnreadableMediaError, type Patch, type ReadAt } from "./patches";

/** Box types removed wherever they appear in the walked tree. */
const METADATA_BOXES = new Set(["udta", "meta", "uuid", "XMP_"]);
/** Boxes whose children are walked for metadata. */
const CONTAINERS = new Set(["trak", "mdia", "minf", "edts", "stbl", "mvex"]);
/** Track handlers kept: pictures and sound. */
const KEPT_HANDLERS = new Set(["vide", "soun"]);
/** Types a top-level box of a MP4 or QuickTime file may have first. */
const FIRST_BOXES = new Set(["ftyp", "moov", "mdat", "wide", "free", "skip", "pnot"]);
/** A movie header larger than this is refused rather than read into memory. */
const MOOV_MAX_BYTES = 128 * 1024 * 1024;

interface Box {
  type: string;
  /** Offset of the box in the file. */
  start: number;
  /** Bytes of size, type (and 64-bit size, and a uuid's user type) before the payload. */
  headerSize: number;
  /** Whole box, header included. */
  size: number;
  /** Whether its size is the 64-bit one after the type. */
  largeSize: boolean;
}

const fourCc = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The box whose header starts at `at` of `bytes` (which begin at file offset `base`), within `end`. */
function parseHeader(bytes: Uint8Array, at: number, base: number, end: number): Box {
  if (at + 8 > bytes.length) throw new UnreadableMediaError("A box header runs past the file");
  const data = view(bytes);
  const size32 = data.getUint32(at);
  const type = fourCc(bytes, at + 4);
  let headerSize = 8;
  let size: number;
  if (size32 === 1) {
    if (at + 16 > bytes.length) throw new UnreadableMediaError("A box header runs past the file");
    size = Number(data.getBigUint64(at + 8));
    headerSize = 16;
  } else if (size32 === 0) size = end - (base + at);
  else size = size32;
  if (type === "uuid") headerSize += 16;
  if (size < headerSize || base + at + size > end)
    throw new UnreadableMediaError(`The "${type}" box at ${base + at} does not fit its parent`);
  return { type, start: base + at, headerSize, size, largeSize: size32 === 1 };
}

/** Rename to `free` and zero the payload: the box and its contents are gone, its length stays. */
function neutralise(box: Box): Patch[] {
  const payloadStart = box.start + (box.largeSize ? 16 : 8);
  return [
    { offset: box.start + 4, length: 4, data: new TextEncoder().encode("free") },
    { offset: payloadStart, length: box.start + box.size - payloadStart },
  ];
}

/** The direct children of the box whose payload is `bytes[from, to)`; `base` is `bytes`' offset in the file. */
function children(bytes: Uint8Array, from: number, to: number, base: number): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    const box = parseHeader(bytes, at, base, base + to);
    boxes.push(box);
    at += box.size;
  }
  return boxes;
}

const payload = (box: Box, base: number) => ({
  from: box.start - base + box.headerSize,
  to: box.start - base + box.size,
});

function child(bytes: Uint8Array, box: Box, base: number, type: string): Box | undefined {
  const { from, to } = payload(box, base);
  return children(bytes, from, to, base).find((candidate) => candidate.type === type);
}

/** A track's handler (`vide`, `soun`, `meta`, `text`, ...) from `mdia/hdlr`; "" when missing. */
function handlerOf(bytes: Uint8Array, trak: Box, base: number): string {
  const mdia = child(bytes, trak, base, "mdia");
  const hdlr = mdia && child(bytes, mdia, base, "hdlr");
  if (!hdlr) return "";
  // FullBox (4), pre_defined (4), then the handler type.
  return fourCc(bytes, hdlr.start - base + hdlr.headerSize + 8);
}

/** The byte ranges of a track's samples, from its sample table (`mdia/minf/stbl`). */
function sampleRanges(bytes: Uint8Array, trak: Box, base: number, fileSize: number): Patch[] {
  const mdia = child(bytes, trak, base, "mdia");
  const minf = mdia && child(bytes, mdia, base, "minf");
  const stbl = minf && child(bytes, minf, base, "stbl");
  if (!stbl) return [];
  const table = (type: string) => {
    const box = child(bytes, stbl, base, type);
    return box ? { at: box.start - base + box.headerSize + 4, end: box.start - base + box.size } : null;
  };
  const data = view(bytes);
  const stsc = table("stsc");
  const stco = table("stco");
  const co64 = table("co64");
  const stsz = table("stsz");
  const stz2 = table("stz2");
  if (!stsc || !(stco || co64) || !(stsz || stz2)) return [];
  const check = (at: number, end: number) => {
    if (at > end) throw new UnreadableMediaError("A sample table runs past its box");
  };

  const chunkOffsets: number[] = [];
  if (stco) {
    const count = data.getUint32(stco.at);
    check(stco.at + 4 + count * 4, stco.end);
    for (let i = 0; i < count; i++) chunkOffsets.push(data.getUint32(stco.at + 4 + i * 4));
  } else if (co64) {
    const count = data.getUint32(co64.at);
    check(co64.at + 4 + count * 8, co64.end);
    for (let i = 0; i < count; i++) chunkOffsets.push(Number(data.getBigUint64(co64.at + 4 + i * 8)));
  }

  const sampleSize: (index: number) => number = (() => {
    if (stsz) {
      const fixed = data.getUint32(stsz.at);
      const count = data.getUint32(stsz.at + 4);
      if (fixed !== 0) return (index) => (index < count ? fixed : 0);
      check(stsz.at + 8 + count * 4, stsz.end);
      return (index) => (index < count ? data.getUint32(stsz.at + 8 + index * 4) : 0);
    }
    const z = stz2!;
    const fieldSize = data.getUint8(z.at + 3);
    const count = data.getUint32(z.at + 4);
    if (![4, 8, 16].includes(fieldSize))
      throw new UnreadableMediaError("A compact sample size table is malformed");
    check(z.at + 8 + Math.ceil((count * fieldSize) / 8), z.end);
    return (index) => {
      if (index >= count) return 0;
      if (fieldSize === 16) return data.getUint16(z.at + 8 + index * 2);
      if (fieldSize === 8) return data.getUint8(z.at + 8 + index);
      const byte = data.getUint8(z.at + 8 + (index >> 1));
      return index % 2 === 0 ? byte >> 4 : byte & 0x0f;
    };
  })();

  const entries = data.getUint32(stsc.at);
  check(stsc.at + 4 + entries * 12, stsc.end);
  const runs = Array.from({ length: entries }, (_, i) => ({
    firstChunk: data.getUint32(stsc.at + 4 + i * 12),
    samplesPerChunk: data.getUint32(stsc.at + 8 + i * 12),
  }));
  const ranges: Patch[] = [];
  let sample = 0;
  let run = 0;
  for (let chunk = 1; chunk <= chunkOffsets.length; chunk++) {
    while (run + 1 < runs.length && runs[run + 1]!.firstChunk <= chunk) run++;
    const perChunk = runs[run]?.samplesPerChunk ?? 0;
    let length = 0;
    for (let i = 0; i < perChunk; i++) length += sampleSize(sample++);
    const offset = chunkOffsets[chunk - 1]!;
    if (length === 0) continue;
    if (offset + length > fileSize)
      throw new UnreadableMediaError("A track's samples lie past the end of the file");
    const last = ranges.at(-1);
    if (last && last.offset + last.length === offset) last.length += length;
    else ranges.push({ offset, length });
  }
  return ranges;
}

/** What the cleaner found: the patches, and the first video track's shown size (rotation applied). */
export interface IsoBmffPlan {
  patches: Patch[];
  videoSize: { width: number; height: number } | null;
}

/** A video track's width and height as shown: `tkhd`'s size, swapped when its matrix turns it a quarter. */
function shownSize(bytes: Uint8Array, trak: Box, base: number): { width: number; height: number } | null {
  const tkhd = child(bytes, trak, base, "tkhd");
  if (!tkhd) return null;
  const at = tkhd.start - base + tkhd.headerSize;
  const data = view(bytes);
  const version = data.getUint8(at);
  const matrixAt = at + (version === 1 ? 52 : 40);
  if (matrixAt + 44 > tkhd.start - base + tkhd.size) return null;
  const a = data.getInt32(matrixAt);
  const d = data.getInt32(matrixAt + 16);
  const width = Math.round(data.getUint32(matrixAt + 36) / 65536);
  const height = Math.round(data.getUint32(matrixAt + 40) / 65536);
  if (width < 1 || height < 1) return null;
  return a === 0 && d === 0 ? { width: height, height: width } : { width, height };
}

/** Walks the movie header (`moov`, read whole): the patches it needs, and the video's size. */
function planMovie(bytes: Uint8Array, moov: Box, fileSize: number): IsoBmffPlan {
  const base = moov.start;
  const patches: Patch[] = [];
  let videoSize: IsoBmffPlan["videoSize"] = null;
  const walk = (box: Box) => {
    const { from, to } = payload(box, base);
    for (const inner of children(bytes, from, to, base)) {
      if (METADATA_BOXES.has(inner.type)) patches.push(...neutralise(inner));
      else if (inner.type === "trak") {
        const handler = handlerOf(bytes, inner, base);
        if (!KEPT_HANDLERS.has(handler)) {
          patches.push(...neutralise(inner), ...sampleRanges(bytes, inner, base, fileSize));
          continue;
        }
        if (handler === "vide" && !videoSize) videoSize = shownSize(bytes, inner, base);
        walk(inner);
      } else if (CONTAINERS.has(inner.type)) walk(inner);
    }
  };
  walk(moov);
  return { patches, videoSize };
}

/**
 * The patches that take every location and user-data box out of an MP4 or QuickTime file of
 * `fileSize` bytes, reading only its box headers and its movie header.
 */
export async function planIsoBmffCleaning(read: ReadAt, fileSize: number): Promise<IsoBmffPlan> {
  const patches: Patch[] = [];
  let videoSize: IsoBmffPlan["videoSize"] = null;
  let sawMovie = false;
  let at = 0;
  while (at < fileSize) {
    const head = await read(at, Math.min(32, fileSize - at));
    if (head.length < 8) {
      // Trailing bytes too short for a box: zero them, whatever they are.
      patches.push({ offset: at, length: fileSize - at });
      break;
    }
    const box = parseHeader(head, 0, at, fileSize);
    if (at === 0 && !FIRST_BOXES.has(box.type))
      throw new UnreadableMediaError("This is not an MP4 or QuickTime file");
    if (METADATA_BOXES.has(box.type)) patches.push(...neutralise(box));
    else if (box.type === "moov") {
      if (sawMovie) throw new UnreadableMediaError("The file has two movie headers");
      if (box.size > MOOV_MAX_BYTES) throw new UnreadableMediaError("The movie header is too large");
      sawMovie = true;
      const movie = planMovie(await read(box.start, box.size), box, fileSize);
      patches.push(...movie.patches);
      videoSize = movie.videoSize;
    }
    at += box.size;
  }
  if (!sawMovie) throw new UnreadableMediaError("The file has no movie header");
  return { patches, videoSize };
}
