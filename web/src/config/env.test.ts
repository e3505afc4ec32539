import { describe, expect, it } from "vitest";
import { parseConfig } from "./env";

const complete = {
  VITE_FIREBASE_API_KEY: "key",
  VITE_FIREBASE_AUTH_DOMAIN: "demo-folio.firebaseapp.com",
  VITE_FIREBASE_PROJECT_ID: "demo-folio",
  VITE_FIREBASE_STORAGE_BUCKET: "demo-folio.appspot.com",
  VITE_FIREBASE_MESSAGING_SENDER_ID: "1",
  VITE_FIREBASE_APP_ID: "1:1:web:1",
};

describe("parseConfig", () => {
  it("names every missing required key, blank values included", () => {
    const result = parseConfig({ ...complete, VITE_FIREBASE_API_KEY: " ", VITE_FIREBASE_APP_ID: undefined });
    expect(result).toEqual({ ok: false, missing: ["VITE_FIREBASE_API_KEY", "VITE_FIREBASE_APP_ID"] });
  });

  it("accepts the six required keys and leaves the optional ones out", () => {
    const result = parseConfig(complete);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.firebase).toEqual({
      apiKey: "key",
      authDomain: "demo-folio.firebaseapp.com",
      projectId: "demo-folio",
      storageBucket: "demo-folio.appspot.com",
      messagingSenderId: "1",
      appId: "1:1:web:1",
    });
    expect(result.config.emulators).toBeNull();
  });

  it("reads emulator mode and its ports", () => {
    const result = parseConfig({
      ...complete,
      VITE_USE_EMULATORS: "true",
      VITE_FIRESTORE_EMULATOR_PORT: "8180",
    });
    expect(result.ok && result.config.emulators).toMatchObject({
      host: "127.0.0.1",
      firestorePort: 8180,
      authPort: 9099,
      storageAvailable: false,
    });
  });

  it("leaves App Check off unless a site key is set; the debug provider only in emulator mode", () => {
    const appCheck = (env: Record<string, string>) => {
      const result = parseConfig({ ...complete, ...env });
      return result.ok ? result.config.appCheck : "not ok";
    };
    expect(appCheck({})).toBeNull();
    expect(appCheck({ VITE_USE_EMULATORS: "true", VITE_APPCHECK_DEBUG_TOKEN: "abc" })).toBeNull();
    expect(appCheck({ VITE_APPCHECK_SITE_KEY: "site-key" })).toEqual({
      siteKey: "site-key",
      debugToken: null,
    });
    expect(appCheck({ VITE_APPCHECK_SITE_KEY: "site-key", VITE_USE_EMULATORS: "true" })).toEqual({
      siteKey: "site-key",
      debugToken: true,
    });
    expect(
      appCheck({ VITE_APPCHECK_SITE_KEY: "k", VITE_USE_EMULATORS: "true", VITE_APPCHECK_DEBUG_TOKEN: "tok" }),
    ).toEqual({ siteKey: "k", debugToken: "tok" });
  });
});
