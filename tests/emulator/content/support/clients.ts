import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from "firebase/auth";
import { connectFunctionsEmulator, getFunctions, httpsCallable } from "firebase/functions";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { callableError } from "../../../../web/src/data/content/content-errors";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../../support/admin";

export type Role = "owner" | "stranger" | "visitor";

/** A browser-like client of the callables: the same SDK calls the web data layer makes. */
export interface CallableClient {
  call<Response = unknown>(name: string, data?: unknown): Promise<Response>;
  close(): Promise<void>;
}

const PASSWORD = "content-tests-2026";

async function ensureUser(email: string, owner: boolean): Promise<void> {
  const { auth } = testAdmin();
  const user = await auth.getUserByEmail(email).catch(() => auth.createUser({ email, password: PASSWORD }));
  await auth.setCustomUserClaims(user.uid, owner ? { admin: true } : {});
}

/** Signs in (unless a visitor) through the Auth emulator and calls functions on the Functions emulator. */
export async function callableClient(role: Role): Promise<CallableClient> {
  const projectId = process.env.GCLOUD_PROJECT ?? "demo-folio";
  const app: FirebaseApp = initializeApp(
    { apiKey: "demo-key", projectId, appId: "demo-app", authDomain: `${projectId}.firebaseapp.com` },
    `content-${role}-${Math.random().toString(36).slice(2)}`,
  );
  if (role !== "visitor") {
    const email = `${role}@content.test`;
    await ensureUser(email, role === "owner");
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
    await signInWithEmailAndPassword(auth, email, PASSWORD);
  }
  const functions = getFunctions(app, "us-central1");
  connectFunctionsEmulator(functions, "127.0.0.1", Number(process.env.FOLIO_FUNCTIONS_PORT));
  return {
    async call<Response>(name: string, data: unknown = {}) {
      const result = await httpsCallable(functions, name, { timeout: 120_000 })(data);
      return result.data as Response;
    },
    close: () => deleteApp(app),
  };
}

const ROLES: readonly Role[] = ["owner", "stranger", "visitor"];

/**
 * One client per role for a whole test file, with the database cleared before each test.
 * Call it once at the top level of a test file: it registers the beforeAll/beforeEach/afterAll
 * hooks. Signing in takes a while, so the clients start once in beforeAll; the ones returned
 * hand each call on to them, so a file can hold them in constants from the start.
 */
export function useCallableClients(): Record<Role, CallableClient> {
  const started = new Map<Role, CallableClient>();
  // Fail loudly when used outside tests and hooks, rather than with "undefined".
  const client = (role: Role): CallableClient => {
    const found = started.get(role);
    if (!found) throw new Error(`The ${role} client is not started: use it inside tests or hooks`);
    return found;
  };

  beforeAll(async () => {
    const clients = await Promise.all(ROLES.map((role) => callableClient(role)));
    ROLES.forEach((role, index) => started.set(role, clients[index]!));
  });

  beforeEach(async () => {
    await clearFirestore();
  });

  afterAll(async () => {
    await Promise.all(ROLES.map((role) => client(role).close()));
    await closeTestAdmin();
  });

  const forward = (role: Role): CallableClient => ({
    call: <Response>(name: string, data?: unknown) => client(role).call<Response>(name, data),
    close: () => client(role).close(),
  });
  return { owner: forward("owner"), stranger: forward("stranger"), visitor: forward("visitor") };
}

/**
 * The code, stable reason (`details.reason`) and message a failed call carries (code without
 * the `functions/` prefix).
 */
export async function failure(
  promise: Promise<unknown>,
): Promise<{ code: string; reason: unknown; message: string }> {
  try {
    await promise;
  } catch (error) {
    // The message as the web data layer rethrows it (callableError), from the reason.
    const { code, details } = error as { code?: string; details?: { reason?: unknown } };
    return {
      code: String(code).replace(/^functions\//, ""),
      reason: details?.reason,
      message: callableError(error).message,
    };
  }
  throw new Error("expected the call to fail, but it succeeded");
}
