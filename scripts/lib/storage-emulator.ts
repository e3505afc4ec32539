import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { GCLOUD_PACKAGE, gcloudJar, hasCachedBinary, launcherManifest } from "./firestore-emulator";
import type { JavaInstall } from "./java";
import { zipStored } from "./zip";

/**
 * The Debian package version whose Firebase Rules engine the runtime was written and tested
 * against. It uses internal classes of that engine; the self-check tells when another version differs.
 */
export const TESTED_ENGINE_VERSION = `${GCLOUD_PACKAGE} 528.0.0-0`;
const MAIN_CLASS = "StorageRulesRuntime";
/** Bumped when the way the runtime is built changes, so that old builds in .cache/ are not reused. */
const BUILD_FORMAT = 1;
const CHECK_TIMEOUT_MS = 60_000;
const NOT_STARTED = "Storage emulator: not started, so uploads are off (add media by URL):";

export interface RuntimeInputs {
  /** Text of StorageRulesRuntime.java. */
  source: string;
  engineJar: string;
  engineJarSize: number;
  engineJarMtimeMs: number;
  javaHome: string | null;
  javaMajor: number;
}

/** What a build of the runtime depends on: a different stamp means compile and check again. */
export function runtimeStamp(inputs: RuntimeInputs): string {
  return createHash("sha256")
    .update(JSON.stringify({ format: BUILD_FORMAT, ...inputs }))
    .digest("hex");
}

/** `lasting`: the same inputs will give the same answer (not a timeout), so it may be kept. */
export type RuntimeCheck = { ok: true } | { ok: false; message: string; lasting: boolean };

/**
 * Reads `java -jar storage-rules-runtime.jar check`: exit 0 is a working engine; otherwise the
 * runtime's own one-line message (its last line on stderr), or what stopped it.
 */
export function readRuntimeCheck(result: Pick<SpawnSyncReturns<string>, "status" | "stderr" | "error">): RuntimeCheck {
  if (result.status === 0) return { ok: true };
  const errorCode = (result.error as NodeJS.ErrnoException | undefined)?.code;
  if (errorCode === "ETIMEDOUT")
    return {
      ok: false,
      message: `the rules runtime's self-check did not finish within ${CHECK_TIMEOUT_MS / 1000} s`,
      lasting: false,
    };
  if (result.error) return { ok: false, message: `the rules runtime could not be run: ${result.error.message}`, lasting: false };
  const lines = (result.stderr ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  return {
    ok: false,
    message: lines.at(-1) ?? `the rules runtime's self-check failed (exit ${result.status})`,
    lasting: true,
  };
}

export type StorageEmulatorSource =
  | { kind: "env"; path: string }
  | { kind: "firebase-cache" }
  | { kind: "launcher"; launcher: string }
  | { kind: "none"; note: string };

interface BuildRecord {
  stamp: string;
  check: RuntimeCheck;
}

function javaTool(java: JavaInstall, tool: "java" | "javac"): string {
  return java.home ? path.join(java.home, "bin", tool) : tool;
}

function classFiles(dir: string): { name: string; data: Buffer }[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".class"))
    .sort()
    .map((name) => ({ name, data: readFileSync(path.join(dir, name)) }));
}

/**
 * Compiles the runtime with the JDK found into .cache/, packs it as a jar whose manifest puts the
 * engine jar on the class path (firebase-tools starts STORAGE_EMULATOR_BINARY_PATH with `java -jar`,
 * and chmods it, so it must be a file of ours), and runs its self-check. Returns the check's answer.
 */
