import { configResult, type AppCheckConfig } from "@/config/env";
import { firebaseApp } from "./app";
import { setAppCheckTokenSource } from "./app-check-token";

/** Where the SDK looks for a debug token (a global, by the SDK's design). */
interface DebugTokenGlobal {
  FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean;
}

/**
 * Starts Firebase App Check when a site key is configured, before any Firestore or callable
 * request, so that each carries an `X-Firebase-AppCheck` token: reCAPTCHA Enterprise in
 * production, the debug provider in emulator mode (no reCAPTCHA script is loaded there).
 * The SDK is imported only then: a build without the key ships none of it on the first load.
 * Never throws: without App Check the site still works where it is not enforced.
 */
export async function startAppCheck(config: AppCheckConfig | null = appCheckConfig()): Promise<boolean> {
  if (!config) return false;
  try {
    const { CustomProvider, getToken, initializeAppCheck, ReCaptchaEnterpriseProvider } = await import(
      "firebase/app-check"
    );
    if (config.debugToken !== null) {
      (globalThis as DebugTokenGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN = config.debugToken;
    }
    const provider =
      config.debugToken === null
        ? new ReCaptchaEnterpriseProvider(config.siteKey)
        : // Debug mode answers every token request itself; this provider is never asked.
          new CustomProvider({ getToken: () => Promise.reject(new Error("App Check debug mode")) });
    const appCheck = initializeAppCheck(firebaseApp(), { provider, isTokenAutoRefreshEnabled: true });
    // For the tracker's keepalive flush, which cannot wait for a token as the page goes away.
    setAppCheckTokenSource(async () => (await getToken(appCheck, false)).token);
    return true;
  } catch (error) {
    console.error("App Check could not start", error);
    return false;
  }
}

function appCheckConfig(): AppCheckConfig | null {
  return configResult.ok ? configResult.config.appCheck : null;
}
