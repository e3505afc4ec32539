import type { FirebaseApp } from "firebase/app";
import type { AppConfig } from "@/config/env";
import { appConfig, firebaseApp } from "./app";

/** The two calls of the Analytics SDK this module needs, so a test can stand in for the SDK. */
export interface AnalyticsSdk {
  isSupported: () => Promise<boolean>;
  getAnalytics: (app: FirebaseApp) => unknown;
}

/**
 * Starts Google Analytics (GA4) only when a measurementId is configured, the app is not
 * talking to the emulators, and the browser supports it. The SDK is imported only then, so
 * visitors do not download it when it is off. Resolves to whether it started.
 */
export async function startGoogleAnalytics(
  config: AppConfig = appConfig(),
  loadSdk: () => Promise<AnalyticsSdk> = () => import("firebase/analytics"),
  app: () => FirebaseApp = firebaseApp,
): Promise<boolean> {
  if (!config.firebase.measurementId || config.emulators) return false;
  const sdk = await loadSdk();
  if (!(await sdk.isSupported())) return false;
  sdk.getAnalytics(app());
  return true;
}
