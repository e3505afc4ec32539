import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { getFunctions, type TaskQueue } from "firebase-admin/functions";
import { getStorage } from "firebase-admin/storage";

/** Initialised on first use so that tests can set env first. */
function ensureDefaultApp(): void {
  // firebase-functions may have created its own named app first, so look for the default one.
  if (!getApps().some((app) => app.name === "[DEFAULT]")) initializeApp();
}

/** The Firestore of the one Admin SDK app of this process. */
export function db(): Firestore {
  ensureDefaultApp();
  return getFirestore();
}

/** The project's default Storage bucket, through the same app (a trigger may need it before Firestore). */
export function bucket(): ReturnType<ReturnType<typeof getStorage>["bucket"]> {
  ensureDefaultApp();
  return getStorage().bucket();
}

/** A task queue function's queue (`locations/<region>/functions/<name>`), through the same app. */
export function taskQueue<Task extends Record<string, unknown>>(name: string): TaskQueue<Task> {
  ensureDefaultApp();
  return getFunctions().taskQueue<Task>(name);
}
