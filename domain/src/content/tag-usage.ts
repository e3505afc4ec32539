import { POPULAR_TAG_THRESHOLD } from "../constants";

/** Whether a tag with this many uses is popular (spec section 4: at least 5). */
export function isPopularCount(usageCount: number): boolean {
  return usageCount >= POPULAR_TAG_THRESHOLD;
}

/**
 * How each tag key's usage changes when an item's counted keys go from `before` to
 * `after` (both distinct keys): +1 for added, -1 for removed, absent when unchanged.
 */
export function diffTagKeys(before: readonly string[], after: readonly string[]): Map<string, 1 | -1> {
  const beforeSet = new Set(before);
  const afterSet = new Set(after);
  const delta = new Map<string, 1 | -1>();
  for (const key of afterSet) if (!beforeSet.has(key)) delta.set(key, 1);
  for (const key of beforeSet) if (!afterSet.has(key)) delta.set(key, -1);
  return delta;
}

/** Usage fields after applying a delta; never below zero, popularity derived from the count. */
export function nextTagUsage(usageCount: number, delta: number): { usageCount: number; isPopular: boolean } {
  const next = Math.max(0, usageCount + delta);
  return { usageCount: next, isPopular: isPopularCount(next) };
}

/** Counts how many items carry each tag key (each item's keys already distinct). */
export function countTagKeys(itemKeys: Iterable<readonly string[]>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const keys of itemKeys) for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}
