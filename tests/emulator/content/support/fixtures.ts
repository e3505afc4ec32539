import { COLLECTIONS } from "@folio/domain";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { INTERNAL_COLLECTIONS } from "../../../../functions/src/content/internal-collections";
import { withBackgroundTriggersDisabled } from "../../../../scripts/lib/triggers";
import { clearFirestore } from "../../../support/admin";

let sequence = 0;

/** A unique id per test run, so late triggers of an earlier test never touch this one's data. */
export function uniqueId(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}`;
}

/** A stored gallery item as the data layer would leave it. */
export function itemDoc(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Timestamp.now();
  return {
    title: "Harbour at dawn",
    description: "",
    type: "image",
    media: {
      url: "https://example.com/a.webp",
      storagePath: null,
      sizes: [],
      posterUrl: null,
      contentType: "image/webp",
    },
    width: 1600,
    height: 1067,
    alt: "Boats",
    category: "all",
    tags: [],
    published: true,
    featured: false,
    order: 0,
    downloadable: false,
    views: 0,
    likes: 0,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** Writes many items in batches of 500 (Admin SDK, so rules do not apply). */
export async function writeItems(
  db: Firestore,
  items: readonly { id: string; data: Record<string, unknown> }[],
): Promise<void> {
  for (let start = 0; start < items.length; start += 500) {
    const batch = db.batch();
    for (const item of items.slice(start, start + 500))
      batch.set(db.collection(COLLECTIONS.gallery).doc(item.id), item.data);
    await batch.commit();
  }
}

/** The tag document by id. */
export async function tagById(db: Firestore, id: string): Promise<Record<string, unknown> | undefined> {
  return (await db.collection(COLLECTIONS.tags).doc(id).get()).data();
}

/** How many ledgers hold a key (what the trigger has counted for it). */
export async function ledgersWithKey(db: Firestore, key: string): Promise<number> {
  const snapshot = await db
    .collection(INTERNAL_COLLECTIONS.tagUsage)
    .where("keys", "array-contains", key)
    .count()
    .get();
  return snapshot.data().count;
}

/**
 * Deletes everything with the background triggers off. A test that wrote hundreds of gallery
 * items ends with this: cleared with the triggers on, each item would queue two deletion
 * triggers, which the emulator runs one at a time, for the better part of a minute into the
 * next test file (whose own triggers, an owner's email say, would wait behind them).
 */
export async function clearQuietly(): Promise<void> {
  await withBackgroundTriggersDisabled(() => clearFirestore());
}
