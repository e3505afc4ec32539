import { defineConfig } from "vitest/config";

/**
 * Four projects: `unit` and `web` need nothing running; `emulator` and `e2e` run under
 * `firebase emulators:exec` (scripts/emulators-exec.ts), one file at a time because
 * they share one emulator and its triggers.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: [
            "domain/src/**/*.test.ts",
            "functions/src/**/*.test.ts",
            "scripts/**/*.test.ts",
            "media/src/**/*.test.ts",
            "tests/unit/**/*.test.ts",
          ],
        },
      },
      {
        extends: "./web/vite.config.ts",
        test: {
          name: "web",
          root: "./web",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/testing/setup.ts"],
        },
      },
      {
        test: {
          name: "emulator",
          environment: "node",
          include: ["tests/emulator/**/*.emulator.test.ts"],
          fileParallelism: false,
          // Deadlines for a loaded 2-core CI machine; a passing run never waits for them.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.e2e.test.ts"],
          setupFiles: ["tests/support/e2e-setup.ts"],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
