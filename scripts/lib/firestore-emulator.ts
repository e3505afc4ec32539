import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { zipStored } from "./zip";

/** Main class of the Firestore emulator in the Google Cloud CLI's jar, whose manifest names none. */
const FIRESTORE_MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";
export const GCLOUD_PACKAGE = "google-cloud-cli-firestore-emulator";
const GCLOUD_JAR_GUESSES = [
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar",
  "/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar",
];

/** Where firebase-tools keeps the emulator binaries it downloads. */
export function firebaseEmulatorCache(): string {
  return path.join(os.homedir(), ".cache", "firebase", "emulators");
}

/** Whether firebase-tools already downloaded a binary whose file name starts with `prefix`. */
export function hasCachedBinary(prefix: string): boolean {
  const dir = firebaseEmulatorCache();
  return existsSync(dir) && readdirSync(dir).some((name) => name.startsWith(prefix));
}

let foundJar: string | null | undefined;

/** The Cloud CLI's Firestore emulator jar from Debian's package, or null when it is not installed. */
export function gcloudJar(): string | null {
  // Asked by the Firestore and the Storage emulator alike at every start: one dpkg lookup.
  if (foundJar === undefined) foundJar = lookUpGcloudJar();
  return foundJar;
}

function lookUpGcloudJar(): string | null {
  const listed = spawnSync("dpkg", ["-L", GCLOUD_PACKAGE], { encoding: "utf8" });
  const fromDpkg = listed.status === 0 ? listed.stdout.split("\n").find((line) => line.endsWith("/cloud-firestore-emulator.jar")) : undefined;
  if (fromDpkg && existsSync(fromDpkg)) return fromDpkg;
  return GCLOUD_JAR_GUESSES.find((candidate) => existsSync(candidate)) ?? null;
}

/**
 * A jar that holds only a manifest: Main-Class names the emulator's entry point and
 * Class-Path points at the Cloud CLI's jar, so `java -jar launcher.jar` (how
 * firebase-tools starts FIRESTORE_EMULATOR_BINARY_PATH) runs the real emulator.
 */
export function launcherManifest(targetJar: string, mainClass = FIRESTORE_MAIN_CLASS): string {
  return [
    "Manifest-Version: 1.0",
    `Main-Class: ${mainClass}`,
    `Class-Path: ${pathToFileURL(targetJar).href}`,
    "",
    "",
  ].join("\r\n");
}

export type FirestoreEmulatorSource =
  | { kind: "env"; path: string }
  | { kind: "firebase-cache" }
  | { kind: "gcloud"; launcher: string; jar: string }
  | { kind: "download" };

/**
 * Decides how firebase-tools gets a Firestore emulator: an explicit
 * FIRESTORE_EMULATOR_BINARY_PATH, its own cached download, the Cloud CLI package
 * (through a launcher jar in .cache/), or its standard download where the network allows.
 */
export function resolveFirestoreEmulator(repoRoot: string): FirestoreEmulatorSource {
  const fromEnv = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (fromEnv && existsSync(fromEnv)) return { kind: "env", path: fromEnv };
  if (hasCachedBinary("cloud-firestore-emulator")) return { kind: "firebase-cache" };
  const jar = gcloudJar();
  if (!jar) return { kind: "download" };
  const dir = path.join(repoRoot, ".cache");
  mkdirSync(dir, { recursive: true });
  const launcher = path.join(dir, "firestore-emulator-launcher.jar");
  writeFileSync(launcher, zipStored([{ name: "META-INF/MANIFEST.MF", data: Buffer.from(launcherManifest(jar)) }]));
  return { kind: "gcloud", launcher, jar };
}

/** The one sentence printed when no Firestore emulator could be found or fetched. */
export const FIRESTORE_MISSING_HINT = `No Firestore emulator could be started: install the Debian package ${GCLOUD_PACKAGE} (apt-get install ${GCLOUD_PACKAGE}) or connect to the internet once so that firebase-tools can download its own.`;
