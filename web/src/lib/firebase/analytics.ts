import { appConfig, firebaseApp } from "./app";

/**
 * Starts Google Analytics only when a measurementId is configured, the browser supports
 * it, and the app is not talking to the emulators. Loaded lazily so that visitors do not
 * pay for it when it is off.
 */
export async function startGoogleAnalytics(): Promise<boolean> {
  const config = appConfig();
  if (!config.firebase.measurementId || config.emulators) return false;
  const { getAnalytics, isSupported } = await import("firebase/analytics");
  if (!(await isSupported())) return false;
  getAnalytics(firebaseApp());
  return true;
}
