// What `npm test` needs beyond `npm install`, checked before its first stage so that a fresh
// machine learns everything it lacks at once, each in one line with the command that installs
// it, instead of from failing tests one by one. `.ci/run` installs what this names, and nothing
// else (scripts/check-prerequisites.ts --apt).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { hasCachedBinary, gcloudJar, GCLOUD_PACKAGE } from "./firestore-emulator";
import { findJava, JavaNotFoundError, MIN_JAVA_MAJOR } from "./java";
import { gcloudPubsubScript, PUBSUB_PACKAGE } from "./pubsub-emulator";

/**
 * ExifTool itself, from npm (exiftool-vendored.pl ships the Perl program): the media privacy
 * tests read every file a visitor can fetch back with it, an independent reader of EXIF, XMP,
 * IPTC, QuickTime and Matroska metadata. It runs on the system's Perl.
 */
export const EXIFTOOL_SCRIPT: string = createRequire(import.meta.url).resolve("exiftool-vendored.pl/bin/exiftool");

/** Where the browser tests look for Chromium, in order (CHROMIUM_PATH first). */
export function chromiumCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  return [env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
}

/** The Chromium the browser tests drive, or null when none is installed. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  return chromiumCandidates(env).find((candidate) => existsSync(candidate)) ?? null;
}

/** One thing `npm test` needs: what it is, what needs it, and how a Debian machine gets it. */
export interface Prerequisite {
  name: string;
  neededFor: string;
  /** The Debian package that provides it, or null when no single package does. */
  aptPackage: string | null;
  /** The command (or instruction) that installs it. */
  install: string;
}

const apt = (name: string, neededFor: string, aptPackage: string): Prerequisite => ({
  name,
  neededFor,
  aptPackage,
  install: `sudo apt-get install -y ${aptPackage}`,
});

export const PREREQUISITES = {
  java: {
    name: `a JDK ${MIN_JAVA_MAJOR}+ (java and javac)`,
    neededFor: "the Firebase emulators and the Storage rules runtime",
    aptPackage: null,
    install: `install a JDK ${MIN_JAVA_MAJOR} or newer (e.g. Temurin ${MIN_JAVA_MAJOR}) under /usr/lib/jvm, or set JAVA_HOME to one`,
  },
  firestore: apt("the Firestore emulator", "every emulator and browser test", GCLOUD_PACKAGE),
  pubsub: apt("the Pub/Sub emulator", "the scheduled functions' tests", PUBSUB_PACKAGE),
  chromium: apt("Chromium", "the browser tests (or set CHROMIUM_PATH)", "chromium"),
  perl: apt("Perl", "ExifTool, which reads back what visitors can fetch", "perl"),
  exiftool: {
    name: "ExifTool (exiftool-vendored.pl)",
    neededFor: "the media privacy tests",
    aptPackage: null,
    install: "npm install",
  },
} as const satisfies Record<string, Prerequisite>;

export type PrerequisiteId = keyof typeof PREREQUISITES;

/** Whether each prerequisite is present; tests replace single probes to see the check fail. */
export type Probes = Record<PrerequisiteId, () => boolean>;

function runs(command: string, args: string[], env: NodeJS.ProcessEnv): boolean {
  const result = spawnSync(command, args, { env, stdio: "ignore" });
  return !result.error && result.status === 0;
}

/** The probes of this machine, as the scripts that start the emulators and browsers look. */
export function machineProbes(env: NodeJS.ProcessEnv = process.env): Probes {
  return {
    java: () => {
      try {
        const java = findJava();
        return java.home === null ? runs("javac", ["-version"], env) : existsSync(path.join(java.home, "bin", "javac"));
      } catch (error) {
        if (error instanceof JavaNotFoundError) return false;
        throw error;
      }
    },
    firestore: () =>
      Boolean(env.FIRESTORE_EMULATOR_BINARY_PATH && existsSync(env.FIRESTORE_EMULATOR_BINARY_PATH)) ||
      hasCachedBinary("cloud-firestore-emulator") ||
      gcloudJar() !== null,
    pubsub: () =>
      Boolean(env.PUBSUB_EMULATOR_BINARY_PATH && existsSync(env.PUBSUB_EMULATOR_BINARY_PATH)) ||
      hasCachedBinary("pubsub-emulator") ||
      gcloudPubsubScript() !== null,
    chromium: () => findChromium(env) !== null,
    // ExifTool itself, where npm installed it: a Perl with only perl-base may lack its modules.
    perl: () => runs("perl", existsSync(EXIFTOOL_SCRIPT) ? [EXIFTOOL_SCRIPT, "-ver"] : ["-e", "1"], env),
    exiftool: () => existsSync(EXIFTOOL_SCRIPT),
  };
}

/** The prerequisites that are missing, in the order `npm test` would first need them. */
export function missingPrerequisites(probes: Probes): Prerequisite[] {
  return (Object.keys(PREREQUISITES) as PrerequisiteId[])
    .filter((id) => !probes[id]())
    .map((id) => PREREQUISITES[id]);
}

/**
 * What a newcomer reads: one line per missing prerequisite naming it, what needs it and its
 * install command, then (when several Debian packages are missing) the one command for all.
 */
export function describeMissing(missing: readonly Prerequisite[]): string[] {
  const lines = missing.map((item) => `✖ npm test needs ${item.name}, for ${item.neededFor}: ${item.install}`);
  const packages = missing.flatMap((item) => (item.aptPackage ? [item.aptPackage] : []));
  if (packages.length > 1) lines.push(`  All the missing Debian packages at once: sudo apt-get install -y ${packages.join(" ")}`);
  return lines;
}
