// A stored (uncompressed) ZIP whose every byte is known before the first is sent: each entry's
// size and CRC-32 are known up front, so the local headers carry them (no data descriptors),
// the archive has an exact length, and any byte range is served without reading the files
// before it. Hand-written because no maintained ZIP library lays out an archive this way
// (archiver and yazl stream from the start, computing CRCs as they go).
//
// Format: PKWARE's APPNOTE.TXT, sections 4.3.7 (local header), 4.3.12 (central directory)
// and 4.3.16 (end of central directory). No ZIP64: a part stays under ZIP32_MAX_BYTES.

/** One file of the archive. */
export interface ZipEntry {
  /** The path inside the archive (`Ceremony/IMG_0001.jpg`), unique, "/" between folders. */
  name: string;
  size: number;
  /** CRC-32 (IEEE, as zlib.crc32 computes it) of the file's bytes. */
  crc32: number;
}

/** A stretch of the archive: bytes made here (headers), or a stretch of one entry's file. */
export type ZipSegment =
  | { kind: "bytes"; start: number; data: Buffer }
  | { kind: "file"; start: number; entry: number; length: number };

export interface ZipLayout {
  size: number;
  segments: readonly ZipSegment[];
}

/** One piece of a requested range: bytes to send, or bytes [from, to] (inclusive) of an entry's file. */
export type ZipPiece =
  { kind: "bytes"; data: Buffer } | { kind: "file"; entry: number; from: number; to: number };

const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const END_RECORD = 22;
/** An archive at or above this needs ZIP64 (0xFFFFFFFF marks a ZIP64 field). */
export const ZIP32_MAX_BYTES = 0xffffffff;
const ZIP32_MAX_ENTRIES = 0xffff;
/** Version 1.0 suffices to extract a stored file. */
const VERSION_NEEDED = 10;
/** Made by Unix (3), spec 2.0: lets the external attributes carry permissions. */
const VERSION_MADE_BY = (3 << 8) | 20;
/** Bit 11: names are UTF-8. */
const FLAG_UTF8 = 0x0800;
/** A regular file, rw-r--r--, in the Unix half of the external attributes. */
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;

/** The bytes an entry adds to an archive: its local header, its data, its central record. */
export function entryCost(name: string, size: number): number {
  const nameBytes = Buffer.byteLength(name, "utf8");
  return LOCAL_HEADER + nameBytes + size + CENTRAL_HEADER + nameBytes;
}

/** The bytes an archive of these entries takes. */
export function zipSize(entries: readonly Pick<ZipEntry, "name" | "size">[]): number {
  return entries.reduce((sum, entry) => sum + entryCost(entry.name, entry.size), END_RECORD);
}

/** MS-DOS time and date (2-second steps, from 1980), read in UTC so every instance writes the same. */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.min(Math.max(at.getUTCFullYear(), 1980), 2107);
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

/** The fields local and central headers share, from "version needed" to the name's length. */
function commonFields(
  buffer: Buffer,
  offset: number,
  entry: ZipEntry,
  name: Buffer,
  when: { time: number; date: number },
) {
  buffer.writeUInt16LE(VERSION_NEEDED, offset);
  buffer.writeUInt16LE(FLAG_UTF8, offset + 2);
  buffer.writeUInt16LE(0, offset + 4); // stored
  buffer.writeUInt16LE(when.time, offset + 6);
  buffer.writeUInt16LE(when.date, offset + 8);
  buffer.writeUInt32LE(entry.crc32 >>> 0, offset + 10);
  buffer.writeUInt32LE(entry.size, offset + 14);
  buffer.writeUInt32LE(entry.size, offset + 18);
  buffer.writeUInt16LE(name.length, offset + 22);
}

function localHeader(entry: ZipEntry, name: Buffer, when: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(LOCAL_HEADER + name.length);
  header.writeUInt32LE(0x04034b50, 0);
  commonFields(header, 4, entry, name, when);
  header.writeUInt16LE(0, 28); // no extra field
  name.copy(header, LOCAL_HEADER);
  return header;
}

function centralHeader(
  entry: ZipEntry,
  name: Buffer,
  when: { time: number; date: number },
  offset: number,
): Buffer {
  const header = Buffer.alloc(CENTRAL_HEADER + name.length);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION_MADE_BY, 4);
  commonFields(header, 6, entry, name, when);
  // Extra field, comment, disk number and internal attributes stay 0.
  header.writeUInt32LE(FILE_ATTRIBUTES, 38);
  header.writeUInt32LE(offset, 42);
  name.copy(header, CENTRAL_HEADER);
  return header;
}

function endRecord(entries: number, directorySize: number, directoryOffset: number): Buffer {
  const record = Buffer.alloc(END_RECORD);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(entries, 8);
  record.writeUInt16LE(entries, 10);
  record.writeUInt32LE(directorySize, 12);
  record.writeUInt32LE(directoryOffset, 16);
  return record;
}

/**
 * The archive of `entries`, in order, every entry dated `modified`: the same entries always
 * give the same bytes. Throws when it would need ZIP64 (the part planner never asks for that).
 */
export function zipLayout(entries: readonly ZipEntry[], modified: Date): ZipLayout {
  if (entries.length >= ZIP32_MAX_ENTRIES) throw new RangeError(`${entries.length} entries need ZIP64`);
  const size = zipSize(entries);
  if (size >= ZIP32_MAX_BYTES) throw new RangeError(`${size} bytes need ZIP64`);
  const when = dosDateTime(modified);
  const segments: ZipSegment[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  entries.forEach((entry, index) => {
    const name = Buffer.from(entry.name, "utf8");
    const header = localHeader(entry, name, when);
    directory.push(centralHeader(entry, name, when, offset));
    segments.push({ kind: "bytes", start: offset, data: header });
    offset += header.length;
    if (entry.size > 0) segments.push({ kind: "file", start: offset, entry: index, length: entry.size });
    offset += entry.size;
  });
  const central = Buffer.concat(directory);
  segments.push({
    kind: "bytes",
    start: offset,
    data: Buffer.concat([central, endRecord(entries.length, central.length, offset)]),
  });
  return { size, segments };
}

/**
 * The pieces that make bytes [start, end] (inclusive) of the archive, in order: slices of
 * headers, and stretches of files, so a resumed download reads only the files it still needs.
 */
export function zipPieces(layout: ZipLayout, start: number, end: number): ZipPiece[] {
  const pieces: ZipPiece[] = [];
  for (const segment of layout.segments) {
    const length = segment.kind === "bytes" ? segment.data.length : segment.length;
    const from = Math.max(start, segment.start);
    const to = Math.min(end, segment.start + length - 1);
    if (from > to) continue;
    if (segment.kind === "bytes")
      pieces.push({
        kind: "bytes",
        data: segment.data.subarray(from - segment.start, to - segment.start + 1),
      });
    else
      pieces.push({ kind: "file", entry: segment.entry, from: from - segment.start, to: to - segment.start });
  }
  return pieces;
}
