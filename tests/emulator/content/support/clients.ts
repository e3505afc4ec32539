import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from "firebase/auth";
import { connectFunctionsEmulator, getFunctions, httpsCallable } from "firebase/functions";
import { contentError } from "../../../../web/src/data/content/content-errors";
import { testAdmin } from "../../../support/admin";

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

/** The code and message a failed call carries (code without the `functions/` prefix). */
export async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    // The message as the web data layer rethrows it (contentError): the server's exact text.
    const { code } = error as { code?: string };
    return { code: String(code).replace(/^functions\//, ""), message: contentError(error).message };
  }
  throw new Error("expected the call to fail, but it succeeded");
}
