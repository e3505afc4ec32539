/**
 * Chrome's MediaRecorder writes WebM without a Duration (it streams, so it cannot know),
 * and players then show no length and seek badly. This writes the Duration into the
 * Segment's Info element. EBML: each element is an ID (a VINT with its marker bits kept),
 * a size (a VINT; all ones = unknown) and the payload.
 */

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

interface Vint {
  value: number;
  length: number;
  unknown: boolean;
}

function readVint(bytes: Uint8Array, offset: number, keepMarker: boolean): Vint {
  const first = bytes[offset];
  if (first === undefined || first === 0)
    throw new Error(`Not a WebM file: bad EBML number at byte ${offset}`);
  const length = Math.clz32(first) - 23;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[offset + i]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/** A size as an 8-byte VINT, so the header length never depends on the value. */
function sizeVint(size: number): Uint8Array {
  const out = new Uint8Array(8);
  let rest = size;
  for (let i = 7; i > 0; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0] = 0x01;
  return out;
}

function idBytes(id: number): Uint8Array {
  const bytes: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Uint8Array.from(bytes);
}

function element(id: number, payload: Uint8Array): Uint8Array {
  return concat([idBytes(id), sizeVint(payload.length), payload]);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

interface Child {
  id: number;
  start: number;
  dataStart: number;
  end: number;
}

function children(bytes: Uint8Array, start: number, end: number): Child[] {
  const list: Child[] = [];
  let at = start;
  while (at < end) {
    const id = readVint(bytes, at, true);
    const size = readVint(bytes, at + id.length, false);
    const dataStart = at + id.length + size.length;
    const childEnd = size.unknown ? end : dataStart + size.value;
    list.push({ id: id.value, start: at, dataStart, end: childEnd });
    if (size.unknown) break;
    at = childEnd;
  }
  return list;
}

function readUint(bytes: Uint8Array, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) value = value * 256 + bytes[i]!;
  return value;
}

/** The file with its Info's Duration set to `durationMs` (replacing one already there). */
export function withWebmDuration(file: Uint8Array, durationMs: number): Uint8Array {
  const top = children(file, 0, file.length);
  const segment = top.find((child) => child.id === SEGMENT);
  if (!segment) throw new Error("Not a WebM file: no Segment");
  const info = children(file, segment.dataStart, segment.end).find((child) => child.id === INFO);
  if (!info) throw new Error("Not a WebM file: no Info in the Segment");
  const infoChildren = children(file, info.dataStart, info.end);
  const scaleChild = infoChildren.find((child) => child.id === TIMECODE_SCALE);
  const timecodeScale = scaleChild ? readUint(file, scaleChild.dataStart, scaleChild.end) : 1_000_000;
  const duration = new Uint8Array(8);
  new DataView(duration.buffer).setFloat64(0, (durationMs * 1_000_000) / timecodeScale);
  const kept = infoChildren
    .filter((child) => child.id !== DURATION)
    .map((child) => file.subarray(child.start, child.end));
  const newInfo = element(INFO, concat([...kept, element(DURATION, duration)]));
  const segmentHead = file.subarray(segment.start, segment.dataStart);
  const segmentSize = readVint(file, segment.start + readVint(file, segment.start, true).length, false);
  const delta = newInfo.length - (info.end - info.start);
  const head = segmentSize.unknown
    ? segmentHead
    : concat([idBytes(SEGMENT), sizeVint(segment.end - segment.dataStart + delta)]);
  return concat([
    file.subarray(0, segment.start),
    head,
    file.subarray(segment.dataStart, info.start),
    newInfo,
    file.subarray(info.end),
  ]);
}

/** The Duration in milliseconds written in a WebM file, or null when there is none. */
export function readWebmDuration(file: Uint8Array): number | null {
  const segment = children(file, 0, file.length).find((child) => child.id === SEGMENT);
  const info = segment && children(file, segment.dataStart, segment.end).find((child) => child.id === INFO);
  if (!info) return null;
  const infoChildren = children(file, info.dataStart, info.end);
  const durationChild = infoChildren.find((child) => child.id === DURATION);
  if (!durationChild) return null;
  const scaleChild = infoChildren.find((child) => child.id === TIMECODE_SCALE);
  const timecodeScale = scaleChild ? readUint(file, scaleChild.dataStart, scaleChild.end) : 1_000_000;
  const view = new DataView(
    file.buffer,
    file.byteOffset + durationChild.dataStart,
    durationChild.end - durationChild.dataStart,
  );
  const raw = view.byteLength === 4 ? view.getFloat32(0) : view.getFloat64(0);
  return (raw * timecodeScale) / 1_000_000;
}
