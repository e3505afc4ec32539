import {
  COUNTER_FIELDS,
  DEVICES,
  dict,
  encodeSources,
  EVENT_TYPES,
  emptyDayStats,
  type DayStats,
  type ItemDayCounts,
} from "@folio/domain";

const ITEM_FIELDS: readonly (keyof ItemDayCounts)[] = ["views", "likes", "downloads", "shares"];

/** A numeric change as a nested object; `wrap` turns numbers into increments for a merge write. */
type Nested<T> = { [key: string]: T | Nested<T> };

function subtractRecord(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const out = dict<number>();
  const own = (record: Record<string, number>, key: string) =>
    Object.hasOwn(record, key) ? record[key]! : 0;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const value = own(a, key) - own(b, key);
    if (value !== 0) out[key] = value;
  }
  return out;
}

/** `a - b`, field by field (unique visitors are not additive and stay 0). */
export function subtractDayStats(a: DayStats, b: DayStats): DayStats {
  const delta = emptyDayStats(a.date);
  for (const field of COUNTER_FIELDS) delta.counters[field] = a.counters[field] - b.counters[field];
  for (const type of EVENT_TYPES) delta.eventTypes[type] = a.eventTypes[type] - b.eventTypes[type];
  for (const device of DEVICES) delta.devices[device] = a.devices[device] - b.devices[device];
  delta.sources = subtractRecord(a.sources, b.sources);
  for (const id of new Set([...Object.keys(a.items), ...Object.keys(b.items)])) {
    const diff = subtractRecord(
      (Object.hasOwn(a.items, id) ? a.items[id] : {}) as unknown as Record<string, number>,
      (Object.hasOwn(b.items, id) ? b.items[id] : {}) as unknown as Record<string, number>,
    );
    if (Object.keys(diff).length > 0) {
      delta.items[id] = {
        views: diff.views ?? 0,
        likes: diff.likes ?? 0,
        downloads: diff.downloads ?? 0,
        shares: diff.shares ?? 0,
      };
    }
  }
  delta.sessions = a.sessions - b.sessions;
  delta.bounces = a.bounces - b.bounces;
  delta.durationSum = a.durationSum - b.durationSum;
  return delta;
}

/**
 * The non-zero changes of a delta as the nested object of a merge write, each number passed
 * through `wrap` (FieldValue.increment in production). Empty when nothing changes. Nested
 * objects (not dotted paths) keep item ids and host names with dots as literal map keys.
 */
export function deltaWrite<T>(delta: DayStats, wrap: (value: number) => T): Nested<T> {
  const out = dict<T | Nested<T>>();
  const put = (target: Nested<T>, key: string, value: number) => {
    if (value !== 0) target[key] = wrap(value);
  };
  const putMap = (key: string, record: Record<string, number>) => {
    const nested = dict<T | Nested<T>>();
    for (const [name, value] of Object.entries(record)) put(nested, name, value);
    if (Object.keys(nested).length > 0) out[key] = nested;
  };
  for (const field of COUNTER_FIELDS) put(out, field, delta.counters[field]);
  putMap("eventTypes", delta.eventTypes);
  putMap("devices", delta.devices);
  putMap("sources", encodeSources(delta.sources));
  const items = dict<T | Nested<T>>();
  for (const [id, counts] of Object.entries(delta.items)) {
    const nested = dict<T | Nested<T>>();
    for (const field of ITEM_FIELDS) put(nested, field, counts[field]);
    if (Object.keys(nested).length > 0) items[id] = nested;
  }
  if (Object.keys(items).length > 0) out.items = items;
  put(out, "sessions", delta.sessions);
  put(out, "bounces", delta.bounces);
  put(out, "durationSum", delta.durationSum);
  return out;
}

/** Whether a delta changes nothing. */
export function isZeroDelta(delta: DayStats): boolean {
  return Object.keys(deltaWrite(delta, (value) => value)).length === 0;
}
