import type { KnipConfig } from "knip";

// `npm run lint` runs knip after eslint: an unused file, export, dependency or binary fails the lint.
const config: KnipConfig = {
  // An export that its own file also uses is over-exported, not dead.
  ignoreExportsUsedInFile: true,
  // Called on the host, not installed from npm: scripts/lib/firestore-emulator.ts asks dpkg where
  // Debian's Firestore emulator lives.
  ignoreBinaries: ["dpkg"],
  workspaces: {
    ".": {
      entry: ["scripts/*.ts", "bench/*.ts", "tests/**/*.test.ts"],
      project: ["scripts/**/*.ts", "tests/**/*.ts", "bench/**/*.ts"],
      // vitest.config.ts names the web project's setup file relative to that project's root (web/).
      ignoreUnresolved: ["./src/testing/setup.ts"],
      // Started as a binary by scripts/lib (emulators:exec, emulators:start), never imported.
      ignoreDependencies: ["firebase-tools"],
    },
    domain: { project: ["src/**/*.ts"] },
    functions: { project: ["src/**/*.ts"] },
    web: {
      project: ["src/**/*.{ts,tsx}"],
      ignoreIssues: {
        // TEMPORARY, until the d1-studio branch merges: it deletes these dead files and unused hooks
        // (issue 12). Remove these lines at that merge.
        "src/data/analytics/{index,list-events,list-range-page,list-sessions,use-paged-list}.ts": ["files"],
        "src/lib/firebase/analytics.ts": ["files"],
        "src/data/content/*.ts": ["exports", "types"],
        "src/features/studio-layout/index.ts": ["exports", "types"],
      },
      // The `web` test project lives in the root vitest.config.ts: its jsdom environment and its
      // setup file (src/testing/setup.ts) are named there, out of sight of the web workspace.
      ignoreDependencies: ["jsdom"],
    },
    media: {
      // browser/entry.ts is bundled by esbuild (bundle.ts) and runs in the page.
      entry: ["src/browser/entry.ts"],
      project: ["src/**/*.ts"],
    },
  },
};

export default config;
