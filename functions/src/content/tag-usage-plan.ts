import { diffTagKeys, isDocumentIdSafe, nextTagUsage, tagKeys } from "@folio/domain";

/**
 * The tag keys a gallery document carries; anything that is not a list of strings counts as
 * none. A key that cannot be a document id (`a/b`, `__x__`, `..`) names no tag (tags are
 * looked up by key as a document id), so it is left out rather than break the trigger.
 */
export function itemTagKeys(data: unknown): string[] {
  const tags = (data as { tags?: unknown } | null | undefined)?.tags;
  if (!Array.isArray(tags)) return [];
  return tagKeys(tags.filter((tag): tag is string => typeof tag === "string")).filter(isDocumentIdSafe);
}

/**
 * Whether an item's tags count: only while it is published (`published === true`, the test the
 * analytics trigger applies). Public pages and the public tag list show the counts, so a
 * draft's tags must not move them.
 */
export function countsTags(data: unknown): boolean {
  return (data as { published?: unknown } | null | undefined)?.published === true;
}

/**
 * The tag keys an item counts for: its keys while it is published, none while it is a draft.
 * Only for items: a ledger holds keys already counted and is read with `itemTagKeys`.
 */
export function countedTagKeys(data: unknown): string[] {
  return countsTags(data) ? itemTagKeys(data) : [];
}

/** Whether two key lists hold the same keys. */
export function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((key) => set.has(key));
}

/** Current usage of the tag a key belongs to, or null when no tag has that name. */
export type TagUsageByKey = ReadonlyMap<string, { id: string; usageCount: number } | null>;

export interface ItemReconcilePlan {
  /** Ledger keys to store for the item; null deletes the ledger (item gone, untagged or a draft). */
  ledger: string[] | null;
  /** New usage of each affected tag. */
  tagUpdates: { id: string; usageCount: number; isPopular: boolean }[];
  /** Key → +1/-1 for every changed key (for the log). */
  changes: Record<string, number>;
  /** Keys added or removed that have no tag document: recorded in the ledger, counted by nobody. */
  untracked: string[];
}

/**
 * What to write so that the counts reflect an item's current tags: the difference between
 * the keys it counts for now (`countedTagKeys`) and the keys its ledger says were counted.
 * Null when nothing differs, which is what a redelivered event finds.
 */
export function planItemReconcile(
  currentKeys: readonly string[],
  countedKeys: readonly string[],
  tags: TagUsageByKey,
): ItemReconcilePlan | null {
  const delta = diffTagKeys(countedKeys, currentKeys);
  if (delta.size === 0) return null;
  const tagUpdates: ItemReconcilePlan["tagUpdates"] = [];
  const untracked: string[] = [];
  for (const [key, change] of delta) {
    const tag = tags.get(key);
    if (!tag) untracked.push(key);
    else tagUpdates.push({ id: tag.id, ...nextTagUsage(tag.usageCount, change) });
  }
  return {
    ledger: currentKeys.length === 0 ? null : [...currentKeys].sort(),
    tagUpdates,
    changes: Object.fromEntries(delta),
    untracked,
  };
}
