import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readEnvFile } from "./env-file";
import { buildFunctions } from "./functions-build";
import { findJava, javaEnv } from "./java";
import { FIRESTORE_MISSING_HINT, hasCachedBinary, resolveFirestoreEmulator } from "./firestore-emulator";
import { PUBSUB_MISSING_NOTE, resolvePubsubEmulator } from "./pubsub-emulator";
import { resolveStorageEmulator } from "./storage-emulator";
import { checkPortLayout, parsePortOffset, PortLayoutError, type NamedPort } from "./port-layout";

export const REPO_ROOT = path.resolve(import.meta.dirname, "..", "..");
/** The demo project: emulators only, nothing reaches a real Firebase project. */
export const DEMO_PROJECT_ID = "demo-folio";
/**
 * firebase.json's pattern (functions.ignore) of the browser tests' page renderers (suiteRendererDir):
 * a name without a slash, which firebase deploy matches against each file's and folder's own name.
 */
const SUITE_RENDERERS = "web-e2e-*";

/**
 * Where a browser-test suite's build puts its page renderer (scripts/emulators-exec.ts): beside
 * the functions bundle, apart from the deploy's (functions/lib/web), one per port offset.
 */
export function suiteRendererDir(portOffset: number): string {
  return path.join(REPO_ROOT, "functions", "lib", SUITE_RENDERERS.replace("*", String(portOffset)));
}

type EmulatorName =
  | "auth"
  | "firestore"
  | "functions"
  | "hosting"
  | "storage"
  | "pubsub"
  | "hub"
  | "logging"
  | "eventarc"
  | "tasks"
  | "ui";
interface EmulatorEntry {
  host?: string;
  port?: number;
  websocketPort?: number;
  enabled?: boolean;
}
interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
interface FirebaseJson {
  hosting?: { public?: string; headers?: HeaderRule[] };
  functions?: { ignore?: string[] }[];
  emulators: Partial<Record<EmulatorName, EmulatorEntry>> & { singleProjectMode?: boolean };
}

export interface EmulatorPorts {
  auth: number;
  firestore: number;
  functions: number;
  hosting: number;
  storage: number;
  pubsub: number;
  hub: number;
  ui: number;
}

export interface PreparedEmulators {
  /** Path of the generated firebase config (ports shifted, optional emulators off). */
  configPath: string;
  /** Emulators to pass to `--only`. */
  only: string[];
  ports: EmulatorPorts;
  /** Environment for firebase-tools: Java 21+, the Firestore, Pub/Sub and Storage rules runtime binaries. */
  env: NodeJS.ProcessEnv;
  storageAvailable: boolean;
  /** Whether the Pub/Sub emulator starts (it carries the scheduled functions). */
  pubsubAvailable: boolean;
  uiAvailable: boolean;
  /** One line each about what could not start here. */
  notes: string[];
}

export interface PrepareOptions {
  /** Added to every port, so that several emulator suites can run side by side. */
  portOffset?: number;
  /** Start the Hosting emulator serving this folder (relative to the repo root). */
  hostingPublic?: string;
  /** Whether to try the Emulator UI (only when its binary is cached, or downloads are allowed). */
  optional?: boolean;
  /** Whether the functions bundle is built (default true; the rules check needs none). */
  functions?: boolean;
}

function readFirebaseJson(): FirebaseJson {
  return JSON.parse(readFileSync(path.join(REPO_ROOT, "firebase.json"), "utf8")) as FirebaseJson;
}

/** Port offset from FOLIO_PORT_OFFSET (default 0); a value that is not a whole number ≥ 0 is an error. */
export function portOffsetFromEnv(): number {
  return parsePortOffset(process.env.FOLIO_PORT_OFFSET);
}

/** Runs `read` (an offset or port lookup); a PortLayoutError ends the script with its one-line message. */
export function refuseBadLayout<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof PortLayoutError)) throw error;
    console.error(`✖ ${error.message}`);
    process.exit(2);
  }
}

