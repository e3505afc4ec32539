import { isDeepStrictEqual } from "node:util";
import {
  COUNTER_FIELDS,
  dayStatsFields,
  dict,
  parseDayStats,
  sumDayStats,
  type DayStats,
} from "@folio/domain";

/** A shard as the fold reads it. */
export interface ShardRead {
  id: string;
  data: Record<string, unknown>;
  /** Server commit time of the shard's last write, in epoch microseconds-precise millis. */
  updateTime: number;
}

/** The day's totals: the sum of the shards, and unique visitors as the count of the day's markers. */
export function foldShards(date: string, visitors: number, shards: readonly ShardRead[]): DayStats {
  const total = sumDayStats(
    date,
    shards.map((shard) => parseDayStats(date, shard.data)),
  );
  total.uniqueVisitors = visitors;
  // Zero entries of maps carry no information; dropping them keeps folds deterministic.
  const items = dict<DayStats["items"][string]>();
  for (const [id, counts] of Object.entries(total.items))
    if (counts.views || counts.likes || counts.downloads || counts.shares) items[id] = counts;
  const sources = dict<number>();
  for (const [label, sessions] of Object.entries(total.sources))
    if (sessions !== 0) sources[label] = sessions;
  total.items = items;
  total.sources = sources;
  return total;
}

/** Fields of the counter document that the fold owns (the spec's counter fields plus the extras). */
export function counterFields(stats: DayStats): Record<string, unknown> {
  return { date: stats.date, ...dayStatsFields(stats) };
}

/** Whether the stored counter already holds exactly these totals. */
export function sameTotals(stored: Record<string, unknown> | undefined, stats: DayStats): boolean {
  if (!stored) return false;
  const current = parseDayStats(stats.date, stored);
  if (COUNTER_FIELDS.some((field) => current.counters[field] !== stats.counters[field])) return false;
  return sameFields(dayStatsFields(current), dayStatsFields(stats));
}

/**
 * Whether two stored documents hold the same data, whatever the order of their keys and
 * whether their maps are prototype-free (a rebuild writes nothing when nothing changed).
 */
export function sameFields(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(plain(a), plain(b));
}

/** A deep copy with ordinary prototypes, so that `isDeepStrictEqual` compares data only. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value !== "object" || value === null || !isMap(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value))
    Object.defineProperty(out, key, { value: plain(entry), enumerable: true });
  return out;
}

function isMap(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === null || proto === Object.prototype;
}
