import { FOLD_INTERVAL_MS } from "@folio/domain";

/**
 * Minimum spacing of folds into one counter document. In production, Firestore sustains
 * about one write per second per document, and triggers run concurrently, so folds are
 * spaced. The Functions emulator delivers Firestore triggers one at a time and has no such
 * limit: a wait there would stall every later event, so each event folds at once.
 * FOLIO_FOLD_INTERVAL_MS overrides both (tests of the spacing itself).
 */
export function foldIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const override = Number(env.FOLIO_FOLD_INTERVAL_MS);
  if (env.FOLIO_FOLD_INTERVAL_MS !== undefined && Number.isFinite(override) && override >= 0) return override;
  return env.FUNCTIONS_EMULATOR === "true" ? 0 : FOLD_INTERVAL_MS;
}