/** Every port firebase.json gives the suite, including the Firestore websocket. */
function basePorts({ emulators }: FirebaseJson): NamedPort[] {
  const ports: NamedPort[] = [];
  for (const [name, entry] of Object.entries(emulators)) {
    if (typeof entry !== "object" || entry === null) continue;
    if (typeof entry.port === "number") ports.push({ name, port: entry.port });
    if (typeof entry.websocketPort === "number") ports.push({ name: `${name}.websocket`, port: entry.websocketPort });
  }
  return ports;
}

/** Every port of the suite for an offset, named as firebase.json names them (checkPortLayout's refusals apply). */
export function portLayout(portOffset: number): NamedPort[] {
  return checkPortLayout(basePorts(readFirebaseJson()), portOffset);
}

/**
 * Ports of the emulators for a given offset, as firebase.json fixes them. Throws a
 * PortLayoutError naming the port when the offset lands any of them on a port browsers
 * and Node's fetch block, or on another emulator's port.
 */
export function emulatorPorts(portOffset = portOffsetFromEnv()): EmulatorPorts {
  const shifted = new Map(portLayout(portOffset).map(({ name, port }) => [name, port]));
  const portOf = (name: EmulatorName) => shifted.get(name) ?? 0;
  return {
    auth: portOf("auth"),
    firestore: portOf("firestore"),
    functions: portOf("functions"),
    hosting: portOf("hosting"),
    storage: portOf("storage"),
    pubsub: portOf("pubsub"),
    hub: portOf("hub"),
    ui: portOf("ui"),
  };
}

/**
 * The site's Content-Security-Policy as the Hosting emulator sends it: production's, with the
 * emulators' own origins added where the app reaches them (the SDKs' connections, Storage's
 * images and videos). Nothing else differs, so a page that breaks the policy here breaks it in
 * production too.
 */
export function emulatorPolicy(policy: string, ports: EmulatorPorts): string {
  const origins = [ports.auth, ports.firestore, ports.functions, ports.storage].map(
    (port) => `http://127.0.0.1:${port}`,
  );
  const widened = new Map([
    ["connect-src", origins],
    ["img-src", [`http://127.0.0.1:${ports.storage}`]],
    ["media-src", [`http://127.0.0.1:${ports.storage}`]],
  ]);
  return policy
    .split(";")
    .map((part) => {
      const directive = part.trim().split(/\s+/)[0] ?? "";
      const extra = widened.get(directive);
      return extra ? `${part.trim()} ${extra.join(" ")}` : part.trim();
    })
    .join("; ");
}