function buildRuntime(sourceFile: string, engineJar: string, java: JavaInstall, cacheDir: string, launcher: string): RuntimeCheck {
  const classesDir = path.join(cacheDir, "classes");
  rmSync(classesDir, { recursive: true, force: true });
  mkdirSync(classesDir, { recursive: true });
  // -proc:none: the engine jar carries annotation processors that javac would otherwise run.
  const compiled = spawnSync(
    javaTool(java, "javac"),
    ["-proc:none", "--release", "21", "-nowarn", "-encoding", "UTF-8", "-cp", engineJar, "-d", classesDir, sourceFile],
    { encoding: "utf8" },
  );
  if (compiled.status !== 0) {
    const firstError = `${compiled.stderr ?? ""}${compiled.error?.message ?? ""}`.split("\n").find((line) => line.trim() !== "");
    return {
      ok: false,
      message: `the rules runtime does not compile against ${engineJar}: ${firstError ?? "javac failed"}`,
      lasting: compiled.error === undefined,
    };
  }
  const manifest = { name: "META-INF/MANIFEST.MF", data: Buffer.from(launcherManifest(engineJar, MAIN_CLASS)) };
  writeFileSync(launcher, zipStored([manifest, ...classFiles(classesDir)]));
  return readRuntimeCheck(
    spawnSync(javaTool(java, "java"), ["-jar", launcher, "check"], { encoding: "utf8", timeout: CHECK_TIMEOUT_MS }),
  );
}

export type RuntimeBuild = { ok: true; launcher: string; classesDir: string } | { ok: false; message: string };

/**
 * The project's rules runtime (scripts/storage-rules-runtime) on the Firebase Rules engine of
 * Debian's Firestore emulator package, as a jar in .cache/; rebuilt and self-checked only when its
 * source, the engine jar or the JDK changed.
 */
export function buildStorageRulesRuntime(repoRoot: string, java: JavaInstall): RuntimeBuild {
  const engineJar = gcloudJar();
  if (!engineJar)
    return { ok: false, message: `its rules runtime needs the Debian package ${GCLOUD_PACKAGE} (apt-get install ${GCLOUD_PACKAGE}).` };
  const sourceFile = path.join(repoRoot, "scripts", "storage-rules-runtime", `${MAIN_CLASS}.java`);
  const cacheDir = path.join(repoRoot, ".cache", "storage-rules-runtime");
  const launcher = path.join(repoRoot, ".cache", "storage-rules-runtime.jar");
  const recordFile = path.join(cacheDir, "build.json");
  const jarStat = statSync(engineJar);
  const stamp = runtimeStamp({
    source: readFileSync(sourceFile, "utf8"),
    engineJar,
    engineJarSize: jarStat.size,
    engineJarMtimeMs: jarStat.mtimeMs,
    javaHome: java.home,
    javaMajor: java.major,
  });
  let record: BuildRecord | null = null;
  try {
    record = JSON.parse(readFileSync(recordFile, "utf8")) as BuildRecord;
  } catch {
    record = null;
  }
  // A build that failed for good (the source does not compile) stays failed until something
  // changes; only a build that worked needs its jar still there.
  if (record?.stamp !== stamp || (record.check.ok && !existsSync(launcher))) {
    mkdirSync(cacheDir, { recursive: true });
    record = { stamp, check: buildRuntime(sourceFile, engineJar, java, cacheDir, launcher) };
    if (record.check.ok || record.check.lasting) writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
    else rmSync(recordFile, { force: true });
  }
  if (!record.check.ok) return { ok: false, message: record.check.message };
  return { ok: true, launcher, classesDir: path.join(cacheDir, "classes") };
}

/**
 * Decides how firebase-tools gets the Storage emulator's rules runtime: an explicit
 * STORAGE_EMULATOR_BINARY_PATH, its own cached download, or the project's runtime.
 */
export function resolveStorageEmulator(repoRoot: string, java: JavaInstall): StorageEmulatorSource {
  const fromEnv = process.env.STORAGE_EMULATOR_BINARY_PATH;
  if (fromEnv && existsSync(fromEnv)) return { kind: "env", path: fromEnv };
  if (hasCachedBinary("cloud-storage-rules-runtime")) return { kind: "firebase-cache" };
  const build = buildStorageRulesRuntime(repoRoot, java);
  if (!build.ok) return { kind: "none", note: `${NOT_STARTED} ${build.message}` };
  return { kind: "launcher", launcher: build.launcher };
}
