/**
 * The web app's configuration, parsed once from `import.meta.env` at start-up.
 * A missing required key does not throw: the app renders a page that names it
 * (spec sections 5 and 8), because a blank page helps nobody.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  databaseURL?: string;
  measurementId?: string;
}

/** Where the local emulators listen, when emulator mode is on. */
export interface EmulatorConfig {
  host: string;
  authPort: number;
  firestorePort: number;
  functionsPort: number;
  storagePort: number;
  /** False where the Storage emulator cannot run (no binary offline); uploads are then offered by URL. */
  storageAvailable: boolean;
}

/** Firebase App Check, on only when a reCAPTCHA Enterprise site key is configured. */
export interface AppCheckConfig {
  /** reCAPTCHA Enterprise site key (VITE_APPCHECK_SITE_KEY). */
  siteKey: string;
  /**
   * Emulator mode only: the debug provider's token (VITE_APPCHECK_DEBUG_TOKEN), or true to let
   * the SDK make one up and print it. Null outside emulator mode (reCAPTCHA Enterprise then).
   */
  debugToken: string | true | null;
}

export interface AppConfig {
  firebase: FirebaseWebConfig;
  /** Present only in emulator mode. */
  emulators: EmulatorConfig | null;
  /** Region of the callable Cloud Functions. */
  functionsRegion: string;
  /** App Check; null (off) unless a site key is set, so local development needs nothing. */
  appCheck: AppCheckConfig | null;
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; missing: string[] };

/** Required keys of the backend connection and their variable names (spec section 3). */
export const REQUIRED_FIREBASE_KEYS = {
  apiKey: "VITE_FIREBASE_API_KEY",
  authDomain: "VITE_FIREBASE_AUTH_DOMAIN",
  projectId: "VITE_FIREBASE_PROJECT_ID",
  storageBucket: "VITE_FIREBASE_STORAGE_BUCKET",
  messagingSenderId: "VITE_FIREBASE_MESSAGING_SENDER_ID",
  appId: "VITE_FIREBASE_APP_ID",
} as const;

type Env = Record<string, string | boolean | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = text(env, name);
  return value === undefined ? fallback : value === "true" || value === "1";
}

function port(env: Env, name: string, fallback: number): number {
  const value = Number(text(env, name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Parses raw environment variables; pure, so it is tested without Vite. */
export function parseConfig(env: Env): ConfigResult {
  const missing = Object.values(REQUIRED_FIREBASE_KEYS).filter((name) => !text(env, name));
  if (missing.length > 0) return { ok: false, missing };
  const required = Object.fromEntries(
    Object.entries(REQUIRED_FIREBASE_KEYS).map(([key, name]) => [key, text(env, name) as string]),
  ) as Record<keyof typeof REQUIRED_FIREBASE_KEYS, string>;
  const databaseURL = text(env, "VITE_FIREBASE_DATABASE_URL");
  const measurementId = text(env, "VITE_FIREBASE_MEASUREMENT_ID");
  const emulators: EmulatorConfig | null = flag(env, "VITE_USE_EMULATORS", false)
    ? {
        host: text(env, "VITE_EMULATOR_HOST") ?? "127.0.0.1",
        authPort: port(env, "VITE_AUTH_EMULATOR_PORT", 9099),
        firestorePort: port(env, "VITE_FIRESTORE_EMULATOR_PORT", 8080),
        functionsPort: port(env, "VITE_FUNCTIONS_EMULATOR_PORT", 5001),
        storagePort: port(env, "VITE_STORAGE_EMULATOR_PORT", 9199),
        storageAvailable: flag(env, "VITE_STORAGE_EMULATOR_AVAILABLE", false),
      }
    : null;
  const siteKey = text(env, "VITE_APPCHECK_SITE_KEY");
  const appCheck: AppCheckConfig | null = siteKey
    ? { siteKey, debugToken: emulators ? (text(env, "VITE_APPCHECK_DEBUG_TOKEN") ?? true) : null }
    : null;
  return {
    ok: true,
    config: {
      firebase: {
        ...required,
        ...(databaseURL ? { databaseURL } : {}),
        ...(measurementId ? { measurementId } : {}),
      },
      emulators,
      functionsRegion: text(env, "VITE_FUNCTIONS_REGION") ?? "us-central1",
      appCheck,
    },
  };
}

/** The parsed configuration of this build. */
export const configResult: ConfigResult = parseConfig(import.meta.env as Env);
