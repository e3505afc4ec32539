import { COLLECTIONS, tagDocSchema } from "@folio/domain";
import type { Firestore, Transaction } from "firebase-admin/firestore";
import { INTERNAL_COLLECTIONS } from "./internal-collections";
import { contentLogs } from "./logs";
import {
  countedTagKeys,
  itemTagKeys,
  planItemReconcile,
  sameKeys,
  type TagUsageByKey,
} from "./tag-usage-plan";

export type TagUsageOutcome = "no-tag-change" | "already-counted" | "applied";

/** Reads the tag each key names (through its reservation), inside a transaction. */
export async function readTagUsage(
  tx: Transaction,
  db: Firestore,
  keys: readonly string[],
): Promise<TagUsageByKey> {
  const result = new Map<string, { id: string; usageCount: number } | null>();
  if (keys.length === 0) return result;
  const reservations = await tx.getAll(
    ...keys.map((key) => db.collection(INTERNAL_COLLECTIONS.tagNames).doc(key)),
  );
  const tagIds = reservations.map((snapshot) => snapshot.get("tagId") as unknown);
  const refs = tagIds.flatMap((id) =>
    typeof id === "string" ? [db.collection(COLLECTIONS.tags).doc(id)] : [],
  );
  const tags = refs.length > 0 ? await tx.getAll(...refs) : [];
  const byId = new Map(tags.filter((tag) => tag.exists).map((tag) => [tag.id, tag]));
  keys.forEach((key, index) => {
    const id = tagIds[index];
    const tag = typeof id === "string" ? byId.get(id) : undefined;
    const parsed = tag ? tagDocSchema.safeParse(tag.data()) : null;
    result.set(key, tag && parsed?.success ? { id: tag.id, usageCount: parsed.data.usageCount } : null);
  });
  return result;
}

/**
 * Brings the usage counts in line with one item's current tags (none while it is a draft), in
 * one transaction: it reads the item and its ledger, applies the difference to the tags
 * (usageCount and isPopular together, so popularity never disagrees with the count) and stores
 * the new ledger. Running it twice changes nothing the second time; it reads the item's current
 * state, so events arriving out of order or late are harmless.
 */
export async function reconcileItemTags(db: Firestore, itemId: string): Promise<TagUsageOutcome> {
  const itemRef = db.collection(COLLECTIONS.gallery).doc(itemId);
  const ledgerRef = db.collection(INTERNAL_COLLECTIONS.tagUsage).doc(itemId);
  const plan = await db.runTransaction(async (tx) => {
    const [item, ledger] = await tx.getAll(itemRef, ledgerRef);
    const current = item!.exists ? countedTagKeys(item!.data()) : [];
    const counted = itemTagKeys({ tags: ledger!.get("keys") });
    const changed = [...new Set([...current, ...counted])].filter(
      (key) => current.includes(key) !== counted.includes(key),
    );
    const planned = planItemReconcile(current, counted, await readTagUsage(tx, db, changed));
    if (!planned) return null;
    for (const update of planned.tagUpdates) {
      tx.update(db.collection(COLLECTIONS.tags).doc(update.id), {
        usageCount: update.usageCount,
        isPopular: update.isPopular,
      });
    }
    if (planned.ledger) tx.set(ledgerRef, { keys: planned.ledger });
    else tx.delete(ledgerRef);
    return planned;
  });
  if (!plan) return "already-counted";
  contentLogs.tagUsageApplied(itemId, plan.changes);
  if (plan.untracked.length > 0) contentLogs.tagUsageUntracked(itemId, plan.untracked);
  return "applied";
}

/**
 * Handler of the gallery write trigger. Writes that leave the counted keys alone (view and
 * like increments, caption edits, a draft's retagging, publishing an untagged work) return at
 * once without a read; publishing or unpublishing a tagged work changes them.
 */
export async function handleGalleryWrite(
  db: Firestore,
  itemId: string,
  before: unknown,
  after: unknown,
): Promise<TagUsageOutcome> {
  if (sameKeys(countedTagKeys(before), countedTagKeys(after))) return "no-tag-change";
  return reconcileItemTags(db, itemId);
}
