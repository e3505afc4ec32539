import { getApps, initializeApp, type FirebaseApp } from "firebase/app";
import { configResult, type AppConfig } from "@/config/env";

/** Thrown when a Firebase handle is asked for although the configuration is incomplete. */
export class FirebaseNotConfiguredError extends Error {
  constructor(readonly missing: readonly string[]) {
    super(`Firebase is not configured; missing: ${missing.join(", ")}`);
    this.name = "FirebaseNotConfiguredError";
  }
}

/** The app's configuration; throws a typed error when required keys are missing. */
export function appConfig(): AppConfig {
  if (!configResult.ok) throw new FirebaseNotConfiguredError(configResult.missing);
  return configResult.config;
}

/** The one Firebase app instance; every handle (auth, firestore, storage, functions) hangs off it. */
export function firebaseApp(): FirebaseApp {
  return getApps()[0] ?? initializeApp(appConfig().firebase);
}
