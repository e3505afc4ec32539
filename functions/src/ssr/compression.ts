import { gzipSync } from "node:zlib";

/**
 * The body gzipped when the client accepts it. Hosting passes an encoded answer through (and
 * its CDN keys the cache on `Accept-Encoding` via `Vary`); a phone on a slow link then gets
 * about a tenth of the bytes: the page repeats the album's markup once per layout breakpoint.
 */
export function encodeBody(
  body: string | Buffer,
  acceptEncoding: string | undefined,
): { body: Buffer; headers: Record<string, string> } {
  const gzip = /(^|,)\s*gzip\s*(;\s*q=(?!0(\.0*)?\s*($|,))[\d.]+\s*)?($|,)/i.test(acceptEncoding ?? "");
  return gzip
    ? { body: gzipSync(body), headers: { "Content-Encoding": "gzip", Vary: "Accept-Encoding" } }
    : {
        body: typeof body === "string" ? Buffer.from(body, "utf8") : body,
        headers: { Vary: "Accept-Encoding" },
      };
}
