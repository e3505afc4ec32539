import { classifyDevice, classifyTrafficSource } from "@folio/domain";
import { appConfig } from "@/lib/firebase/app";
import { appCheckToken, refreshAppCheckToken } from "@/lib/firebase/app-check-token";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { hasOwnerFlag } from "@/lib/owner-flag";
import { createFirestoreSink } from "./firestore-sink";
import type { KeepaliveTarget } from "./keepalive-commit";
import { onLinkClick } from "./link-clicks";
import { createTracker, type Tracker, type TrackerEnvironment } from "./tracker-engine";

/**
 * A random URL-safe id (23 characters, 128 bits): visitor and session ids are not guessable.
 * It starts with a letter, as the ids' pattern requires (no `_`/`-` first: never `__…__`).
 */
export function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return (
    "v" +
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "")
  );
}

const memory = new Map<string, string>();

/**
 * The page's environment: localStorage, or this page's memory when storage is disabled (the
 * visit then ends with the page). `landingUrl` is the address the visitor arrived at, which
 * the tracker loads too late to read itself: by then the visitor may have opened a work, and
 * the address no longer holds the link's UTM parameters.
 */
function browserEnvironment(landingUrl: string): TrackerEnvironment {
  return {
    now: () => Date.now(),
    newId: randomId,
    load<T>(key: string): T | null {
      let raw: string | null | undefined;
      try {
        raw = localStorage.getItem(key);
      } catch {
        raw = memory.get(key);
      }
      if (!raw) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    save(key, value) {
      const raw = JSON.stringify(value);
      try {
        localStorage.setItem(key, raw);
      } catch {
        memory.set(key, raw);
      }
    },
    path: () => location.pathname,
    url: () => landingUrl,
    timeZone() {
      try {
        return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
      } catch {
        return null;
      }
    },
    source: () => classifyTrafficSource(landingUrl, document.referrer),
    device: () =>
      classifyDevice({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0 }),
    isVisible: () => document.visibilityState === "visible",
    onVisibilityChange(listener) {
      document.addEventListener("visibilitychange", listener);
      window.addEventListener("pagehide", listener);
      return () => {
        document.removeEventListener("visibilitychange", listener);
        window.removeEventListener("pagehide", listener);
      };
    },
    // The owner may sign in to the studio in another tab while this page is open (as api.ts checks).
    onLinkClick: (listener) =>
      onLinkClick(document, (href) => {
        if (!hasOwnerFlag()) listener(href);
      }),
    setTimer: (callback, ms) => window.setTimeout(callback, ms),
    clearTimer: (handle) => window.clearTimeout(handle as number),
  };
}

/** Where this page's keepalive flush goes: the same database as Firestore Lite's writes. */
function keepaliveTarget(): KeepaliveTarget {
  const { firebase, emulators } = appConfig();
  return {
    origin: emulators
      ? `http://${emulators.host}:${emulators.firestorePort}`
      : "https://firestore.googleapis.com",
    projectId: firebase.projectId,
    apiKey: firebase.apiKey,
    appId: firebase.appId,
    appCheckToken,
    written: () => void refreshAppCheckToken(),
  };
}

/** The tracker of this page, whose visitor arrived at `landingUrl`. */
export function createBrowserTracker(landingUrl: string): Tracker {
  return createTracker(createFirestoreSink(liteDb(), keepaliveTarget()), browserEnvironment(landingUrl));
}