/** Builds the functions bundle, finds Java and the Firestore emulator, and writes the runtime config. */
export async function prepareEmulators(options: PrepareOptions = {}): Promise<PreparedEmulators> {
  const portOffset = options.portOffset ?? portOffsetFromEnv();
  // Refuse a blocked or colliding layout before building anything.
  const ports = emulatorPorts(portOffset);
  const notes: string[] = [];
  const java = findJava();
  let env = javaEnv(java, {
    ...process.env,
    GCLOUD_PROJECT: DEMO_PROJECT_ID,
    // Seconds the Functions emulator gives the bundle to load (10 by default, and 30 for a worker):
    // on a busy 2-core machine a reload after a rebuild can take longer, and a timeout leaves every
    // function failing until the next change.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? "90",
  });
  const firestore = resolveFirestoreEmulator(REPO_ROOT);
  if (firestore.kind === "gcloud") env = { ...env, FIRESTORE_EMULATOR_BINARY_PATH: firestore.launcher };
  if (firestore.kind === "download") notes.push(`Firestore emulator: none installed, firebase-tools will try to download it. If that fails: ${FIRESTORE_MISSING_HINT}`);

  const pubsub = resolvePubsubEmulator(REPO_ROOT);
  const pubsubAvailable = pubsub.kind !== "none";
  if (pubsub.kind === "gcloud") env = { ...env, PUBSUB_EMULATOR_BINARY_PATH: pubsub.launcher };
  // firebase-tools' Pub/Sub client probes the GCE metadata server (absent here) and prints stack traces.
  if (pubsubAvailable) env = { ...env, METADATA_SERVER_DETECTION: "none" };
  if (!pubsubAvailable) notes.push(PUBSUB_MISSING_NOTE);

  const allowDownloads = process.env.FOLIO_DOWNLOAD_EMULATORS === "true";
  // Storage runs wherever a rules runtime is found: the project's own, built on Debian's Firestore
  // emulator package (scripts/storage-rules-runtime), or firebase-tools' download where allowed.
  const storage = resolveStorageEmulator(REPO_ROOT, java);
  if (storage.kind === "launcher") env = { ...env, STORAGE_EMULATOR_BINARY_PATH: storage.launcher };
  const storageAvailable = storage.kind !== "none" || allowDownloads;
  if (storage.kind === "none" && !allowDownloads) notes.push(storage.note);
  const uiAvailable = options.optional === true && (allowDownloads || hasCachedBinary("ui-"));
  if (options.optional && !uiAvailable) notes.push("Emulator UI: its binary is not available offline, so it is not started.");

  const config = readFirebaseJson();
  for (const entry of Object.values(config.emulators)) {
    if (typeof entry !== "object" || entry === null) continue;
    if (typeof entry.port === "number") entry.port += portOffset;
    if (typeof entry.websocketPort === "number") entry.websocketPort += portOffset;
  }
  config.emulators.ui = { ...config.emulators.ui, enabled: uiAvailable };
  if (options.hostingPublic) {
    const headers = (config.hosting?.headers ?? []).map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key === "Content-Security-Policy" ? { ...header, value: emulatorPolicy(header.value, ports) } : header,
      ),
    }));
    config.hosting = { ...config.hosting, public: options.hostingPublic, headers };
  }
  // A deploy leaves the browser tests' page renderers out of the functions' source; the emulators
  // watch them, so that a suite's Functions emulator reloads when its renderer is rebuilt.
  config.functions = config.functions?.map((codebase) => ({
    ...codebase,
    ignore: codebase.ignore?.filter((pattern) => pattern !== SUITE_RENDERERS),
  }));
  const configPath = path.join(REPO_ROOT, `firebase.runtime.${portOffset}.json`);
  writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);

  if (options.functions !== false) await buildFunctions();
  const only = ["auth", "firestore", "functions"];
  if (options.hostingPublic) only.push("hosting");
  if (storageAvailable) only.push("storage");
  if (pubsubAvailable) only.push("pubsub");
  return { configPath, only, ports, env, storageAvailable, pubsubAvailable, uiAvailable, notes };
}

/** Environment that points Admin SDK and client code at the emulators. */
export function clientEmulatorEnv(ports: EmulatorPorts): NodeJS.ProcessEnv {
  return {
    GCLOUD_PROJECT: DEMO_PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
    FIREBASE_EMULATOR_HUB: `127.0.0.1:${ports.hub}`,
    PUBSUB_EMULATOR_HOST: `127.0.0.1:${ports.pubsub}`,
    FOLIO_FUNCTIONS_PORT: String(ports.functions),
  };
}

/** VITE_* variables for a web build or dev server that talks to these emulators. */
export function webEmulatorEnv(ports: EmulatorPorts, storageAvailable: boolean): Record<string, string> {
  return {
    VITE_USE_EMULATORS: "true",
    VITE_EMULATOR_HOST: "127.0.0.1",
    VITE_FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
    VITE_STORAGE_EMULATOR_PORT: String(ports.storage),
    VITE_STORAGE_EMULATOR_AVAILABLE: String(storageAvailable),
  };
}

/**
 * The VITE_* variables of the browser tests' build (scripts/emulators-exec.ts --with-web): the
 * example file's values, which work against the emulators (tests must not depend on a
 * developer's .env.local), pointed at these ports.
 */
export function suiteWebEnv(ports: EmulatorPorts, storageAvailable: boolean): Record<string, string> {
  return {
    ...readEnvFile(path.join(REPO_ROOT, ".env.local.example")),
    ...webEmulatorEnv(ports, storageAvailable),
    // Browser tests drive an automated Chromium, which the tracker ignores unless told otherwise.
    VITE_ANALYTICS_COUNT_AUTOMATION: "true",
  };
}
