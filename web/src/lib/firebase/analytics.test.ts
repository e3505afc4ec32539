import type { FirebaseApp } from "firebase/app";
import { describe, expect, it, vi } from "vitest";
import { parseConfig, type AppConfig } from "@/config/env";
import { startGoogleAnalytics, type AnalyticsSdk } from "./analytics";

const REQUIRED = {
  VITE_FIREBASE_API_KEY: "key",
  VITE_FIREBASE_AUTH_DOMAIN: "demo.firebaseapp.com",
  VITE_FIREBASE_PROJECT_ID: "demo-folio",
  VITE_FIREBASE_STORAGE_BUCKET: "demo-folio.appspot.com",
  VITE_FIREBASE_MESSAGING_SENDER_ID: "1",
  VITE_FIREBASE_APP_ID: "1:1:web:1",
};

function config(env: Record<string, string>): AppConfig {
  const result = parseConfig({ ...REQUIRED, ...env });
  if (!result.ok) throw new Error("test config is incomplete");
  return result.config;
}

/** Runs the start with a stand-in SDK and reports what happened. */
async function start(env: Record<string, string>, supported = true) {
  const app = { name: "[DEFAULT]" } as FirebaseApp;
  const sdk: AnalyticsSdk = {
    isSupported: vi.fn(async () => supported),
    getAnalytics: vi.fn(),
  };
  const loadSdk = vi.fn(async () => sdk);
  const started = await startGoogleAnalytics(config(env), loadSdk, () => app);
  return {
    started,
    loaded: loadSdk.mock.calls.length,
    analyticsCalls: vi.mocked(sdk.getAnalytics).mock.calls,
  };
}

describe("startGoogleAnalytics", () => {
  it("starts GA4 with the app when a measurement id is set, it is supported and emulators are off", async () => {
    const result = await start({ VITE_FIREBASE_MEASUREMENT_ID: "G-TEST123" });
    expect(result).toEqual({ started: true, loaded: 1, analyticsCalls: [[{ name: "[DEFAULT]" }]] });
  });

  it("does not load the SDK without a measurement id", async () => {
    expect(await start({})).toEqual({ started: false, loaded: 0, analyticsCalls: [] });
  });

  it("does not load the SDK in emulator mode", async () => {
    const result = await start({ VITE_FIREBASE_MEASUREMENT_ID: "G-TEST123", VITE_USE_EMULATORS: "true" });
    expect(result).toEqual({ started: false, loaded: 0, analyticsCalls: [] });
  });

  it("does not start where the browser does not support it", async () => {
    const result = await start({ VITE_FIREBASE_MEASUREMENT_ID: "G-TEST123" }, false);
    expect(result).toEqual({ started: false, loaded: 1, analyticsCalls: [] });
  });
});
