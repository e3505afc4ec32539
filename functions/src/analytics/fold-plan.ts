import { COUNTER_FIELDS, dayStatsFields, parseDayStats, sumDayStats, type DayStats } from "@folio/domain";
import { sameFields } from "./same-fields";

/** A shard as the fold reads it. */
export interface ShardRead {
  id: string;
  data: Record<string, unknown>;
  /** Server commit time of the shard's last write, in epoch microseconds-precise millis. */
  updateTime: number;
}

/** Visitor ids marked in a shard. */
export function shardVisitors(data: Record<string, unknown>): string[] {
  const visitors = data.visitors;
  if (typeof visitors !== "object" || visitors === null) return [];
  return Object.entries(visitors as Record<string, unknown>)
    .filter(([, marked]) => marked === true)
    .map(([id]) => id);
}

/** The day's totals: the sum of the shards, and unique visitors as the union of their marks. */
export function foldShards(date: string, shards: readonly ShardRead[]): DayStats {
  const total = sumDayStats(
    date,
    shards.map((shard) => parseDayStats(date, shard.data)),
  );
  const visitors = new Set(shards.flatMap((shard) => shardVisitors(shard.data)));
  total.uniqueVisitors = visitors.size;
  // Zero entries of maps carry no information; dropping them keeps folds deterministic.
  total.items = Object.fromEntries(
    Object.entries(total.items).filter(
      ([, counts]) => counts.views || counts.likes || counts.downloads || counts.shares,
    ),
  );
  total.sources = Object.fromEntries(Object.entries(total.sources).filter(([, sessions]) => sessions !== 0));
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
