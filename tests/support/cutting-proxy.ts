// A path that ends every request after a time limit, as Firebase Hosting ends each request to a
// function at 60 s (scaled down here: the bytes are throttled so a download outlives the limit).
// At the limit it ends the response the only way a proxy can: a response of unknown length is
// closed cleanly (its body simply stops, and looks complete), and one with a Content-Length is
// cut short of it (the client sees the shortfall).
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface CuttingProxyOptions {
  /** Where requests go on to (an origin, `http://host:port`). */
  target: string;
  /** Each request ends this long after it arrived. */
  limitMs: number;
  /** The most bytes per second it passes on, so a download outlives the limit. */
  bytesPerSecond: number;
  /** Drops the response's Content-Length, as a ZIP streamed while it is made has none. */
  unknownLength?: boolean;
}

export interface CuttingProxy {
  /** The proxy's address of a target URL (same path and query). */
  url(targetUrl: string): string;
  close(): Promise<void>;
}

const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "host"];

function forwardable(headers: IncomingHttpHeaders, drop: readonly string[]): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop.includes(name.toLowerCase())));
}

export async function startCuttingProxy(options: CuttingProxyOptions): Promise<CuttingProxy> {
  const target = new URL(options.target);
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: forwardable(incoming.headers, HOP_BY_HOP),
      },
      (response) => {
        const drop = options.unknownLength ? [...HOP_BY_HOP, "content-length"] : HOP_BY_HOP;
        outgoing.writeHead(response.statusCode ?? 502, forwardable(response.headers, drop));
        const limit = setTimeout(() => {
          response.destroy();
          if (outgoing.hasHeader("content-length")) outgoing.socket?.destroy();
          else outgoing.end();
        }, options.limitMs);
        response.on("data", (chunk: Buffer) => {
          response.pause();
          outgoing.write(chunk);
          setTimeout(() => response.resume(), (chunk.length / options.bytesPerSecond) * 1000);
        });
        response.on("end", () => {
          clearTimeout(limit);
          outgoing.end();
        });
      },
    );
    upstream.on("error", () => outgoing.socket?.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url(targetUrl) {
      const { pathname, search } = new URL(targetUrl);
      return `http://127.0.0.1:${port}${pathname}${search}`;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a download client got: the bytes, how many requests it took, and the length it was promised. */
export interface Fetched {
  bytes: Buffer;
  requests: number;
  /** The full length the first answer promised (Content-Length), or null when it promised none. */
  promised: number | null;
}

/**
 * Fetches an address as a browser's download manager does: it takes what arrives; when the
 * connection ends short of the promised length and the server takes ranges, it asks for the
 * rest (`Range`, `If-Range` with the first answer's ETag), until it has it all or `maxRequests`.
 * A response with no length that ends cleanly is taken as complete: nothing says otherwise.
 */
export async function fetchResuming(url: string, maxRequests = 40): Promise<Fetched> {
  const chunks: Buffer[] = [];
  let have = 0;
  let promised: number | null = null;
  let etag: string | null = null;
  let requests = 0;
  while (requests < maxRequests) {
    requests += 1;
    const headers: Record<string, string> =
      have > 0 && etag ? { Range: `bytes=${have}-`, "If-Range": etag } : {};
    const response = await fetch(url, { headers });
    if (requests === 1) {
      const length = response.headers.get("content-length");
      promised = length === null ? null : Number(length);
      etag = response.headers.get("accept-ranges") === "bytes" ? response.headers.get("etag") : null;
    } else if (response.status !== 206) throw new Error(`a resume answered ${response.status}, not 206`);
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        chunks.push(Buffer.from(chunk));
        have += chunk.length;
      }
    } catch {
      // The connection was cut: what arrived is kept, and the rest asked for below.
    }
    if (promised === null || have >= promised || !etag) break;
  }
  return { bytes: Buffer.concat(chunks), requests, promised };
}
