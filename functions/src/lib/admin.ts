import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";

/** The one Admin SDK app of this process; initialised on first use so that tests can set env first. */
export function db(): Firestore {
  // firebase-functions may have created its own named app first, so look for the default one.
  if (!getApps().some((app) => app.name === "[DEFAULT]")) initializeApp();
  return getFirestore();
}
