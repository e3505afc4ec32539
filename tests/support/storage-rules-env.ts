import { readFileSync } from "node:fs";
import path from "node:path";
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { setLogLevel, type Firestore } from "firebase/firestore";
import type { FirebaseStorage } from "firebase/storage";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { getStorage } from "firebase-admin/storage";
import { setBackgroundTriggers } from "../../scripts/lib/triggers";
import { closeTestAdmin, testAdmin } from "./admin";

const REPO_ROOT = path.resolve(import.meta.dirname, "../..");

/** Storage clients as each kind of caller sees storage.rules, plus ways round the rules for seeding. */
export interface StorageRulesEnv {
  /** Signed out. */
  visitor(): FirebaseStorage;
  /** Signed in, without the admin claim. */
  stranger(): FirebaseStorage;
  /** Signed in with `admin: true`: the site owner. */
  owner(): FirebaseStorage;
  /** Signed in with `admin: "true"`, a string: not the owner. */
  pretender(): FirebaseStorage;
  /** Storage and Firestore as `uid` (null: signed out) with these claims sees them: for per-device grants. */
  as(
    uid: string | null,
    claims?: Record<string, unknown>,
  ): { storage: FirebaseStorage; firestore: Firestore };
  /** The bucket these clients use, through the Admin SDK (no rules): to look at what was stored. */
  bucket(): ReturnType<ReturnType<typeof getStorage>["bucket"]>;
  /** Runs `work` with the rules off, on Storage and Firestore alike (the Firestore side for gallery documents). */
  withRulesDisabled(
    work: (clients: { storage: FirebaseStorage; firestore: Firestore }) => Promise<void>,
  ): Promise<void>;
}

function hostAndPort(variable: string): { host: string; port: number } {
  const [host, port] = (process.env[variable] ?? "").split(":");
  if (!host || !port) throw new Error(`${variable} is not set: run this under the emulators`);
  return { host, port: Number(port) };
}

/**
 * Starts a rules test environment on the running Storage and Firestore emulators with the project's
 * storage.rules and firestore.rules (storage.rules read gallery documents through firestore.get),
 * clears both before each test and cleans up after the file. Background triggers are off meanwhile:
 * these tests look at the rules alone. Call it once at the top level of a test file.
 */
export function useStorageRulesTestEnv(): StorageRulesEnv {
  let env: RulesTestEnvironment | undefined;
  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error("The rules test environment is not started: use it inside tests or hooks");
    return env;
  };
  // rules-unit-testing types its contexts with the compat SDK; the modular functions accept them.
  const storageOf = (uid: string | null, claims?: Record<string, unknown>) =>
    (uid === null
      ? current().unauthenticatedContext()
      : current().authenticatedContext(uid, claims)
    ).storage() as unknown as FirebaseStorage;

  beforeAll(async () => {
    setLogLevel("silent");
    await setBackgroundTriggers(false);
    env = await initializeTestEnvironment({
      projectId: process.env.GCLOUD_PROJECT ?? "demo-folio",
      firestore: {
        ...hostAndPort("FIRESTORE_EMULATOR_HOST"),
        rules: readFileSync(path.join(REPO_ROOT, "firestore.rules"), "utf8"),
      },
      storage: {
        ...hostAndPort("FIREBASE_STORAGE_EMULATOR_HOST"),
        rules: readFileSync(path.join(REPO_ROOT, "storage.rules"), "utf8"),
      },
    });
  });

  // rules-unit-testing's clearStorage only deletes files at the top of the bucket; ours are in folders.
  const bucket = () => getStorage(testAdmin().app).bucket(process.env.GCLOUD_PROJECT ?? "demo-folio");
  const clear = async () => {
    await current().clearFirestore();
    await bucket().deleteFiles({ force: true });
  };

  beforeEach(clear);

  afterAll(async () => {
    await clear();
    await current().cleanup();
    await closeTestAdmin();
    await setBackgroundTriggers(true);
  });

  return {
    visitor: () => storageOf(null),
    stranger: () => storageOf("stranger"),
    owner: () => storageOf("owner", { admin: true }),
    pretender: () => storageOf("pretender", { admin: "true" }),
    as: (uid, claims) => {
      const context =
        uid === null ? current().unauthenticatedContext() : current().authenticatedContext(uid, claims);
      return {
        storage: context.storage() as unknown as FirebaseStorage,
        firestore: context.firestore() as unknown as Firestore,
      };
    },
    bucket,
    withRulesDisabled: (work) =>
      current().withSecurityRulesDisabled((context) =>
        work({
          storage: context.storage() as unknown as FirebaseStorage,
          firestore: context.firestore() as unknown as Firestore,
        }),
      ),
  };
}
