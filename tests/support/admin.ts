import { deleteApp, getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? "demo-folio";
/** The project's default bucket, as the web app names it (VITE_FIREBASE_STORAGE_BUCKET). */
export const TEST_BUCKET = `${PROJECT_ID}.appspot.com`;

/** Admin SDK against the running emulators (FIRESTORE_EMULATOR_HOST is set by emulators:exec). */
export function testAdmin() {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error("Run emulator tests with npm run test:emulators");
  const app: App =
    getApps().find((candidate) => candidate.name === "tests") ??
    initializeApp({ projectId: PROJECT_ID, storageBucket: TEST_BUCKET }, "tests");
  return {
    app,
    firestore: getFirestore(app),
    auth: getAuth(app),
    bucket: getStorage(app).bucket(),
    projectId: PROJECT_ID,
  };
}

/** Closes the Admin SDK app so vitest can exit. */
export async function closeTestAdmin(): Promise<void> {
  await Promise.all(
    getApps()
      .filter((app) => app.name === "tests")
      .map((app) => deleteApp(app)),
  );
}

/** Deletes every document in the emulator's default database (usable as a hook: takes no arguments). */
export function clearFirestore(): Promise<void> {
  return clearDatabase("(default)");
}

/** Deletes every document in one of the emulator's databases (fast, through its REST endpoint). */
export async function clearDatabase(database: string): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const response = await fetch(
    `http://${host}/emulator/v1/projects/${PROJECT_ID}/databases/${database}/documents`,
    { method: "DELETE" },
  );
  if (!response.ok) throw new Error(`clearFirestore failed: HTTP ${response.status}`);
}
