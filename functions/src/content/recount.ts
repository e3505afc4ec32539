import { COLLECTIONS, isPopularCount, tagDocSchema, type RecountResult } from "@folio/domain";
import type { Firestore } from "firebase-admin/firestore";
import { INTERNAL_COLLECTIONS } from "./internal-collections";
import { contentLogs } from "./logs";
import { planRecount } from "./recount-plan";

/**
 * Recomputes every tag's usageCount and isPopular from the gallery's published items and
 * writes only the tags whose values changed; it also rebuilds the per-item ledgers and the
 * name reservations. A plain function of a Firestore instance: the nightly job, the owner's
 * callable and the seed (which writes with triggers off) all call it. Throws on failure;
 * callers log and ignore (spec section 8).
 *
 * It reads the whole gallery (`tags` and `published` only), which is fine for a portfolio
 * (10,000 items: about 20,000 small reads a night). Writes go through a BulkWriter.
 */
export async function recountTagUsage(db: Firestore): Promise<Omit<RecountResult, "failed">> {
  const started = Date.now();
  const [items, ledgers, tags, reservations] = await Promise.all([
    db.collection(COLLECTIONS.gallery).select("tags", "published").get(),
    db.collection(INTERNAL_COLLECTIONS.tagUsage).get(),
    db.collection(COLLECTIONS.tags).get(),
    db.collection(INTERNAL_COLLECTIONS.tagNames).get(),
  ]);
  const plan = planRecount({
    items: items.docs.map((doc) => ({
      id: doc.id,
      tags: doc.get("tags") as unknown,
      published: doc.get("published") as unknown,
    })),
    ledgers: ledgers.docs.map((doc) => ({
      id: doc.id,
      keys: ((doc.get("keys") as unknown[]) ?? []).map(String),
    })),
    tags: tags.docs.flatMap((doc) => {
      const parsed = tagDocSchema.safeParse(doc.data());
      return parsed.success ? [{ id: doc.id, ...parsed.data }] : [];
    }),
    reservations: reservations.docs.map((doc) => ({ key: doc.id, tagId: String(doc.get("tagId")) })),
  });

  const writer = db.bulkWriter();
  const writes: Promise<unknown>[] = [];
  const tagsRef = db.collection(COLLECTIONS.tags);
  const ledgersRef = db.collection(INTERNAL_COLLECTIONS.tagUsage);
  const namesRef = db.collection(INTERNAL_COLLECTIONS.tagNames);
  for (const update of plan.tagUpdates)
    writes.push(
      writer.update(tagsRef.doc(update.id), { usageCount: update.usageCount, isPopular: update.isPopular }),
    );
  for (const ledger of plan.ledgerSets)
    writes.push(writer.set(ledgersRef.doc(ledger.id), { keys: ledger.keys }));
  for (const id of plan.ledgerDeletes) writes.push(writer.delete(ledgersRef.doc(id)));
  for (const entry of plan.reservationSets)
    writes.push(writer.set(namesRef.doc(entry.key), { tagId: entry.tagId, name: entry.name }));
  for (const key of plan.reservationDeletes) writes.push(writer.delete(namesRef.doc(key)));
  const settled = Promise.allSettled(writes);
  await writer.close();
  const failed = (await settled).find((outcome) => outcome.status === "rejected");
  if (failed) throw failed.reason;

  for (const duplicate of plan.duplicates) contentLogs.recountDuplicateName(duplicate.key, duplicate.tagIds);
  const result = { tags: tags.size, changedTags: plan.tagUpdates.length, items: items.size };
  contentLogs.recountDone({ ...result, ms: Date.now() - started });
  return result;
}

/** `recountTagUsage` with failures logged and ignored (spec section 8). */
export async function recountTagUsageSafely(db: Firestore): Promise<RecountResult> {
  try {
    return { ...(await recountTagUsage(db)), failed: false };
  } catch (error) {
    contentLogs.recountFailed(error);
    return { tags: 0, changedTags: 0, items: 0, failed: true };
  }
}

/**
 * Recounts the given tag keys from the ledgers, one transaction per tag: an aggregation
 * query (one read per 1,000 ledgers) instead of a gallery scan. Used after bulk writes,
 * which update the ledgers in the same batches as the items. Failures are logged, ignored.
 */
export async function recountTagKeys(db: Firestore, keys: readonly string[]): Promise<number> {
  let changed = 0;
  for (const key of new Set(keys)) {
    try {
      const didChange = await db.runTransaction(async (tx) => {
        const reservation = await tx.get(db.collection(INTERNAL_COLLECTIONS.tagNames).doc(key));
        const tagId = reservation.get("tagId") as unknown;
        if (typeof tagId !== "string") return false;
        const tagRef = db.collection(COLLECTIONS.tags).doc(tagId);
        const tag = tagDocSchema.safeParse((await tx.get(tagRef)).data());
        if (!tag.success) return false;
        const counted = await tx.get(
          db.collection(INTERNAL_COLLECTIONS.tagUsage).where("keys", "array-contains", key).count(),
        );
        const usageCount = counted.data().count;
        const isPopular = isPopularCount(usageCount);
        if (usageCount === tag.data.usageCount && isPopular === tag.data.isPopular) return false;
        tx.update(tagRef, { usageCount, isPopular });
        return true;
      });
      if (didChange) changed += 1;
    } catch (error) {
      contentLogs.recountFailed(error);
    }
  }
  return changed;
}
