import { readFileSync } from "node:fs";
import path from "node:path";
import {
  initializeTestEnvironment,
  type RulesTestEnvironment,
  type TokenOptions,
} from "@firebase/rules-unit-testing";
import { setLogLevel, type Firestore } from "firebase/firestore";
import { afterAll, beforeAll, beforeEach } from "vitest";

const RULES_PATH = path.resolve(import.meta.dirname, "../../firestore.rules");

export interface RulesEnvOptions {
  /**
   * Switches the Functions emulator's background triggers (false = off). When given, they are
   * off from before the environment starts until after it is cleaned up: these files test the
   * rules alone, and a trigger reacting to clearFirestore or to seed writes would race the tests.
   */
  setTriggers?: (enabled: boolean) => Promise<void>;
  /** Clear the database once more before cleanup, so triggers switched back on find none of our writes. */
  clearOnTeardown?: boolean;
  /** Deadline for the teardown hook: switching triggers back on can take longer than the default. */
  teardownTimeoutMs?: number;
}

/** Firestore clients as each kind of caller sees the rules, plus a way round them for seeding. */
export interface RulesEnv {
  /** Signed out. */
  visitor(): Firestore;
  /** Signed in, without the admin claim. */
  stranger(): Firestore;
  /** Signed in with `admin: true`: the site owner. */
  owner(): Firestore;
  /** Signed in as `uid` with these token claims, for the edge cases (e.g. a claim of the wrong type). */
  signedIn(uid: string, claims?: TokenOptions): Firestore;
  /** Runs `write` with the rules off: seeds data as the app or the server would have left it. */
  withRulesDisabled(write: (db: Firestore) => Promise<void>): Promise<void>;
}

/**
 * Starts a rules test environment on the running Firestore emulator with the project's
 * firestore.rules, clears the database before each test and cleans up after the file. Call it
 * once at the top level of a test file: it registers the beforeAll/beforeEach/afterAll hooks,
 * so a file's own top-level beforeEach (e.g. seeding) registered after it runs after the clear.
 */
export function useRulesTestEnv(options: RulesEnvOptions = {}): RulesEnv {
  const { setTriggers, clearOnTeardown = false, teardownTimeoutMs } = options;
  let env: RulesTestEnvironment | undefined;

  // The environment only exists once beforeAll has run; fail loudly rather than with "undefined".
  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error("The rules test environment is not started: use it inside tests or hooks");
    return env;
  };
  // rules-unit-testing types its contexts with the compat SDK; the modular functions accept them.
  const signedIn = (uid: string, claims?: TokenOptions) =>
    current().authenticatedContext(uid, claims).firestore() as unknown as Firestore;

  beforeAll(async () => {
    // Denied requests are the point of these tests; the SDK would log each one as an error.
    setLogLevel("silent");
    await setTriggers?.(false);
    // emulators:exec sets FIRESTORE_EMULATOR_HOST (host:port) and GCLOUD_PROJECT.
    const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? "").split(":");
    env = await initializeTestEnvironment({
      projectId: process.env.GCLOUD_PROJECT ?? "demo-folio",
      firestore: { host, port: Number(port), rules: readFileSync(RULES_PATH, "utf8") },
    });
  });

  beforeEach(async () => {
    await current().clearFirestore();
  });

  afterAll(async () => {
    if (clearOnTeardown) await current().clearFirestore();
    await current().cleanup();
    await setTriggers?.(true);
  }, teardownTimeoutMs);

  return {
    visitor: () => current().unauthenticatedContext().firestore() as unknown as Firestore,
    stranger: () => signedIn("stranger"),
    owner: () => signedIn("owner", { admin: true }),
    signedIn,
    withRulesDisabled: (write) =>
      current().withSecurityRulesDisabled((context) => write(context.firestore() as unknown as Firestore)),
  };
}
