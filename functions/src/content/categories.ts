import {
  ALL_CATEGORY_ID,
  ALL_CATEGORY_NAME,
  categoryDocSchema,
  CategoryExistsError,
  CategoryNotFoundError,
  categoryToWire,
  COLLECTIONS,
  DefaultCategoryError,
  DefaultCategoryRenameError,
  GALLERY_CATEGORY_TYPE,
  nameKey,
  nextCategoryOrder,
  planCategoryOrder,
  uniqueCategoryId,
  type Category,
  type CategoryWire,
} from "@folio/domain";
import { FieldValue, type Firestore, type QuerySnapshot } from "firebase-admin/firestore";
import { BATCH_LIMIT } from "../lib/batches";
import { contentLogs } from "./logs";

function parseAll(snapshot: QuerySnapshot): Category[] {
  return snapshot.docs.flatMap((doc) => {
    const parsed = categoryDocSchema.safeParse(doc.data());
    return parsed.success ? [{ id: doc.id, ...parsed.data }] : [];
  });
}

/** Look-alike spellings (case, full-width, invisible characters) are the same name. */
const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);

async function readCategory(db: Firestore, id: string): Promise<Category> {
  const snapshot = await db.collection(COLLECTIONS.categories).doc(id).get();
  const parsed = categoryDocSchema.safeParse(snapshot.data());
  if (!snapshot.exists || !parsed.success) throw new CategoryNotFoundError();
  return { id, ...parsed.data };
}

/**
 * Creates a category: id = slug of the name made unique, order = max + 1 within its type.
 * Both are decided in a transaction that reads every category, so two concurrent creates
 * are serialised (the later one is retried and sees the earlier) and never share an order
 * or an id. https://firebase.google.com/docs/firestore/manage-data/transactions
 * The default All category is created on the way when it is missing.
 */
export async function createCategory(db: Firestore, name: string, type: string): Promise<CategoryWire> {
  const collection = db.collection(COLLECTIONS.categories);
  const id = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(collection);
    const categories = parseAll(snapshot);
    if (categories.some((category) => category.type === type && sameName(category.name, name)))
      throw new CategoryExistsError();
    if (!snapshot.docs.some((doc) => doc.id === ALL_CATEGORY_ID)) {
      tx.create(collection.doc(ALL_CATEGORY_ID), {
        name: ALL_CATEGORY_NAME,
        type: GALLERY_CATEGORY_TYPE,
        order: 0,
        createdAt: FieldValue.serverTimestamp(),
        isDefault: true,
      });
    }
    const newId = uniqueCategoryId(name, new Set(snapshot.docs.map((doc) => doc.id)));
    tx.create(collection.doc(newId), {
      name,
      type,
      order: nextCategoryOrder(categories, type),
      createdAt: FieldValue.serverTimestamp(),
      isDefault: false,
    });
    return newId;
  });
  return categoryToWire(await readCategory(db, id));
}

/** Renames a category; its id (a slug of the first name) stays, so items keep pointing at it. */
export async function renameCategory(db: Firestore, id: string, name: string): Promise<CategoryWire> {
  const collection = db.collection(COLLECTIONS.categories);
  await db.runTransaction(async (tx) => {
    const categories = parseAll(await tx.get(collection));
    const category = categories.find((candidate) => candidate.id === id);
    if (!category) throw new CategoryNotFoundError();
    if (category.isDefault || id === ALL_CATEGORY_ID) throw new DefaultCategoryRenameError();
    if (
      categories.some(
        (other) => other.id !== id && other.type === category.type && sameName(other.name, name),
      )
    )
      throw new CategoryExistsError();
    tx.update(collection.doc(id), { name });
  });
  return categoryToWire(await readCategory(db, id));
}

/** Gives the categories of a type the order of `ids` (1, 2, 3…; All keeps 0), in one transaction. */
export async function reorderCategories(db: Firestore, type: string, ids: readonly string[]): Promise<null> {
  const collection = db.collection(COLLECTIONS.categories);
  await db.runTransaction(async (tx) => {
    const categories = parseAll(await tx.get(collection.where("type", "==", type)));
    for (const change of planCategoryOrder(categories, ids))
      tx.update(collection.doc(change.id), { order: change.order });
  });
  return null;
}

/**
 * Deletes a category; All can never be deleted. The category document goes first, so the
 * rules (which require an item's category to exist) stop new items from joining it; then
 * its items move to All (`category: "all"`) in batches of 500, any number of them. A
 * retry after a failure midway finishes the move, so a missing category is not an error.
 */
export async function deleteCategory(db: Firestore, id: string): Promise<{ movedItems: number }> {
  const ref = db.collection(COLLECTIONS.categories).doc(id);
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (id === ALL_CATEGORY_ID || snapshot.get("isDefault") === true) throw new DefaultCategoryError();
    if (snapshot.exists) tx.delete(ref);
  });
  let movedItems = 0;
  const items = db.collection(COLLECTIONS.gallery).where("category", "==", id).limit(BATCH_LIMIT).select();
  for (;;) {
    const page = await items.get();
    if (page.empty) break;
    const batch = db.batch();
    for (const doc of page.docs) batch.update(doc.ref, { category: ALL_CATEGORY_ID });
    await batch.commit();
    movedItems += page.size;
  }
  contentLogs.categoryDeleted(id, movedItems);
  return { movedItems };
}
