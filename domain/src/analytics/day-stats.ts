import { z } from "../zod";
import { COUNTER_FIELDS, EVENT_TYPES, type CounterField, type EventType } from "../event-types";
import { decodeSourceKey, dict, encodeSourceKey } from "./keys";
import { DEVICES, type Device } from "./schemas";
import { DIMENSION_KINDS, type DimensionKind } from "./dimensions";

/** One gallery item's counts on one day. */
export interface ItemDayCounts {
  /** image_view and video_view events. */
  views: number;
  likes: number;
  downloads: number;
  shares: number;
}

/**
 * Everything additive about one UTC day: the spec's daily counter fields plus what the
 * metrics need. Days add up field by field, so any range is the sum of its days.
 */
export interface DayStats {
  /** `YYYY-MM-DD` (UTC). */
  date: string;
  /** The spec's daily counter fields. */
  counters: Record<CounterField, number>;
  /** Events per type (the counters merge the three content view types). */
  eventTypes: Record<EventType, number>;
  /** Per gallery item counts, keyed by item id (a prototype-free map). */
  items: Record<string, ItemDayCounts>;
  /** Distinct daily visitor ids among the day's events (ids rotate daily). */
  uniqueVisitors: number;
  /** Sessions that started this day. */
  sessions: number;
  /** Of those, sessions still bounced. */
  bounces: number;
  /** Sum of the sessions' visible durations, in seconds. */
  durationSum: number;
  /** Sessions per device. */
  devices: Record<Device, number>;
  /** Sessions per traffic source label ("Direct" for none), a prototype-free map; stored with encoded keys. */
  sources: Record<string, number>;
  /**
   * Sessions per label of each dimension (dimensions.ts), prototype-free maps; stored as a
   * flat field per dimension with encoded keys, as `sources`. A session without a value in a
   * dimension is in none of its labels, so a dimension's sessions add up to at most `sessions`.
   */
  dimensions: Record<DimensionKind, Record<string, number>>;
}

/** An item's counts on a day it had none. */
export function zeroItemCounts(): ItemDayCounts {
  return { views: 0, likes: 0, downloads: 0, shares: 0 };
}

const zeroRecord = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** A day with nothing in it. */
export function emptyDayStats(date: string): DayStats {
  return {
    date,
    counters: zeroRecord(COUNTER_FIELDS),
    eventTypes: zeroRecord(EVENT_TYPES),
    items: dict(),
    uniqueVisitors: 0,
    sessions: 0,
    bounces: 0,
    durationSum: 0,
    devices: zeroRecord(DEVICES),
    sources: dict(),
    dimensions: Object.fromEntries(DIMENSION_KINDS.map((kind) => [kind, dict<number>()])) as Record<
      DimensionKind,
      Record<string, number>
    >,
  };
}

const count = z.number().finite().catch(0);
const countMap = z.record(z.string(), count).catch({});
const itemCounts = z
  .object({ views: count, likes: count, downloads: count, shares: count })
  .partial()
  .transform((value) => ({
    views: value.views ?? 0,
    likes: value.likes ?? 0,
    downloads: value.downloads ?? 0,
    shares: value.shares ?? 0,
  }));

/** The additive fields as the counter documents and rollups store them (flat). */
const storedDayStatsSchema = z.object({
  ...Object.fromEntries(COUNTER_FIELDS.map((field) => [field, count.optional()])),
  eventTypes: countMap.optional(),
  items: z.record(z.string(), itemCounts.catch(zeroItemCounts)).catch({}).optional(),
  uniqueVisitors: count.optional(),
  sessions: count.optional(),
  bounces: count.optional(),
  durationSum: count.optional(),
  devices: countMap.optional(),
  sources: countMap.optional(),
  ...Object.fromEntries(DIMENSION_KINDS.map((kind) => [kind, countMap.optional()])),
});

/**
 * Reads the additive fields of a stored day document (a counter or a rollup).
 * Missing or broken fields read as zeros: a counter that does not exist yet is all zeros.
 */
