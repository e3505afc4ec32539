import { COLLECTIONS } from "@folio/domain";
import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import { BATCH_LIMIT } from "../lib/batches";
import { INTERNAL_COLLECTIONS } from "./internal-collections";
import { errorCode, GRPC, retry } from "../lib/firestore-errors";
import { contentLogs } from "./logs";
import { countsTags, itemTagKeys, sameKeys } from "./tag-usage-plan";

/** How a server-side tag change rewrites one item's tag names and its ledger keys. */
export interface TagRewrite {
  /** New tag names of the item. */
  names: (names: string[]) => string[];
  /**
   * New ledger keys, given the counted ones and whether the item's tags count (it is
   * published): mirrors `names` so the trigger finds nothing to count. A draft's new names
   * count for nothing, so they must not enter its ledger.
   */
  ledger: (keys: string[], counts: boolean) => string[];
}

/** Each batch writes an item and its ledger: two writes per item. */
const ITEMS_PER_BATCH = BATCH_LIMIT / 2;
const ATTEMPTS = 5;
/** gRPC GRPC.FAILED_PRECONDITION: a document changed after it was read. */

function tagNames(snapshot: DocumentSnapshot): string[] {
  const tags = snapshot.get("tags") as unknown;
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === "string") : [];
}

async function rewriteChunk(
  db: Firestore,
  ids: readonly string[],
  rewrite: TagRewrite,
): Promise<{ updated: number; missing: string[] }> {
  const items = await db.getAll(...ids.map((id) => db.collection(COLLECTIONS.gallery).doc(id)));
  const ledgers = await db.getAll(...ids.map((id) => db.collection(INTERNAL_COLLECTIONS.tagUsage).doc(id)));
  const batch = db.batch();
  let updated = 0;
  const missing: string[] = [];
  items.forEach((item, index) => {
    const ledger = ledgers[index]!;
    if (!item.exists) {
      missing.push(item.id);
      return;
    }
    const before = tagNames(item);
    const after = rewrite.names(before);
    if (after.length === before.length && after.every((name, i) => name === before[i])) return;
    // Preconditions: an owner edit between our read and this write fails the batch, which is then re-read.
    batch.update(item.ref, { tags: after }, { lastUpdateTime: item.updateTime! });
    const counted = itemTagKeys({ tags: ledger.get("keys") });
    const nextCounted = rewrite.ledger(counted, countsTags(item.data())).sort();
    if (!sameKeys(counted, nextCounted) || counted.length !== nextCounted.length) {
      if (nextCounted.length === 0)
        batch.delete(ledger.ref, ledger.exists ? { lastUpdateTime: ledger.updateTime! } : {});
      else if (ledger.exists)
        batch.update(ledger.ref, { keys: nextCounted }, { lastUpdateTime: ledger.updateTime! });
      else batch.create(ledger.ref, { keys: nextCounted });
    }
    updated += 1;
  });
  if (updated > 0) await batch.commit();
  return { updated, missing };
}

/**
 * Rewrites the tags of many items in batches of 250 (any number of items, past the
 * 500-write limit of one batch), each item together with its ledger, so that the usage
 * trigger these writes fire finds nothing left to count. A batch that meets a concurrent
 * edit is read again and retried.
 */
export async function rewriteItemTags(
  db: Firestore,
  itemIds: readonly string[],
  rewrite: TagRewrite,
): Promise<{ updated: number; missing: string[] }> {
  const ids = [...new Set(itemIds)];
  let updated = 0;
  const missing: string[] = [];
  for (let start = 0; start < ids.length; start += ITEMS_PER_BATCH) {
    const chunk = ids.slice(start, start + ITEMS_PER_BATCH);
    // The ledger was created or an item changed meanwhile: read the chunk again and replan.
    const result = await retry(() => rewriteChunk(db, chunk, rewrite), {
      attempts: ATTEMPTS,
      retryOn: (error) => {
        const code = errorCode(error);
        return code === GRPC.FAILED_PRECONDITION || code === GRPC.ALREADY_EXISTS;
      },
      onRetry: (attempt, error) => contentLogs.batchRetry(attempt, error),
      baseMs: 0,
    });
    updated += result.updated;
    missing.push(...result.missing);
  }
  return { updated, missing };
}

/**
 * Ids of items whose tags may contain the key: the exact spelling on the item, the key in its
 * ledger (a published item, any spelling), or any spelling on a draft. Drafts keep no ledger,
 * and an item may carry `sunset` for the tag `Sunset`, so their tags are read and keyed here:
 * one read per draft, on a rename or delete only (`published` is a boolean on every item:
 * the schema and the rules require it).
 */
export async function itemIdsWithTag(db: Firestore, name: string, key: string): Promise<string[]> {
  const [byName, byLedger, drafts] = await Promise.all([
    db.collection(COLLECTIONS.gallery).where("tags", "array-contains", name).select().get(),
    db.collection(INTERNAL_COLLECTIONS.tagUsage).where("keys", "array-contains", key).select().get(),
    db.collection(COLLECTIONS.gallery).where("published", "==", false).select("tags").get(),
  ]);
  const draftsWithKey = drafts.docs.filter((doc) => itemTagKeys(doc.data()).includes(key));
  return [...new Set([...byName.docs, ...byLedger.docs, ...draftsWithKey].map((doc) => doc.id))];
}
