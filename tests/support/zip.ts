import { crc32 } from "node:zlib";
import yauzl from "yauzl";

/** Every entry of a ZIP with its bytes, in the archive's order; a wrong CRC-32 rejects it. */
export function unzip(zip: Buffer): Promise<{ name: string; data: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const entries: { name: string; data: Buffer }[] = [];
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
            entries.push({ name: entry.fileName, data });
            archive.readEntry();
          });
        });
      });
      archive.on("end", () => resolve(entries));
      archive.on("error", reject);
      archive.readEntry();
    });
  });
}
