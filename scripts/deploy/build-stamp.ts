import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * What a production build was made from: a fingerprint of its sources and of the VITE_* values,
 * and the project. The build writes it into web/dist (Hosting ignores dotfiles, so it is never
 * published) and beside the page renderer in functions/lib/web, so that a second predeploy of
 * the same `firebase deploy` (Hosting's, after the functions') builds nothing, and a changed
 * source or `.env.local`, or a test run's emulator build of the renderer, builds again.
 */
export interface BuildStamp {
  project: string;
  fingerprint: string;
  builtAt: string;
}

export const STAMP_FILE = ".folio-build.json";
/** The sources a build is made of. */
const SOURCES = [
  "web/src",
  "web/public",
  "web/build",
  "web/index.html",
  "web/vite.config.ts",
  "domain/src",
  "functions/src",
  "functions/build.mjs",
  "package-lock.json",
];

function filesUnder(file: string): string[] {
  if (!existsSync(file)) return [];
  if (!statSync(file).isDirectory()) return [file];
  return readdirSync(file)
    .sort()
    .flatMap((name) => filesUnder(path.join(file, name)));
}

/** The fingerprint of the sources under `root` and of the web variables. */
export function buildFingerprint(root: string, webEnv: Record<string, string>): string {
  const hash = createHash("sha256");
  for (const source of SOURCES)
    for (const file of filesUnder(path.join(root, source))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  for (const key of Object.keys(webEnv)
    .filter((name) => name.startsWith("VITE_"))
    .sort())
    hash.update(`${key}=${webEnv[key]}\n`);
  return hash.digest("hex");
}

export function readStamp(folder: string): BuildStamp | null {
  const file = path.join(folder, STAMP_FILE);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as BuildStamp;
  } catch {
    return null;
  }
}

export function writeStamp(folder: string, stamp: BuildStamp): void {
  writeFileSync(path.join(folder, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
}
