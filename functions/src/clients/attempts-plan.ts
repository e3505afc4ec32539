import { CLIENT_LIMITS, type ClientPauseScope } from "@folio/domain";

/** One network's recent failures, and its latest (kept a day, to count distinct networks). */
interface NetworkFailures {
  times: number[];
  last: number;
}

/**
 * A gallery's failed password attempts, as its secrets document stores them (`attempts`). Times
 * are epoch ms. Every list is pruned to its window and capped, and every map is capped, on each
 * write, so the document stays a few kilobytes whatever a guesser does; an attempt that is
 * refused before its password is checked is never recorded.
 */
export interface AttemptLog {
  /** Per device (anonymous uid): failures within the window. A courtesy: a new uid is free. */
  devices: Map<string, number[]>;
  /** Per network (a keyed hash, client-address.ts): failures of any kind. */
  networks: Map<string, NetworkFailures>;
  /** The gallery's plain-link failures (no valid link key) within the slowdown's history. */
  gallery: number[];
  /** The current link key's failures (`id` names the key: a new key starts afresh). */
  link: { id: string; times: number[] } | null;
}

/** The limits the plan applies (CLIENT_LIMITS; tests give smaller ones). */
export interface AttemptLimits {
  perDevice: number;
  perNetwork: number;
  windowMs: number;
  galleryFree: number;
  linkFree: number;
  slowdownBaseMs: number;
  slowdownMaxMs: number;
  historyMs: number;
  /** Devices and networks kept in the log (the most recent). */
  devicesKept: number;
  networksKept: number;
}

export const ATTEMPT_LIMITS: AttemptLimits = {
  perDevice: CLIENT_LIMITS.attemptsPerDevice,
  perNetwork: CLIENT_LIMITS.attemptsPerNetwork,
  windowMs: CLIENT_LIMITS.attemptWindowMs,
  galleryFree: CLIENT_LIMITS.galleryFreeFailures,
  linkFree: CLIENT_LIMITS.linkFreeFailures,
  slowdownBaseMs: CLIENT_LIMITS.slowdownBaseMs,
  slowdownMaxMs: CLIENT_LIMITS.slowdownMaxMs,
  historyMs: CLIENT_LIMITS.slowdownHistoryMs,
  devicesKept: 50,
  networksKept: 100,
};

/** One attempt to open a gallery with a password. */
export interface Attempt {
  uid: string;
  /** The caller's network as the log keys it. */
  network: string;
  /** The gallery's link key's id when the attempt carried the right key, else null (plain link). */
  linkId: string | null;
  now: number;
}

const times = (value: unknown): number[] =>
  Array.isArray(value)
    ? value
        .filter((time): time is number => typeof time === "number" && Number.isFinite(time))
        .sort((a, b) => a - b)
    : [];
const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Reads a stored log leniently: anything malformed counts as no failures. */
export function parseAttemptLog(value: unknown): AttemptLog {
  const stored = record(value);
  const devices = new Map<string, number[]>();
  for (const [uid, list] of Object.entries(record(stored.devices))) devices.set(uid, times(list));
  const networks = new Map<string, NetworkFailures>();
  for (const [key, entry] of Object.entries(record(stored.networks))) {
    const { times: list, last } = record(entry);
    if (typeof last === "number" && Number.isFinite(last)) networks.set(key, { times: times(list), last });
  }
  const link = record(stored.link);
  return {
    devices,
    networks,
    gallery: times(stored.gallery),
    link: typeof link.id === "string" ? { id: link.id, times: times(link.times) } : null,
  };
}

const within = (list: readonly number[], now: number, span: number) =>
  list.filter((time) => time > now - span);

/** When the oldest of the `limit` latest failures leaves the window, or null if under the limit. */
function windowUntil(list: readonly number[], limit: number, now: number, windowMs: number): number | null {
  const recent = within(list, now, windowMs);
  if (recent.length < limit) return null;
  return recent[recent.length - limit]! + windowMs;
}

/**
 * Until when failures slow the next attempt down: after `free` failures within the history,
 * each further one makes the next attempt wait after it, twice as long as the one before, up
 * to the cap. Null when the next attempt need not wait. With the defaults, an attacker who
 * tries the moment each wait ends gets 48 guesses on the first day and about 25 a day after
 * (the count in the day's history holds the waits near their cap).
 */
export function slowdownUntil(
  list: readonly number[],
  free: number,
  now: number,
  limits: AttemptLimits = ATTEMPT_LIMITS,
): number | null {
  const recent = within(list, now, limits.historyMs);
  if (recent.length < free) return null;
  const wait = Math.min(limits.slowdownBaseMs * 2 ** (recent.length - free), limits.slowdownMaxMs);
  const until = recent[recent.length - 1]! + wait;
  return until > now ? until : null;
}

/** The most failures a slowdown's list needs to keep: beyond them the wait is at its cap anyway. */
const slowdownKept = (free: number, limits: AttemptLimits) =>
  free + Math.ceil(Math.log2(limits.slowdownMaxMs / limits.slowdownBaseMs)) + 1;

/**
 * Whether this attempt may have its password checked now. Every attempt is held to its
 * device's limit. An attempt with the right link key is held only to its key's own slowdown:
 * a guesser without the key can never make the client wait. A plain-link attempt is held to
 * its network's limit and to the gallery's slowdown. `retryAt` is when it may try again;
 * `scope` says which limit held it (the latest to lift, the gallery's first when it is one).
 */
