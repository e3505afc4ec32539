import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The web build's hashed files (`/assets/<name>`), served from the copy deployed with this
 * function when Hosting has none by that name (firebase.json rewrites `/assets/**` here, and
 * Hosting serves a file it has before any rewrite). So a page this function renders always finds
 * its scripts: between a deploy's release of the functions and of Hosting, the live Hosting
 * release has the previous build's files only.
 */
const ASSET = /^\/assets\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;

/** The hashed files' header, as firebase.json gives Hosting's own: a name never changes content. */
export const ASSET_CACHE = "public, max-age=31536000, immutable";

const TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".wasm": "application/wasm",
};

/** Types worth compressing on the way out. */
const TEXT = new Set([".js", ".css", ".svg", ".json"]);

export interface AssetResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
  /** Whether the body is text worth compressing. */
  compressible: boolean;
}

/** Whether a request is for a hashed file of the web build. */
export function isAssetPath(requestPath: string): boolean {
  return requestPath.startsWith("/assets/");
}

/**
 * The file `requestPath` names in `dir` (the deployed build's `assets/`), or a plain 404 that
 * no cache keeps: a name this build does not have may be a later build's.
 */
export function serveAsset(requestPath: string, dir: string): AssetResponse {
  const name = ASSET.exec(requestPath)?.[1];
  const file = name ? path.join(dir, name) : null;
  const type = name ? TYPES[path.extname(name)] : undefined;
  if (!name || !file || !type || !existsSync(file))
    return {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      body: "Not found",
      compressible: false,
    };
  return {
    status: 200,
    headers: { "Content-Type": type, "Cache-Control": ASSET_CACHE },
    body: readFileSync(file),
    compressible: TEXT.has(path.extname(name)),
  };
}
