import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hasCachedBinary } from "./firestore-emulator";

export const PUBSUB_PACKAGE = "google-cloud-cli-pubsub-emulator";
const GCLOUD_SCRIPT_GUESSES = [
  "/usr/lib/google-cloud-sdk/platform/pubsub-emulator/bin/cloud-pubsub-emulator",
  "/usr/share/google-cloud-sdk/platform/pubsub-emulator/bin/cloud-pubsub-emulator",
];

/** The Cloud CLI package's start script, or null when the package is not installed. */
export function gcloudPubsubScript(): string | null {
  const listed = spawnSync("dpkg", ["-L", PUBSUB_PACKAGE], { encoding: "utf8" });
  const fromDpkg =
    listed.status === 0
      ? listed.stdout.split("\n").find((line) => line.endsWith("/bin/cloud-pubsub-emulator"))
      : undefined;
  if (fromDpkg && existsSync(fromDpkg)) return fromDpkg;
  return GCLOUD_SCRIPT_GUESSES.find((candidate) => existsSync(candidate)) ?? null;
}

/**
 * A shell script that execs the Cloud CLI's start script with the arguments firebase-tools
 * passes (`--port=… --host=…`). firebase-tools runs PUBSUB_EMULATOR_BINARY_PATH directly and
 * first chmods it, which a package file owned by root refuses to anyone else; a launcher of
 * our own sidesteps that. The start script finds Java through JAVA_HOME, which the scripts set.
 */
function pubsubLauncherScript(target: string): string {
  return `#!/bin/sh\nexec '${target.replaceAll("'", "'\\''")}' "$@"\n`;
}

type PubsubEmulatorSource =
  | { kind: "env"; path: string }
  | { kind: "firebase-cache" }
  | { kind: "gcloud"; launcher: string; script: string }
  | { kind: "none" };

/**
 * Decides how firebase-tools gets a Pub/Sub emulator: an explicit PUBSUB_EMULATOR_BINARY_PATH,
 * its own cached download, or the Cloud CLI package (through a launcher in .cache/). Unlike
 * Firestore it is optional: without it the suite runs and only the scheduled functions are off.
 */
export function resolvePubsubEmulator(repoRoot: string): PubsubEmulatorSource {
  const fromEnv = process.env.PUBSUB_EMULATOR_BINARY_PATH;
  if (fromEnv && existsSync(fromEnv)) return { kind: "env", path: fromEnv };
  if (hasCachedBinary("pubsub-emulator")) return { kind: "firebase-cache" };
  const script = gcloudPubsubScript();
  if (!script) return { kind: "none" };
  const dir = path.join(repoRoot, ".cache");
  mkdirSync(dir, { recursive: true });
  const launcher = path.join(dir, "pubsub-emulator-launcher.sh");
  writeFileSync(launcher, pubsubLauncherScript(script));
  chmodSync(launcher, 0o755);
  return { kind: "gcloud", launcher, script };
}

/** The one line printed where no Pub/Sub emulator is installed. */
export const PUBSUB_MISSING_NOTE = `Pub/Sub emulator: not installed, so it is not started and the scheduled functions (nightly jobs) do not load (apt-get install ${PUBSUB_PACKAGE}).`;
