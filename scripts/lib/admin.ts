import { cert, getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { DEMO_PROJECT_ID } from "./emulator-config";

export interface AdminHandles {
  app: App;
  firestore: Firestore;
  auth: Auth;
}

/**
 * The Admin SDK for scripts. Against the emulators (FIRESTORE_EMULATOR_HOST set) it needs
 * no credentials; against a real project it uses GOOGLE_APPLICATION_CREDENTIALS or
 * gcloud's application-default login, and the project from GCLOUD_PROJECT.
 */
export function adminApp(): AdminHandles {
  const app =
    getApps()[0] ??
    initializeApp({
      projectId: process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID,
      ...(process.env.FOLIO_SERVICE_ACCOUNT ? { credential: cert(process.env.FOLIO_SERVICE_ACCOUNT) } : {}),
    });
  return { app, firestore: getFirestore(app), auth: getAuth(app) };
}
