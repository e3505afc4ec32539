// Plans the cleaning of a WebM (Matroska) file: EBML elements are "id, size, payload". Tags
// (titles, but also any name/value a muxer or an app writes: a recording location, an author)
// and Attachments (files carried along, such as a cover picture with its own EXIF) become Void
// elements of the same length, which every reader skips, so cluster positions, cues and the
// seek head stay valid and the frames are copied bit for bit.
import { UnreadableMediaError, type Patch, type ReadAt } from "./patches";

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
// The level-1 elements of a Segment.
const SEEK_HEAD = 0x114d9b74;
const INFO = 0x1549a966;
const TRACKS = 0x1654ae6b;
const CUES = 0x1c53bb6b;
const CLUSTER = 0x1f43b675;
const TAGS = 0x1254c367;
const ATTACHMENTS = 0x1941a469;
const CHAPTERS = 0x1043a770;
const VOID = 0xec;
/** Level-1 elements removed. */
const REMOVED = new Set([TAGS, ATTACHMENTS]);
/** Level-1 elements: one of these ends a cluster of unknown size. */
const TOP_LEVEL = new Set([SEEK_HEAD, INFO, TRACKS, CUES, CLUSTER, TAGS, ATTACHMENTS, CHAPTERS]);

interface Element {
  id: number;
  /** Bytes of the id. */
  idLength: number;
  /** Bytes of the size. */
  sizeLength: number;
  /** Payload bytes, or null for "unknown" (live recordings). */
  size: number | null;
}

/** An EBML variable-length integer at `at`: its value (marker bit removed) and its length. */
function readVint(
  bytes: Uint8Array,
  at: number,
  keepMarker: boolean,
): { value: number; length: number; allOnes: boolean } {
  const first = bytes[at];
  if (first === undefined || first === 0) throw new UnreadableMediaError("Malformed EBML number");
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) throw new UnreadableMediaError("Malformed EBML number");
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = (first & (0xff >> length)) === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, allOnes };
}

function readElement(bytes: Uint8Array): Element {
  const id = readVint(bytes, 0, true);
  if (id.length > 4) throw new UnreadableMediaError("Malformed EBML id");
  const size = readVint(bytes, id.length, false);
  return {
    id: id.value,
    idLength: id.length,
    sizeLength: size.length,
    size: size.allOnes ? null : size.value,
  };
}

