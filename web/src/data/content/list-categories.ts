import {
  COLLECTIONS,
  defaultAllCategory,
  safeParseCategory,
  withDefaultCategory,
  type Category,
} from "@folio/domain";
import { collection, orderBy, query, where } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { readAllPages } from "./read-all-pages";

/**
 * Categories ordered by `order` ascending, optionally of one type (spec section 7), with
 * the default All category (order 0) added when the list has none. Rejects when the read fails.
 */
export async function fetchCategories(type?: string | null): Promise<Category[]> {
  const base = collection(liteDb(), COLLECTIONS.categories);
  const docs = await readAllPages(
    type
      ? query(base, where("type", "==", type), orderBy("order", "asc"))
      : query(base, orderBy("order", "asc")),
  );
  const categories = docs.flatMap((doc) => safeParseCategory(doc.id, doc.data()) ?? []);
  return withDefaultCategory(categories, type ?? undefined);
}

/** The categories as the spec reads them: a failed read yields just All (spec section 8). */
export async function listCategories(type?: string | null): Promise<Category[]> {
  return fetchCategories(type).catch(() => [defaultAllCategory(type ?? undefined)]);
}
