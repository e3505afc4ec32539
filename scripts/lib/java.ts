import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** firebase-tools 15 refuses to start the emulators on an older Java. */
export const MIN_JAVA_MAJOR = 21;

export class JavaNotFoundError extends Error {
  constructor() {
    super(
      `The Firebase emulators need Java ${MIN_JAVA_MAJOR} or newer and none was found (checked JAVA_HOME, /usr/lib/jvm and java on PATH): install a JDK ${MIN_JAVA_MAJOR}+ (for example Temurin 21 or Debian's openjdk-21-jre-headless) and set JAVA_HOME to it.`,
    );
    this.name = "JavaNotFoundError";
  }
}

/** Major version from `java -version` output (`"17.0.15"`, `"25"`, `"1.8.0_392"`). */
export function parseJavaMajor(versionOutput: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

/** Major version of a java binary; null when it does not run. */
function versionOf(javaBinary: string): number | null {
  // `java -version` prints to stderr.
  const result = spawnSync(javaBinary, ["-version"], { encoding: "utf8" });
  if (result.error) return null;
  return parseJavaMajor(`${result.stderr}${result.stdout}`);
}

function homeCandidates(): string[] {
  const homes: string[] = [];
  if (process.env.JAVA_HOME) homes.push(process.env.JAVA_HOME);
  for (const root of ["/usr/lib/jvm", "/opt/java", "/opt"]) {
    if (!existsSync(root)) continue;
    const entries = readdirSync(root).map((name) => path.join(root, name));
    // Newest first, by the digits in the folder name.
    entries.sort((a, b) => (Number(/\d+/.exec(path.basename(b))?.[0] ?? 0) - Number(/\d+/.exec(path.basename(a))?.[0] ?? 0)));
    homes.push(...entries);
  }
  return homes;
}

export interface JavaInstall {
  /** JAVA_HOME to export, or null when only `java` on PATH qualifies. */
  home: string | null;
  major: number;
}

/** Finds a Java 21+ runtime: JAVA_HOME first, then the usual install folders, then PATH. */
export function findJava(): JavaInstall {
  for (const home of homeCandidates()) {
    const binary = path.join(home, "bin", "java");
    if (!existsSync(binary)) continue;
    const major = versionOf(binary);
    if (major !== null && major >= MIN_JAVA_MAJOR) return { home, major };
  }
  const major = versionOf("java");
  if (major !== null && major >= MIN_JAVA_MAJOR) return { home: null, major };
  throw new JavaNotFoundError();
}

/** Environment in which `java` is the runtime found. */
export function javaEnv(install: JavaInstall, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (!install.home) return env;
  return {
    ...env,
    JAVA_HOME: install.home,
    PATH: `${path.join(install.home, "bin")}${path.delimiter}${env.PATH ?? ""}`,
  };
}