/** A Void element over exactly the bytes of `element` at `offset`: its id and size rewritten, its payload zeroed. */
function toVoid(offset: number, element: Element & { size: number }): Patch[] {
  const headerLength = element.idLength + element.sizeLength;
  const sizeLength = headerLength - 1;
  if (sizeLength < 1 || sizeLength > 8 || element.size >= 2 ** (7 * sizeLength) - 1)
    throw new UnreadableMediaError("An element is too large to blank in place");
  const header = new Uint8Array(headerLength);
  header[0] = VOID;
  let rest = element.size;
  for (let i = headerLength - 1; i >= 1; i--) {
    header[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  header[1]! |= 0x80 >> (sizeLength - 1);
  return [
    { offset, length: headerLength, data: header },
    { offset: offset + headerLength, length: element.size },
  ];
}

/** Where an element of unknown size ends: at the first following level-1 element, or the file's end. */
async function unknownSizeEnd(read: ReadAt, from: number, fileSize: number): Promise<number> {
  let at = from;
  while (at < fileSize) {
    const element = readElement(await read(at, Math.min(16, fileSize - at)));
    if (TOP_LEVEL.has(element.id) || element.size === null) return at;
    at += element.idLength + element.sizeLength + element.size;
  }
  return fileSize;
}

const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const VIDEO = 0xe0;
const PIXEL_WIDTH = 0xb0;
const PIXEL_HEIGHT = 0xba;
const DISPLAY_WIDTH = 0x54b0;
const DISPLAY_HEIGHT = 0x54ba;

/** The children of a payload held in memory: id, and payload bounds within `bytes`. */
function elementsIn(
  bytes: Uint8Array,
  from: number,
  to: number,
): { id: number; start: number; end: number }[] {
  const found: { id: number; start: number; end: number }[] = [];
  let at = from;
  while (at < to) {
    const element = readElement(bytes.subarray(at, Math.min(to, at + 16)));
    const start = at + element.idLength + element.sizeLength;
    if (element.size === null || start + element.size > to) break;
    found.push({ id: element.id, start, end: start + element.size });
    at = start + element.size;
  }
  return found;
}

function unsigned(bytes: Uint8Array, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) value = value * 256 + (bytes[i] ?? 0);
  return value;
}

/** The first video track's shown size, from a Tracks element's payload. */
function videoSizeOf(tracks: Uint8Array): { width: number; height: number } | null {
  for (const entry of elementsIn(tracks, 0, tracks.length)) {
    if (entry.id !== TRACK_ENTRY) continue;
    const fields = elementsIn(tracks, entry.start, entry.end);
    const type = fields.find((field) => field.id === TRACK_TYPE);
    const video = fields.find((field) => field.id === VIDEO);
    if (!type || unsigned(tracks, type.start, type.end) !== 1 || !video) continue;
    const value = (id: number) => {
      const field = elementsIn(tracks, video.start, video.end).find((candidate) => candidate.id === id);
      return field ? unsigned(tracks, field.start, field.end) : 0;
    };
    const width = value(DISPLAY_WIDTH) || value(PIXEL_WIDTH);
    const height = value(DISPLAY_HEIGHT) || value(PIXEL_HEIGHT);
    return width > 0 && height > 0 ? { width, height } : null;
  }
  return null;
}

/** What the cleaner found: the patches, and the first video track's size. */
export interface WebmPlan {
  patches: Patch[];
  videoSize: { width: number; height: number } | null;
}

/** Tracks larger than this are not read for the video's size. */
const TRACKS_MAX_BYTES = 1024 * 1024;

/** The patches that blank a WebM file's Tags and Attachments, reading only element headers (and its track list). */
export async function planWebmCleaning(read: ReadAt, fileSize: number): Promise<WebmPlan> {
  const patches: Patch[] = [];
  let videoSize: WebmPlan["videoSize"] = null;
  const header = readElement(await read(0, Math.min(16, fileSize)));
  if (header.id !== EBML_HEADER || header.size === null)
    throw new UnreadableMediaError("This is not a WebM file");
  let at = header.idLength + header.sizeLength + header.size;
  while (at < fileSize) {
    const segment = readElement(await read(at, Math.min(16, fileSize - at)));
    const segmentStart = at + segment.idLength + segment.sizeLength;
    const segmentEnd = segment.size === null ? fileSize : Math.min(fileSize, segmentStart + segment.size);
    if (segment.id !== SEGMENT) {
      if (segment.size === null) break;
      at = segmentEnd;
      continue;
    }
    let inner = segmentStart;
    while (inner < segmentEnd) {
      const element = readElement(await read(inner, Math.min(16, segmentEnd - inner)));
      const payloadStart = inner + element.idLength + element.sizeLength;
      const end =
        element.size === null
          ? await unknownSizeEnd(read, payloadStart, segmentEnd)
          : payloadStart + element.size;
      if (end > segmentEnd) throw new UnreadableMediaError("An element runs past its segment");
      if (REMOVED.has(element.id)) {
        if (element.size === null) throw new UnreadableMediaError("Tags of unknown size");
        patches.push(...toVoid(inner, { ...element, size: element.size }));
      } else if (
        element.id === TRACKS &&
        !videoSize &&
        element.size !== null &&
        element.size <= TRACKS_MAX_BYTES
      )
        videoSize = videoSizeOf(await read(payloadStart, element.size));
      inner = end;
    }
    at = segmentEnd;
  }
  return { patches, videoSize };
}
