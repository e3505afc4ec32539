import { COLLECTIONS } from "@folio/domain";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { analyticsLogs } from "./logs";

const PARALLEL = 16;

/** The event types behind each gallery item counter (spec section 4). */
const TYPES_BY_FIELD = { views: ["image_view", "video_view"], likes: ["like"] } as const;

/**
 * Repairs one item: reads the item and counts its counted events in one consistent
 * snapshot (a read-only transaction with two count aggregations, one read per 1,000 index
 * entries), then adds the difference. A trigger raises the item and marks its event counted
 * in one commit, so the difference stays right while events keep arriving.
 */
async function repairItem(db: Firestore, itemId: string): Promise<boolean> {
  const ref = db.collection(COLLECTIONS.gallery).doc(itemId);
  const events = db.collection(COLLECTIONS.analyticsEvents);
  const snapshot = await db.runTransaction(
    async (tx) => {
      // The first read starts the transaction; the two counts then share its snapshot.
      const item = await tx.get(ref);
      const fields = Object.entries(TYPES_BY_FIELD);
      const results = await Promise.all(
        fields.map(([, types]) =>
          tx.get(
            events
              .where("contentId", "==", itemId)
              .where("countState", "==", "counted")
              .where("type", "in", [...types])
              .count(),
          ),
        ),
      );
      const counts = Object.fromEntries(
        fields.map(([field], index) => [field, results[index]!.data().count]),
      );
      return {
        exists: item.exists,
        stored: { views: item.get("views") as unknown, likes: item.get("likes") as unknown },
        counts,
      };
    },
    { readOnly: true },
  );
  if (!snapshot.exists) return false;
  const update: Record<string, FieldValue> = {};
  for (const field of Object.keys(TYPES_BY_FIELD) as (keyof typeof TYPES_BY_FIELD)[]) {
    const stored = typeof snapshot.stored[field] === "number" ? (snapshot.stored[field] as number) : 0;
    const counted = snapshot.counts[field]!;
    if (stored === counted && typeof snapshot.stored[field] === "number") continue;
    analyticsLogs.itemRepaired(itemId, field, stored, counted);
    update[field] = FieldValue.increment(counted - stored);
  }
  if (Object.keys(update).length === 0) return false;
  await ref.update(update);
  return true;
}

/** Repairs the views and likes of every gallery item; returns how many items changed. */
export async function repairItemTotals(db: Firestore): Promise<number> {
  const items = await db.collection(COLLECTIONS.gallery).select().get();
  const ids = items.docs.map((doc) => doc.id);
  let repaired = 0;
  for (let index = 0; index < ids.length; index += PARALLEL) {
    const results = await Promise.all(ids.slice(index, index + PARALLEL).map((id) => repairItem(db, id)));
    repaired += results.filter(Boolean).length;
  }
  return repaired;
}
