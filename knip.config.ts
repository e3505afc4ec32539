import type { KnipConfig } from "knip";

// `npm run lint` runs knip after eslint: an unused file, export, dependency or binary fails the lint.
const config: KnipConfig = {
  // An export that its own file also uses is over-exported, not dead.
  ignoreExportsUsedInFile: true,
  // Called on the host, not installed from npm: scripts/lib/firestore-emulator.ts asks dpkg where
  // Debian's Firestore emulator lives; the Storage rules runtime's tests start it with the JDK's java;
  // ExifTool (npm's exiftool-vendored.pl) runs on the system's perl.
  ignoreBinaries: ["dpkg", "java", "perl"],
  workspaces: {
    ".": {
      // scripts/deploy/load-rules.ts is run under `firebase emulators:exec` by scripts/deploy/rules.ts;
      // tests/fixtures/**/make-*.ts are run by hand to remake committed fixtures.
      entry: [
        "scripts/*.ts",
        "scripts/deploy/load-rules.ts",
        "bench/*.ts",
        "tests/**/*.test.ts",
        "tests/fixtures/**/make-*.ts",
      ],
      project: ["scripts/**/*.ts", "tests/**/*.ts", "bench/**/*.ts"],
      // vitest.config.ts names the web project's setup file relative to that project's root (web/).
      ignoreUnresolved: ["./src/testing/setup.ts"],
      // Started as binaries (scripts/lib, bench/lighthouse.ts), never imported; exiftool-vendored.pl's
      // Perl program is found with require.resolve (scripts/lib/prerequisites.ts) and run on perl.
      ignoreDependencies: ["firebase-tools", "lighthouse", "exiftool-vendored.pl"],
    },
    domain: { project: ["src/**/*.ts"] },
    functions: { project: ["src/**/*.ts"] },
    web: {
      // entry-server.tsx is built by vite.config.ts's server-renderer plugin for the publicPage function.
      entry: ["src/entry-server.tsx"],
      project: ["src/**/*.{ts,tsx}", "build/**/*.ts"],
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
