import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * A build names its scripts by hash (`/assets/index-<hash>.js`), and each Hosting release is a
 * whole new set of files: a tab opened before a deploy, which loads its lazy pages' scripts
 * later, or a page cached before it, would ask the new release for names it no longer has. So a
 * build into a folder keeps the files of the builds made there before it for the same project
 * (the release that is live while this one deploys, and any built but never released), and says
 * which are whose in this file beside them (Hosting ignores dotfiles, so it is never published).
 */
export const ASSET_HISTORY_FILE = ".folio-assets.json";

/** One build into the folder: its project, kind, time and its own files under `assets/`. */
export interface AssetBuild {
  project: string;
  /** Built to talk to the emulators (VITE_USE_EMULATORS=true). */
  emulators: boolean;
  builtAt: string;
  assets: string[];
}

/** How long, and how many, earlier builds' files are kept. */
export const KEEP_EARLIER = { days: 30, builds: 10 } as const;

/**
 * The earlier builds whose files stay beside `current`: the same project's from the last
 * KEEP_EARLIER.days, at most KEEP_EARLIER.builds. A build for the emulators (npm run build)
 * also keeps the production builds' files, so one made between two deploys loses nothing of
 * the live release; a production build never carries another project's files.
 */
export function keptBuilds(history: readonly AssetBuild[], current: AssetBuild): AssetBuild[] {
  const since = new Date(current.builtAt).getTime() - KEEP_EARLIER.days * 24 * 60 * 60 * 1000;
  return history
    .filter(
      (build) =>
        new Date(build.builtAt).getTime() >= since &&
        (build.project === current.project || (current.emulators && !build.emulators)),
    )
    .slice(0, KEEP_EARLIER.builds);
}

/** The folder's history, newest first (none when missing or unreadable). */
export function readAssetHistory(outDir: string): AssetBuild[] {
  const file = path.join(outDir, ASSET_HISTORY_FILE);
  if (!existsSync(file)) return [];
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { builds?: AssetBuild[] };
    return Array.isArray(parsed.builds) ? parsed.builds : [];
  } catch {
    return [];
  }
}
