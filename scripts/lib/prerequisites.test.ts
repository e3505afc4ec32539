import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "./emulator-config";
import { describeMissing, missingPrerequisites, PREREQUISITES, type Probes } from "./prerequisites";

const allPresent: Probes = {
  java: () => true,
  firestore: () => true,
  pubsub: () => true,
  chromium: () => true,
  perl: () => true,
  exiftool: () => true,
};

describe("the prerequisite check", () => {
  it("names nothing on a machine that has everything", () => {
    expect(describeMissing(missingPrerequisites(allPresent))).toEqual([]);
  });

  it("names each missing prerequisite in one line with its package and command, then one command for all", () => {
    const lines = describeMissing(
      missingPrerequisites({ ...allPresent, chromium: () => false, pubsub: () => false }),
    );
    expect(lines).toEqual([
      "✖ npm test needs the Pub/Sub emulator, for the scheduled functions' tests: sudo apt-get install -y google-cloud-cli-pubsub-emulator",
      "✖ npm test needs Chromium, for the browser tests (or set CHROMIUM_PATH): sudo apt-get install -y chromium",
      "  All the missing Debian packages at once: sudo apt-get install -y google-cloud-cli-pubsub-emulator chromium",
    ]);
  });

  it("says how to get a JDK, which no single Debian package of this release gives", () => {
    const [line] = describeMissing(missingPrerequisites({ ...allPresent, java: () => false }));
    expect(line).toBe(`✖ npm test needs ${PREREQUISITES.java.name}, for ${PREREQUISITES.java.neededFor}: ${PREREQUISITES.java.install}`);
  });

  // The real check, run as `npm test` runs it, on a PATH stripped to Node alone: Perl (and so
  // ExifTool) is gone, and the check stops with the one line that says how to get it back.
  const bare = mkdtempSync(path.join(os.tmpdir(), "folio-bare-path-"));
  afterAll(() => rmSync(bare, { recursive: true, force: true }));

  it("stops npm test in one line when PATH holds no Perl for ExifTool", () => {
    symlinkSync(process.execPath, path.join(bare, "node"));
    const result = spawnSync(
      process.execPath,
      [path.join(REPO_ROOT, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/check-prerequisites.ts"],
      { cwd: REPO_ROOT, env: { ...process.env, PATH: bare }, encoding: "utf8" },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      "✖ npm test needs Perl, for ExifTool, which reads back what visitors can fetch: sudo apt-get install -y perl",
    ]);
  });
});
