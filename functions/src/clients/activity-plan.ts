import { addDays, CLIENT_LIMITS, isDateKey, utcDateKey, type ClientFailedDay } from "@folio/domain";
import { Timestamp } from "firebase-admin/firestore";

/** A client device class, as the activity counts it. */
export type ClientDevice = "phone" | "tablet" | "desktop";

/** The open-related fields of `activity/summary` as the server reads them (malformed: zero). */
export interface OpenCounts {
  opens: number;
  devices: number;
  byDevice: Record<ClientDevice, number>;
  firstOpenedAt: Timestamp | null;
  lastOpenedAt: Timestamp | null;
  recentOpens: { at: Timestamp; device: ClientDevice }[];
}

const DEVICES: readonly ClientDevice[] = ["phone", "tablet", "desktop"];
const count = (value: unknown): number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : 0;
const time = (value: unknown): Timestamp | null => (value instanceof Timestamp ? value : null);
const isDevice = (value: unknown): value is ClientDevice => DEVICES.includes(value as ClientDevice);

/** Reads the open counts of a summary document leniently. */
export function parseOpenCounts(data: Record<string, unknown> | undefined): OpenCounts {
  const byDevice = (
    typeof data?.byDevice === "object" && data.byDevice !== null ? data.byDevice : {}
  ) as Record<string, unknown>;
  const recent = Array.isArray(data?.recentOpens) ? data.recentOpens : [];
  return {
    opens: count(data?.opens),
    devices: count(data?.devices),
    byDevice: {
      phone: count(byDevice.phone),
      tablet: count(byDevice.tablet),
      desktop: count(byDevice.desktop),
    },
    firstOpenedAt: time(data?.firstOpenedAt),
    lastOpenedAt: time(data?.lastOpenedAt),
    recentOpens: recent.flatMap((entry: unknown) => {
      const { at, device } = (typeof entry === "object" && entry !== null ? entry : {}) as Record<
        string,
        unknown
      >;
      return at instanceof Timestamp && isDevice(device) ? [{ at, device }] : [];
    }),
  };
}

/**
 * The counts after one open by a client device at `at`: every open counts, a device only the
 * first time it is granted the gallery. The recent opens keep the newest, newest first.
 */
export function planOpen(
  before: OpenCounts,
  open: { at: Timestamp; device: ClientDevice; newDevice: boolean },
): OpenCounts {
  return {
    opens: before.opens + 1,
    devices: before.devices + (open.newDevice ? 1 : 0),
    byDevice: { ...before.byDevice, [open.device]: before.byDevice[open.device] + 1 },
    firstOpenedAt: before.firstOpenedAt ?? open.at,
    lastOpenedAt: open.at,
    recentOpens: [{ at: open.at, device: open.device }, ...before.recentOpens].slice(
      0,
      CLIENT_LIMITS.recentOpensMax,
    ),
  };
}

/** The distinct strings of a stored list (a device's hearts); anything else is ignored. */
export function idsOf(value: unknown): Set<string> {
  return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : []);
}

/** How each work's hearts move when one device's list changes from `before` to `after`. */
export function favouriteChanges(before: unknown, after: unknown): Map<string, number> {
  const was = idsOf(before);
  const now = idsOf(after);
  const changes = new Map<string, number>();
  for (const id of now) if (!was.has(id)) changes.set(id, 1);
  for (const id of was) if (!now.has(id)) changes.set(id, -1);
  return changes;
}

/**
 * The new heart counts of the works that changed, given the counts stored (`current`), which
 * of the changed ids are works of the gallery (`works`), and the bound on the map's keys. An
 * id that is not a work is never a key; a count that reaches 0 leaves the map (null); a new
 * key beyond `maxKeys` is not added.
 */
export function planFavourites(
  current: Record<string, unknown>,
  changes: ReadonlyMap<string, number>,
  works: ReadonlySet<string>,
  maxKeys: number = CLIENT_LIMITS.worksMax,
): Map<string, number | null> {
  let keys = Object.keys(current).length;
  const plan = new Map<string, number | null>();
  for (const [id, delta] of changes) {
    if (!works.has(id)) continue;
    const had = Object.hasOwn(current, id);
    const next = Math.max(0, count(had ? current[id] : 0) + delta);
    if (next === 0) {
      if (had) {
        plan.set(id, null);
        keys -= 1;
      }
      continue;
    }
    if (!had) {
      if (keys >= maxKeys) continue;
      keys += 1;
    }
    plan.set(id, next);
  }
  return plan;
}

/** One wrong password, as the owner's activity counts it. */
export interface FailureSeen {
  at: number;
  /** Tried with the gallery's link key. */
  withLink: boolean;
  /** The network's first failure of the UTC day. */
  newNetworkToday: boolean;
  /**
   * Until when plain-link attempts now wait (epoch ms), or null; left out for a failure with
   * the link key, which changes no plain-link wait (the stored one stays).
   */
  pausedUntil?: number | null;
}

/**
 * `activity/failures` after one more wrong password: the day's counts move, the days older
 * than `failedDaysKept` go (so the map has at most that many keys), and the last failure and
 * the gallery's pause are set. It is written whole, replacing the stored document.
 */
export function planFailedAttempts(current: unknown, failure: FailureSeen) {
  const stored = typeof current === "object" && current !== null ? (current as Record<string, unknown>) : {};
  const byDay =
    typeof stored.byDay === "object" && stored.byDay !== null
      ? (stored.byDay as Record<string, unknown>)
      : {};
  const today = utcDateKey(failure.at);
  const oldest = addDays(today, 1 - CLIENT_LIMITS.failedDaysKept);
  const days: Record<string, ClientFailedDay> = {};
  for (const [day, value] of Object.entries(byDay)) {
    if (!isDateKey(day) || day < oldest || day > today) continue;
    const entry = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
    days[day] = {
      failures: count(entry.failures),
      withLink: count(entry.withLink),
      networks: count(entry.networks),
    };
  }
  const day = days[today] ?? { failures: 0, withLink: 0, networks: 0 };
  days[today] = {
    failures: day.failures + 1,
    withLink: day.withLink + (failure.withLink ? 1 : 0),
    networks: day.networks + (failure.newNetworkToday ? 1 : 0),
  };
  const kept = stored.pausedUntil instanceof Timestamp ? stored.pausedUntil : null;
  return {
    byDay: days,
    lastAt: Timestamp.fromMillis(failure.at),
    pausedUntil:
      failure.pausedUntil === undefined
        ? kept
        : failure.pausedUntil === null
          ? null
          : Timestamp.fromMillis(failure.pausedUntil),
  };
}
