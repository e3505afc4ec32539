import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { unzip as read } from "../../../tests/support/zip";
import { entryCost, zipLayout, zipPieces, zipSize, type ZipEntry, type ZipLayout } from "./zip-layout";

const MODIFIED = new Date(Date.UTC(2026, 10, 29, 14, 30, 58));

/** Files as a download plans them: bytes, and the entry (name, size, CRC-32) the archive needs. */
function files(contents: Record<string, string | Buffer>) {
  const data = Object.values(contents).map((content) => Buffer.from(content));
  const entries: ZipEntry[] = Object.keys(contents).map((name, index) => ({
    name,
    size: data[index]!.length,
    crc32: crc32(data[index]!),
  }));
  return { data, entries };
}

/** Bytes [start, end] of the archive, made from its pieces as the download function makes them. */
function bytesOf(layout: ZipLayout, data: readonly Buffer[], start = 0, end = layout.size - 1): Buffer {
  return Buffer.concat(
    zipPieces(layout, start, end).map((piece) =>
      piece.kind === "bytes" ? piece.data : data[piece.entry]!.subarray(piece.from, piece.to + 1),
    ),
  );
}

describe("a stored ZIP laid out before it is sent", () => {
  const { data, entries } = files({
    "Ceremony/kiss.jpg": Buffer.alloc(3000, 7),
    "Ceremony/Mariée (2).jpg": "a picture",
    "Party/empty.txt": "",
    "Party/cake.webp": Buffer.from(Array.from({ length: 700 }, (_, index) => index % 251)),
  });
  const layout = zipLayout(entries, MODIFIED);
  const zip = bytesOf(layout, data);

  it("is exactly as long as its size says, and its size is known from names and sizes alone", () => {
    expect(zip.length).toBe(layout.size);
    expect(zipSize(entries)).toBe(layout.size);
    expect(layout.size).toBe(22 + entries.reduce((sum, entry) => sum + entryCost(entry.name, entry.size), 0));
  });

  it("opens with every file, in order, byte for byte, its CRC-32 right", async () => {
    const opened = await read(zip);
    expect(opened.map((entry) => entry.name)).toEqual(entries.map((entry) => entry.name));
    opened.forEach((entry, index) => {
      expect(entry.data.equals(data[index]!), entry.name).toBe(true);
      expect(entry.crc32, entry.name).toBe(crc32(data[index]!));
      expect(entry.method, entry.name).toBe(0);
      // UTF-8 names, and no data descriptor: sizes and CRC are in the local header.
      expect(entry.flags, entry.name).toBe(0x0800);
      expect(entry.modified.toISOString()).toBe("2026-11-29T14:30:58.000Z");
      expect(entry.externalAttributes >>> 16, entry.name).toBe(0o100644);
    });
  });

  it("carries the CRC-32 and sizes in each local header, where a streaming unzip reads them", async () => {
    const opened = await read(zip);
    for (const [index, entry] of opened.entries()) {
      const header = zip.subarray(entry.localHeaderOffset);
      expect(header.readUInt32LE(0)).toBe(0x04034b50);
      expect(header.readUInt32LE(14)).toBe(entries[index]!.crc32);
      expect(header.readUInt32LE(18)).toBe(entries[index]!.size);
      expect(header.readUInt32LE(22)).toBe(entries[index]!.size);
      expect(header.subarray(30, 30 + header.readUInt16LE(26)).toString("utf8")).toBe(entries[index]!.name);
    }
  });

  it("ends with a central directory that points at each local header and an end record that points at it", () => {
    const end = zip.subarray(zip.length - 22);
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    expect(end.readUInt16LE(10)).toBe(entries.length);
    const directorySize = end.readUInt32LE(12);
    const directoryOffset = end.readUInt32LE(16);
    expect(directoryOffset + directorySize).toBe(zip.length - 22);
    expect(zip.readUInt32LE(directoryOffset)).toBe(0x02014b50);
  });

  it("gives the same bytes every time", () => {
    expect(bytesOf(zipLayout(entries, MODIFIED), data).equals(zip)).toBe(true);
  });

  it("serves any byte range as the same bytes, reading only the files that range covers", () => {
    for (const [start, end] of [
      [0, 0],
      [0, 29],
      [10, 3100],
      [3050, 3060],
      [layout.size - 23, layout.size - 1],
      [layout.size - 1, layout.size - 1],
    ] as const)
      expect(bytesOf(layout, data, start, end).equals(zip.subarray(start, end + 1)), `${start}-${end}`).toBe(
        true,
      );
    // A resume inside the last file reads nothing of the first.
    const late = zipPieces(layout, layout.size - 200, layout.size - 1);
    expect(
      late.filter((piece) => piece.kind === "file").map((piece) => piece.kind === "file" && piece.entry),
    ).toEqual([]);
    const cake = zipPieces(layout, zip.indexOf(data[3]!) + 100, layout.size - 1);
    expect(cake[0]).toEqual({ kind: "file", entry: 3, from: 100, to: 699 });
  });

  it("refuses an archive that would need ZIP64", () => {
    expect(() => zipLayout([{ name: "big.mov", size: 0xffffffff, crc32: 0 }], MODIFIED)).toThrow(/ZIP64/);
    expect(() =>
      zipLayout(
        Array.from({ length: 0xffff }, (_, index) => ({ name: `${index}`, size: 0, crc32: 0 })),
        MODIFIED,
      ),
    ).toThrow(/ZIP64/);
  });
});
