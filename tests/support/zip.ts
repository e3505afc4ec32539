import { crc32 } from "node:zlib";
import yauzl from "yauzl";

/** One entry as an unzip tool reads it: its name, its bytes, and the headers' facts. */
export interface UnzippedEntry {
  name: string;
  data: Buffer;
  crc32: number;
  localHeaderOffset: number;
  flags: number;
  method: number;
  /** Its date, read as UTC. */
  modified: Date;
  externalAttributes: number;
}

/** Every entry of a ZIP with its bytes, in the archive's order; a wrong CRC-32 rejects it. */
export function unzip(zip: Buffer): Promise<UnzippedEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      zip,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: true },
      (error, archive) => {
        if (error) return reject(error);
        const entries: UnzippedEntry[] = [];
        archive.on("entry", (entry: yauzl.Entry) => {
          archive.openReadStream(entry, (streamError, stream) => {
            if (streamError) return reject(streamError);
            const chunks: Buffer[] = [];
            stream.on("data", (chunk: Buffer) => chunks.push(chunk));
            stream.on("end", () => {
              const data = Buffer.concat(chunks);
              // yauzl checks sizes, not checksums: an archive with a wrong CRC-32 fails every unzip tool.
              if (crc32(data) !== entry.crc32)
                return reject(new Error(`${entry.fileName}: CRC-32 does not match`));
              entries.push({
                name: entry.fileName,
                data,
                crc32: entry.crc32,
                localHeaderOffset: entry.relativeOffsetOfLocalHeader,
                flags: entry.generalPurposeBitFlag,
                method: entry.compressionMethod,
                modified: entry.getLastModDate({ timezone: "UTC" }),
                externalAttributes: entry.externalFileAttributes,
              });
              archive.readEntry();
            });
          });
        });
        archive.on("end", () => resolve(entries));
        archive.on("error", reject);
        archive.readEntry();
      },
    );
  });
}
