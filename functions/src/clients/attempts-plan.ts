import { CLIENT_LIMITS } from "@folio/domain";

/**
 * Failed password attempts of one gallery within the window, as stored on its secrets
 * document (`attempts`): the failures' times (epoch ms) for the gallery as a whole and per
 * device (anonymous uid). Both are pruned to the window and capped on every write, so the
 * document stays small whatever a guesser does: a blocked attempt is never recorded, so at
 * most `perGallery` times and devices are ever kept.
 */
export interface AttemptLog {
  gallery: number[];
  devices: Map<string, number[]>;
}

/** The limits the plan applies (CLIENT_LIMITS; tests give smaller ones). */
export interface AttemptLimits {
  perDevice: number;
  perGallery: number;
  windowMs: number;
}

export const ATTEMPT_LIMITS: AttemptLimits = {
  perDevice: CLIENT_LIMITS.attemptsPerDevice,
  perGallery: CLIENT_LIMITS.attemptsPerGallery,
  windowMs: CLIENT_LIMITS.attemptWindowMs,
};

const times = (value: unknown): number[] =>
  Array.isArray(value)
    ? value
        .filter((time): time is number => typeof time === "number" && Number.isFinite(time))
        .sort((a, b) => a - b)
    : [];

/** Reads a stored log leniently: anything malformed counts as no failures. */
export function parseAttemptLog(value: unknown): AttemptLog {
  const stored = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const devices = new Map<string, number[]>();
  const byDevice = stored.devices;
  if (typeof byDevice === "object" && byDevice !== null && !Array.isArray(byDevice))
    for (const [uid, list] of Object.entries(byDevice)) devices.set(uid, times(list));
  return { gallery: times(stored.gallery), devices };
}

/** When the oldest of the `limit` latest failures leaves the window, or null if under the limit. */
function blockedUntil(list: readonly number[], limit: number, now: number, windowMs: number): number | null {
  const recent = list.filter((time) => time > now - windowMs);
  if (recent.length < limit) return null;
  return recent[recent.length - limit]! + windowMs;
}

/**
 * Whether this device may try a password now: refused while it, or the gallery across all
 * devices, has had its limit of failures within the window; `retryAt` is when it may again.
 */
export function checkAttempts(
  log: AttemptLog,
  uid: string,
  now: number,
  limits: AttemptLimits = ATTEMPT_LIMITS,
): { allowed: true } | { allowed: false; retryAt: number } {
  const until = [
    blockedUntil(log.devices.get(uid) ?? [], limits.perDevice, now, limits.windowMs),
    blockedUntil(log.gallery, limits.perGallery, now, limits.windowMs),
  ].filter((time): time is number => time !== null);
  return until.length === 0 ? { allowed: true } : { allowed: false, retryAt: Math.max(...until) };
}

/** The log after a failure of `uid` at `now`, pruned to the window and capped. */
export function recordFailure(
  log: AttemptLog,
  uid: string,
  now: number,
  limits: AttemptLimits = ATTEMPT_LIMITS,
): AttemptLog {
  const keep = (list: readonly number[], cap: number) =>
    [...list, now].filter((time) => time > now - limits.windowMs).slice(-cap);
  const devices = new Map<string, number[]>();
  for (const [device, list] of log.devices) {
    const recent = list.filter((time) => time > now - limits.windowMs);
    if (recent.length > 0 && device !== uid) devices.set(device, recent.slice(-limits.perDevice));
  }
  devices.set(uid, keep(log.devices.get(uid) ?? [], limits.perDevice));
  // The devices whose latest failure is newest stay when the map is over its bound.
  const bounded = [...devices]
    .sort(([, a], [, b]) => b[b.length - 1]! - a[a.length - 1]!)
    .slice(0, limits.perGallery);
  return { gallery: keep(log.gallery, limits.perGallery), devices: new Map(bounded) };
}

/** The log after a success of `uid`: its own failures are forgiven, the gallery's stay. */
export function forgetDevice(log: AttemptLog, uid: string): AttemptLog {
  const devices = new Map(log.devices);
  devices.delete(uid);
  return { gallery: log.gallery, devices };
}

/** The log as Firestore stores it. */
export function storedAttemptLog(log: AttemptLog): { gallery: number[]; devices: Record<string, number[]> } {
  return { gallery: log.gallery, devices: Object.fromEntries(log.devices) };
}
