/**
 * The App Check token for a request built without waiting: the tracker's keepalive flush runs as
 * the page goes away, when no promise can be awaited. app-check.ts gives this module a way to
 * read the SDK's token; the tracker refreshes the copy after each Firestore write, when the SDK
 * holds a valid token in memory, so reading it never starts a token exchange of its own (a
 * listener would start the SDK's refresher at start-up, racing the first request's exchange).
 * This module holds no App Check code, so a build without a site key ships none.
 */
let latest: string | null = null;
let read: (() => Promise<string>) | null = null;

/** Called by app-check.ts once App Check is on. */
export function setAppCheckTokenSource(source: () => Promise<string>): void {
  read = source;
}

/** Copies the SDK's current token; call after a Firestore request succeeded. Never throws. */
export async function refreshAppCheckToken(): Promise<void> {
  if (!read) return;
  try {
    latest = await read();
  } catch {
    // Keep the last one: the flush then goes out with it, or without, as App Check allows.
  }
}

/** The token copied last, or null (App Check off, or no Firestore request yet). */
export function appCheckToken(): string | null {
  return latest;
}
