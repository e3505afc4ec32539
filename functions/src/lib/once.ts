import { FieldValue, Timestamp, type Firestore, type WriteBatch } from "firebase-admin/firestore";

/** Receipts of applied trigger effects. A TTL policy on `expireAt` may clear them after 30 days. */
export const RECEIPTS_COLLECTION = "_receipts";
const RECEIPT_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** gRPC status ALREADY_EXISTS, raised when `create` meets an existing document. */
const ALREADY_EXISTS = 6;

export type OnceResult = "applied" | "duplicate";

/**
 * Applies `write` at most once per `key`. Cloud Functions deliver events at least once,
 * so a trigger's increments go into one atomic batch together with the creation of a
 * receipt: a redelivered event finds the receipt, the whole batch fails with
 * ALREADY_EXISTS, and nothing is counted twice. No read and no transaction is needed.
 * https://firebase.google.com/docs/functions/retries#idempotent
 */
export async function commitOnce(
  firestore: Firestore,
  key: string,
  write: (batch: WriteBatch) => void,
): Promise<OnceResult> {
  const batch = firestore.batch();
  batch.create(firestore.collection(RECEIPTS_COLLECTION).doc(key), {
    at: FieldValue.serverTimestamp(),
    expireAt: Timestamp.fromMillis(Date.now() + RECEIPT_TTL_MS),
  });
  write(batch);
  try {
    await batch.commit();
    return "applied";
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return "duplicate";
    throw error;
  }
}
