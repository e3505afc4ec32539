import { countTagKeys, isPopularCount, tagNameKey } from "@folio/domain";
import { countedTagKeys, sameKeys } from "./tag-usage-plan";

export interface RecountInput {
  /** Every gallery item: id and its raw `tags` and `published` fields. */
  items: readonly { id: string; tags: unknown; published: unknown }[];
  /** Every ledger: item id and counted keys. */
  ledgers: readonly { id: string; keys: readonly string[] }[];
  /** Every tag with its stored usage. */
  tags: readonly { id: string; name: string; usageCount: number; isPopular: boolean }[];
  /** Every name reservation: key and the tag id it points to. */
  reservations: readonly { key: string; tagId: string }[];
}

export interface RecountPlan {
  /** Tags whose usageCount or isPopular differ from the gallery; only these are written. */
  tagUpdates: { id: string; usageCount: number; isPopular: boolean }[];
  /** Ledgers to set to the keys the item counts for. */
  ledgerSets: { id: string; keys: string[] }[];
  /** Ledgers of items that no longer exist, carry no tags or are drafts. */
  ledgerDeletes: string[];
  /** Reservations missing for a tag (e.g. tags written by the seed) or pointing elsewhere. */
  reservationSets: { key: string; tagId: string; name: string }[];
  /** Reservations whose tag no longer exists. */
  reservationDeletes: string[];
  /** Keys shared by several tags (data written around the callables); the first tag keeps the name. */
  duplicates: { key: string; tagIds: string[] }[];
}

/**
 * Recomputes usage from the gallery itself: for each tag, the number of published items
 * carrying its name in any case (drafts count for nothing, as in the trigger). Returns only
 * the writes that change something, and rebuilds the ledgers and reservations so that the
 * incremental trigger continues from the truth.
 */
export function planRecount(input: RecountInput): RecountPlan {
  const itemKeys = new Map(input.items.map((item) => [item.id, countedTagKeys(item)]));
  const counts = countTagKeys(itemKeys.values());

  const tagUpdates: RecountPlan["tagUpdates"] = [];
  const owners = new Map<string, { id: string; name: string }[]>();
  for (const tag of input.tags) {
    const key = tagNameKey(tag.name);
    owners.set(key, [...(owners.get(key) ?? []), { id: tag.id, name: tag.name }]);
    const usageCount = counts.get(key) ?? 0;
    const isPopular = isPopularCount(usageCount);
    if (usageCount !== tag.usageCount || isPopular !== tag.isPopular)
      tagUpdates.push({ id: tag.id, usageCount, isPopular });
  }

  const ledgers = new Map(input.ledgers.map((ledger) => [ledger.id, ledger.keys]));
  const ledgerSets: RecountPlan["ledgerSets"] = [];
  for (const [id, keys] of itemKeys) {
    const counted = ledgers.get(id);
    if (keys.length === 0) continue;
    if (!counted || !sameKeys(counted, keys) || counted.length !== keys.length)
      ledgerSets.push({ id, keys: [...keys].sort() });
  }
  const ledgerDeletes = input.ledgers
    .filter((ledger) => (itemKeys.get(ledger.id)?.length ?? 0) === 0)
    .map((ledger) => ledger.id);

  const reserved = new Map(input.reservations.map((entry) => [entry.key, entry.tagId]));
  const reservationSets: RecountPlan["reservationSets"] = [];
  const duplicates: RecountPlan["duplicates"] = [];
  for (const [key, tags] of owners) {
    const holder = tags.find((tag) => tag.id === reserved.get(key)) ?? tags[0]!;
    if (reserved.get(key) !== holder.id) reservationSets.push({ key, tagId: holder.id, name: holder.name });
    if (tags.length > 1) duplicates.push({ key, tagIds: tags.map((tag) => tag.id) });
  }
  const reservationDeletes = input.reservations
    .filter((entry) => !owners.has(entry.key))
    .map((entry) => entry.key);

  return { tagUpdates, ledgerSets, ledgerDeletes, reservationSets, reservationDeletes, duplicates };
}
