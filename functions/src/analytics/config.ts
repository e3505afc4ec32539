import { COMMIT_INTERVAL_MS } from "@folio/domain";

/**
 * Minimum spacing of one instance's folds of a day (fold.ts): the marks made meanwhile go in the
 * next fold together, since Firestore sustains about a write a second on a document. The
 * Functions emulator delivers triggers one at a time: a wait there would stall every later
 * event, so each folds at once. FOLIO_COMMIT_INTERVAL_MS overrides both (tests of the spacing).
 */
export function commitIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const override = Number(env.FOLIO_COMMIT_INTERVAL_MS);
  if (env.FOLIO_COMMIT_INTERVAL_MS !== undefined && Number.isFinite(override) && override >= 0)
    return override;
  return env.FUNCTIONS_EMULATOR === "true" ? 0 : COMMIT_INTERVAL_MS;
}

/** A session settles this long after its last write (the tracker writes it every 3 minutes while visible). */
export const SETTLE_AFTER_MS = 5 * 60 * 1000;
/** How often the settle sweep runs (its windows tile: each is this long). */
export const SETTLE_EVERY_MINUTES = 5;

/**
 * Whether the tracker's session writes wait for the settle sweep (production) or count at once.
 * The Functions emulator runs no schedule by itself (`npm start` fires none), so there every
 * write counts at once, as the commit interval is 0. FOLIO_SESSIONS_WAIT=true|false overrides.
 */
export function sessionsWait(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.FOLIO_SESSIONS_WAIT === "true" || env.FOLIO_SESSIONS_WAIT === "false")
    return env.FOLIO_SESSIONS_WAIT === "true";
  return env.FUNCTIONS_EMULATOR !== "true";
}
