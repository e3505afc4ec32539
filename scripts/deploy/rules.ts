import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEMO_PROJECT_ID, portLayout, prepareEmulators, REPO_ROOT } from "../lib/emulator-config";
import { isPortFree, portOwner } from "../lib/port-owner";
import { PortLayoutError, type NamedPort } from "../lib/port-layout";
import { bin } from "../lib/process";

/** The emulators the rules check starts (`--only firestore,storage`, and the hub that always starts). */
const RULES_CHECK_PORTS = new Set(["hub", "firestore", "firestore.websocket", "storage"]);
/** How the search for free ports steps through offsets, and how far. */
const OFFSET_STEP = 100;
const OFFSET_TRIES = 100;

/** Where the rules check's emulators will listen, and why not where FOLIO_PORT_OFFSET said. */
export interface RulesCheckPorts {
  /** The offset to start them with; null when no free one was found. */
  offset: number | null;
  /** The ports found taken at the asked offset, with who holds them. */
  taken: { port: NamedPort; owner: string }[];
}

const describeOwner = (port: number) => {
  const owner = portOwner(port);
  return owner ? `pid ${owner.pid} (${owner.command})` : "another process";
};

/** The ports of `offset`'s layout that the rules check needs, or null when the layout is refused. */
function neededPorts(offset: number): NamedPort[] | null {
  try {
    return portLayout(offset).filter(({ name }) => RULES_CHECK_PORTS.has(name));
  } catch (error) {
    if (error instanceof PortLayoutError) return null;
    throw error;
  }
}

async function takenPorts(ports: readonly NamedPort[]): Promise<NamedPort[]> {
  const taken: NamedPort[] = [];
  for (const port of ports) if (!(await isPortFree(port.port))) taken.push(port);
  return taken;
}

/**
 * The ports for the rules check: FOLIO_PORT_OFFSET's, or, when any is taken (npm start's
 * emulators listen on the same ones), the first offset above it whose ports are all free.
 */
export async function rulesCheckPorts(asked: number): Promise<RulesCheckPorts> {
  const askedPorts = neededPorts(asked) ?? [];
  const taken = (await takenPorts(askedPorts)).map((port) => ({ port, owner: describeOwner(port.port) }));
  if (taken.length === 0) return { offset: asked, taken };
  for (let step = 1; step <= OFFSET_TRIES; step++) {
    const offset = asked + step * OFFSET_STEP;
    const ports = neededPorts(offset);
    if (ports && (await takenPorts(ports)).length === 0) return { offset, taken };
  }
  return { offset: null, taken };
}

/** Runs a command to its end, its output kept; resolves with its exit code and output. */
function capture(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/**
 * Compiles firestore.rules and storage.rules on the Firestore and Storage emulators (offline:
 * the same engine as production; scripts/deploy/load-rules.ts), on free ports. Resolves with
 * why they do not compile, or why the check could not run, one line each (none: they compile).
 */
export async function rulesProblems(
  askedOffset: number,
  log: (line: string) => void = console.log,
): Promise<string[]> {
  const ports = await rulesCheckPorts(askedOffset);
  const byOwner = new Map<string, RulesCheckPorts["taken"]>();
  for (const taken of ports.taken) byOwner.set(taken.owner, [...(byOwner.get(taken.owner) ?? []), taken]);
  const takenText = [...byOwner]
    .map(([owner, taken]) => {
      const list = taken.map(({ port }) => `${port.port} (${port.name})`).join(", ");
      return `${taken.length > 1 ? "ports" : "port"} ${list} ${taken.length > 1 ? "are" : "is"} in use by ${owner}`;
    })
    .join("; ");
  if (ports.offset === null)
    return [
      `the rules check's emulators found no free ports: ${takenText}. Stop that process, or set FOLIO_PORT_OFFSET ` +
        "to a free range (the emulators' ports plus it)",
    ];
  if (ports.taken.length > 0)
    log(
      `i  ${takenText} (npm start's emulators?): the rules check runs its own on FOLIO_PORT_OFFSET=${ports.offset} instead`,
    );
  const prepared = await prepareEmulators({ portOffset: ports.offset, functions: false });
  const only = ["firestore", ...(prepared.storageAvailable ? ["storage"] : [])];
  // A temp folder of its own: the Storage emulator clears its blobs there, and the hub writes its
  // locator there, so npm start's emulators running beside it keep theirs.
  const tmp = mkdtempSync(path.join(os.tmpdir(), "folio-rules-check-"));
  const { code, output } = await capture(
    bin("firebase"),
    [
      "emulators:exec",
      "--config",
      prepared.configPath,
      "--project",
      DEMO_PROJECT_ID,
      "--only",
      only.join(","),
      `${bin("tsx")} ${path.join(REPO_ROOT, "scripts/deploy/load-rules.ts")}`,
    ],
    { ...prepared.env, TMPDIR: tmp },
  ).finally(() => rmSync(tmp, { recursive: true, force: true }));
  if (code === 0) return [];
  const refusals = output.split("\n").filter((line) => line.startsWith("✖ "));
  if (refusals.length > 0) return refusals.map((line) => line.slice(2));
  const tail = output.trim().split("\n").slice(-15).join("\n      ");
  return [`the emulators that compile the rules did not run (firebase exited ${code}):\n      ${tail}`];
}
