import type { Firestore, WriteBatch } from "firebase-admin/firestore";

/** Firestore's limit of writes in one batch or transaction. */
export const BATCH_LIMIT = 500;

/**
 * Commits writes in batches of at most BATCH_LIMIT, one after another. Only for writes that
 * are each guarded or idempotent on their own: a batch that fails leaves the earlier ones
 * applied, and the caller reads again and plans what is left.
 */
export async function commitInBatches(
  db: Firestore,
  writes: readonly ((batch: WriteBatch) => void)[],
): Promise<void> {
  for (let start = 0; start < writes.length; start += BATCH_LIMIT) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + BATCH_LIMIT)) write(batch);
    await batch.commit();
  }
}
