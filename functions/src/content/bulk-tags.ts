import {
  mergeTagNames,
  removeTagNames,
  TagExistsError,
  tagNameKey,
  uniqueTagNames,
  type BulkTagsResult,
} from "@folio/domain";
import type { Firestore } from "firebase-admin/firestore";
import { INTERNAL_COLLECTIONS } from "./internal-collections";
import { contentLogs } from "./logs";
import { recountTagKeys } from "./recount";
import { rewriteItemTags } from "./rewrite-item-tags";
import { createTag } from "./tags";

/**
 * The spelling to store for each name: the existing tag's name when one has the same key,
 * otherwise the name as given, for which a tag is created (so every name the owner adds in
 * bulk appears in the tag list and is counted on the published items).
 */
async function canonicalNames(db: Firestore, names: readonly string[]): Promise<string[]> {
  const wanted = uniqueTagNames(names);
  const reservations = await db.getAll(
    ...wanted.map((name) => db.collection(INTERNAL_COLLECTIONS.tagNames).doc(tagNameKey(name))),
  );
  const result: string[] = [];
  for (const [index, name] of wanted.entries()) {
    const existing = reservations[index]!.get("name") as unknown;
    if (typeof existing === "string") {
      result.push(existing);
      continue;
    }
    try {
      result.push((await createTag(db, name)).name);
    } catch (error) {
      if (!(error instanceof TagExistsError)) throw error;
      // Created by someone else a moment ago: use their spelling.
      const held = await db.collection(INTERNAL_COLLECTIONS.tagNames).doc(tagNameKey(name)).get();
      result.push(String(held.get("name") ?? name));
    }
  }
  return result;
}

/** Adds tag names to the items, merged without duplicates regardless of case, then recounts those tags. */
export async function bulkAddTags(
  db: Firestore,
  itemIds: readonly string[],
  names: readonly string[],
): Promise<BulkTagsResult> {
  const canonical = await canonicalNames(db, names);
  const keys = canonical.map(tagNameKey);
  const { updated, missing } = await rewriteItemTags(db, itemIds, {
    names: (current) => mergeTagNames(current, canonical),
    ledger: (counted, counts) => (counts ? [...new Set([...counted, ...keys])] : counted),
  });
  await recountTagKeys(db, keys);
  contentLogs.bulkTags("add", updated, missing.length);
  return { updatedItems: updated, missingItems: missing };
}

/** Removes tag names (any case) from the items, then recounts those tags. */
export async function bulkRemoveTags(
  db: Firestore,
  itemIds: readonly string[],
  names: readonly string[],
): Promise<BulkTagsResult> {
  const keys = new Set(names.map(tagNameKey));
  const { updated, missing } = await rewriteItemTags(db, itemIds, {
    names: (current) => removeTagNames(current, names),
    ledger: (counted) => counted.filter((key) => !keys.has(key)),
  });
  await recountTagKeys(db, [...keys]);
  contentLogs.bulkTags("remove", updated, missing.length);
  return { updatedItems: updated, missingItems: missing };
}
