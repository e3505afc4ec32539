import {
  COLLECTIONS,
  isPopularCount,
  removeTagNames,
  renameTagName,
  tagDocSchema,
  TagExistsError,
  tagNameKey,
  TagNotFoundError,
  tagToWire,
  type Tag,
  type TagWire,
} from "@folio/domain";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { INTERNAL_COLLECTIONS } from "./internal-collections";
import { GRPC } from "../lib/firestore-errors";
import { contentLogs } from "./logs";
import { itemIdsWithTag, rewriteItemTags } from "./rewrite-item-tags";

/** gRPC GRPC.ALREADY_EXISTS: a `create` met a document another transaction created first. */

function reservation(db: Firestore, key: string) {
  return db.collection(INTERNAL_COLLECTIONS.tagNames).doc(key);
}

async function readTag(db: Firestore, id: string): Promise<Tag> {
  const snapshot = await db.collection(COLLECTIONS.tags).doc(id).get();
  const parsed = tagDocSchema.safeParse(snapshot.data());
  if (!snapshot.exists || !parsed.success) throw new TagNotFoundError();
  return { id, ...parsed.data };
}

function rethrowRace(error: unknown): never {
  if ((error as { code?: unknown }).code === GRPC.ALREADY_EXISTS) throw new TagExistsError();
  throw error;
}

/**
 * Creates a tag whose name (already normalised) is unique without regard to case. The
 * reservation `tag_names/<key>` is read and created in the same transaction as the tag,
 * so of two racing creates of `Sunset` and `sunset` exactly one commits; the other is
 * retried by the transaction, finds the reservation and fails with TagExistsError.
 * https://firebase.google.com/docs/firestore/transaction-data-contention
 * The new tag starts with the number of items whose ledger already holds its key.
 */
export async function createTag(db: Firestore, name: string): Promise<TagWire> {
  const key = tagNameKey(name);
  const ref = db.collection(COLLECTIONS.tags).doc();
  try {
    await db.runTransaction(async (tx) => {
      const taken = await tx.get(reservation(db, key));
      if (taken.exists) throw new TagExistsError();
      const counted = await tx.get(
        db.collection(INTERNAL_COLLECTIONS.tagUsage).where("keys", "array-contains", key).count(),
      );
      const usageCount = counted.data().count;
      tx.create(reservation(db, key), { tagId: ref.id, name });
      tx.create(ref, {
        name,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        usageCount,
        isPopular: isPopularCount(usageCount),
      });
    });
  } catch (error) {
    rethrowRace(error);
  }
  return tagToWire(await readTag(db, ref.id));
}

/**
 * Renames a tag and stamps `updatedAt` with server time; the name stays unique (the old
 * reservation is released and the new one taken in one transaction). Then every item
 * carrying the old name gets the new one, in batches, with its ledger key renamed too so
 * the count moves with the tag instead of being counted again.
 */
export async function updateTag(db: Firestore, id: string, name: string): Promise<TagWire> {
  const tagRef = db.collection(COLLECTIONS.tags).doc(id);
  const newKey = tagNameKey(name);
  let oldName = name;
  try {
    await db.runTransaction(async (tx) => {
      const snapshot = await tx.get(tagRef);
      const parsed = tagDocSchema.safeParse(snapshot.data());
      if (!snapshot.exists || !parsed.success) throw new TagNotFoundError();
      oldName = parsed.data.name;
      const oldKey = tagNameKey(oldName);
      if (oldKey !== newKey) {
        const taken = await tx.get(reservation(db, newKey));
        if (taken.exists) throw new TagExistsError();
        tx.delete(reservation(db, oldKey));
        tx.create(reservation(db, newKey), { tagId: id, name });
      } else {
        tx.set(reservation(db, oldKey), { tagId: id, name });
      }
      tx.update(tagRef, { name, updatedAt: FieldValue.serverTimestamp() });
    });
  } catch (error) {
    rethrowRace(error);
  }
  const oldKey = tagNameKey(oldName);
  if (oldName !== name) {
    const ids = await itemIdsWithTag(db, oldName, oldKey);
    const { updated } = await rewriteItemTags(db, ids, {
      names: (names) => renameTagName(names, oldName, name),
      ledger: (keys) =>
        keys.includes(oldKey) ? [...new Set([...keys.filter((key) => key !== oldKey), newKey])] : keys,
    });
    contentLogs.tagRenamed(id, oldName, name, updated);
  }
  return tagToWire(await readTag(db, id));
}

/**
 * Deletes a tag: `Tag not found` when it does not exist; otherwise its name is first
 * removed from every item (batched, any number of items) together with the ledger key,
 * then the tag and its reservation go. A retry after a failure midway resumes the job.
 */
export async function deleteTag(db: Firestore, id: string): Promise<{ updatedItems: number }> {
  const tag = await readTag(db, id);
  const key = tagNameKey(tag.name);
  const ids = await itemIdsWithTag(db, tag.name, key);
  const { updated } = await rewriteItemTags(db, ids, {
    names: (names) => removeTagNames(names, [tag.name]),
    ledger: (keys) => keys.filter((counted) => counted !== key),
  });
  await db.runTransaction(async (tx) => {
    const held = await tx.get(reservation(db, key));
    if (held.get("tagId") === id) tx.delete(held.ref);
    tx.delete(db.collection(COLLECTIONS.tags).doc(id));
  });
  contentLogs.tagDeleted(id, updated);
  return { updatedItems: updated };
}