export function parseDayStats(date: string, data: unknown): DayStats {
  const stats = emptyDayStats(date);
  const parsed = storedDayStatsSchema.safeParse(data ?? {});
  if (!parsed.success) return stats;
  const stored = parsed.data as Record<string, unknown> & z.infer<typeof storedDayStatsSchema>;
  for (const field of COUNTER_FIELDS) stats.counters[field] = (stored[field] as number | undefined) ?? 0;
  for (const type of EVENT_TYPES) stats.eventTypes[type] = stored.eventTypes?.[type] ?? 0;
  for (const device of DEVICES) stats.devices[device] = stored.devices?.[device] ?? 0;
  // Copied into prototype-free maps: a stored key such as `__proto__` or `constructor` is data.
  for (const [id, counts] of Object.entries(stored.items ?? {})) stats.items[id] = counts;
  decodeLabels(stats.sources, stored.sources);
  for (const kind of DIMENSION_KINDS)
    decodeLabels(stats.dimensions[kind], stored[kind] as Record<string, number> | undefined);
  stats.uniqueVisitors = stored.uniqueVisitors ?? 0;
  stats.sessions = stored.sessions ?? 0;
  stats.bounces = stored.bounces ?? 0;
  stats.durationSum = stored.durationSum ?? 0;
  return stats;
}

/** Adds a stored map of encoded labels into a prototype-free map of labels. */
function decodeLabels(into: Record<string, number>, stored: Record<string, number> | undefined): void {
  for (const [key, sessions] of Object.entries(stored ?? {})) {
    const label = decodeSourceKey(key);
    into[label] = (into[label] ?? 0) + sessions;
  }
}

/** The flat stored form of a day's additive fields (the inverse of `parseDayStats`). */
export function dayStatsFields(stats: DayStats): Record<string, unknown> {
  return {
    ...stats.counters,
    eventTypes: stats.eventTypes,
    items: stats.items,
    uniqueVisitors: stats.uniqueVisitors,
    sessions: stats.sessions,
    bounces: stats.bounces,
    durationSum: stats.durationSum,
    devices: stats.devices,
    sources: encodeSources(stats.sources),
    ...Object.fromEntries(DIMENSION_KINDS.map((kind) => [kind, encodeSources(stats.dimensions[kind])])),
  };
}

/** Source labels as stored map keys (see keys.ts). */
export function encodeSources(sources: Record<string, number>): Record<string, number> {
  const out = dict<number>();
  for (const [label, sessions] of Object.entries(sources)) out[encodeSourceKey(label)] = sessions;
  return out;
}

function addCounts<K extends string>(
  into: Record<K, number>,
  from: Partial<Record<K, number>>,
  sign: 1 | -1,
): void {
  for (const [key, value] of Object.entries(from) as [K, number][])
    into[key] = (Object.hasOwn(into, key) ? into[key] : 0) + sign * value;
}

/** Adds `from` into `into` (mutates `into`), or takes it away (`sign` -1); the date of `into` is kept. */
export function addDayStats(into: DayStats, from: DayStats, sign: 1 | -1 = 1): DayStats {
  addCounts(into.counters, from.counters, sign);
  addCounts(into.eventTypes, from.eventTypes, sign);
  addCounts(into.devices, from.devices, sign);
  const labels: [Record<string, number>, Record<string, number>][] = [
    [into.sources, from.sources],
    ...DIMENSION_KINDS.map((kind): [Record<string, number>, Record<string, number>] => [
      into.dimensions[kind],
      from.dimensions[kind],
    ]),
  ];
  for (const [map, add] of labels) {
    addCounts(map, add, sign);
    // A label left with no session is no label (a difference of two sessions' labels).
    for (const label of Object.keys(add)) if (map[label] === 0) Reflect.deleteProperty(map, label);
  }
  for (const [id, counts] of Object.entries(from.items)) {
    const current = Object.hasOwn(into.items, id) ? into.items[id]! : (into.items[id] = zeroItemCounts());
    addCounts(current, counts, sign);
  }
  into.uniqueVisitors += sign * from.uniqueVisitors;
  into.sessions += sign * from.sessions;
  into.bounces += sign * from.bounces;
  into.durationSum += sign * from.durationSum;
  return into;
}

/** The sum of several days, dated `date`. */
export function sumDayStats(date: string, days: readonly DayStats[]): DayStats {
  return days.reduce((total, day) => addDayStats(total, day), emptyDayStats(date));
}