export function checkAttempt(
  log: AttemptLog,
  attempt: Attempt,
  limits: AttemptLimits = ATTEMPT_LIMITS,
): { allowed: true } | { allowed: false; retryAt: number; scope: ClientPauseScope } {
  const { now } = attempt;
  const held: { scope: ClientPauseScope; until: number | null }[] = [
    {
      scope: "device",
      until: windowUntil(log.devices.get(attempt.uid) ?? [], limits.perDevice, now, limits.windowMs),
    },
  ];
  if (attempt.linkId !== null) {
    const linkTimes = log.link?.id === attempt.linkId ? log.link.times : [];
    held.push({ scope: "link", until: slowdownUntil(linkTimes, limits.linkFree, now, limits) });
  } else {
    const network = log.networks.get(attempt.network)?.times ?? [];
    held.push({ scope: "network", until: windowUntil(network, limits.perNetwork, now, limits.windowMs) });
    held.push({ scope: "gallery", until: slowdownUntil(log.gallery, limits.galleryFree, now, limits) });
  }
  const active = held.filter(
    (entry): entry is { scope: ClientPauseScope; until: number } => entry.until !== null,
  );
  if (active.length === 0) return { allowed: true };
  const retryAt = Math.max(...active.map((entry) => entry.until));
  const scope =
    active.find((entry) => entry.scope === "gallery")?.scope ??
    active.find((entry) => entry.until === retryAt)!.scope;
  return { allowed: false, retryAt, scope };
}

/** The `kept` entries of a map with the latest `last`, newest first. */
function newest<T>(entries: Iterable<[string, T]>, last: (value: T) => number, kept: number): Map<string, T> {
  return new Map([...entries].sort(([, a], [, b]) => last(b) - last(a)).slice(0, kept));
}

/** What one failure changes: the log to store, and what the owner's activity counts of it. */
export interface FailurePlan {
  log: AttemptLog;
  /** Whether the network had no failure yet this UTC day (the day's distinct networks + 1). */
  newNetworkToday: boolean;
  /** Until when plain-link attempts now wait; null when they do not. */
  pausedUntil: number | null;
}

/** The start of the UTC day of `time`. */
const dayStart = (time: number) => time - (time % (24 * 60 * 60 * 1000));

/** The log after a wrong password: every list pruned and capped, every map bounded. */
export function recordFailure(
  log: AttemptLog,
  attempt: Attempt,
  limits: AttemptLimits = ATTEMPT_LIMITS,
): FailurePlan {
  const { now, uid } = attempt;
  const devices = new Map<string, number[]>();
  for (const [device, list] of log.devices) {
    const recent = within(list, now, limits.windowMs);
    if (recent.length > 0 && device !== uid) devices.set(device, recent);
  }
  devices.set(
    uid,
    [...within(log.devices.get(uid) ?? [], now, limits.windowMs), now].slice(-limits.perDevice),
  );

  const networks = new Map<string, NetworkFailures>();
  for (const [key, entry] of log.networks)
    if (entry.last > now - limits.historyMs && key !== attempt.network)
      networks.set(key, { times: within(entry.times, now, limits.windowMs), last: entry.last });
  const before = log.networks.get(attempt.network);
  networks.set(attempt.network, {
    times: [...within(before?.times ?? [], now, limits.windowMs), now].slice(-limits.perNetwork),
    last: now,
  });

  let { gallery, link } = log;
  if (attempt.linkId === null)
    gallery = [...within(gallery, now, limits.historyMs), now].slice(
      -slowdownKept(limits.galleryFree, limits),
    );
  else {
    const previous = link?.id === attempt.linkId ? within(link.times, now, limits.historyMs) : [];
    link = { id: attempt.linkId, times: [...previous, now].slice(-slowdownKept(limits.linkFree, limits)) };
  }
  return {
    log: {
      devices: newest(devices, (list) => list[list.length - 1]!, limits.devicesKept),
      networks: newest(networks, (entry) => entry.last, limits.networksKept),
      gallery: within(gallery, now, limits.historyMs),
      link,
    },
    newNetworkToday: before === undefined || before.last < dayStart(now),
    pausedUntil: slowdownUntil(gallery, limits.galleryFree, now, limits),
  };
}

/**
 * The log after the right password: the device's failures are forgiven, and with the link key
 * the key's too (its holder got in). The network's and the gallery's stay: a guesser may share
 * the network, and the gallery's slowdown is what holds guessers back.
 */
export function recordSuccess(log: AttemptLog, attempt: Attempt): AttemptLog {
  const devices = new Map(log.devices);
  devices.delete(attempt.uid);
  const link = attempt.linkId !== null && log.link?.id === attempt.linkId ? null : log.link;
  return { ...log, devices, link };
}

/** Whether a success changes the stored log (so an untouched log costs no write). */
export function successChanges(log: AttemptLog, attempt: Attempt): boolean {
  return log.devices.has(attempt.uid) || (attempt.linkId !== null && log.link?.id === attempt.linkId);
}

/** The log as Firestore stores it. */
export function storedAttemptLog(log: AttemptLog) {
  return {
    devices: Object.fromEntries(log.devices),
    networks: Object.fromEntries(log.networks),
    gallery: log.gallery,
    link: log.link,
  };
}
