/**
 * The latest App Check token, for a request that must be built without waiting: the tracker's
 * keepalive flush runs as the page goes away, when no promise can be awaited. app-check.ts keeps
 * it current; this module holds no App Check code, so a build without a site key ships none.
 */
let latest: string | null = null;

export function setAppCheckToken(token: string | null): void {
  latest = token;
}

/** The token the App Check SDK last issued, or null (App Check off, or no token yet). */
export function appCheckToken(): string | null {
  return latest;
}
