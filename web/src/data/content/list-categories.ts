import {
  COLLECTIONS,
  defaultAllCategory,
  safeParseCategory,
  withDefaultCategory,
  type Category,
} from "@folio/domain";
import { collection, orderBy, query, where } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { useContentVersion } from "./content-version";
import { readAllPages } from "./read-all-pages";
import { useAsyncData, type AsyncData } from "../use-async-data";

/**
 * Categories ordered by `order` ascending, optionally of one type (spec section 7). The
 * default All category (order 0) is added when the list has none, and a failed read
 * yields just All (spec section 8).
 */
export async function listCategories(type?: string | null): Promise<Category[]> {
  try {
    const base = collection(liteDb(), COLLECTIONS.categories);
    const docs = await readAllPages(
      type
        ? query(base, where("type", "==", type), orderBy("order", "asc"))
        : query(base, orderBy("order", "asc")),
    );
    const categories = docs.flatMap((doc) => safeParseCategory(doc.id, doc.data()) ?? []);
    return withDefaultCategory(categories, type ?? undefined);
  } catch {
    return [defaultAllCategory(type ?? undefined)];
  }
}

/** The categories (of one type), loaded again after category writes. */
export function useCategories(type?: string | null): AsyncData<Category[]> {
  const version = useContentVersion("categories");
  return useAsyncData(`${type ?? ""}#${version}`, () => listCategories(type), [
    defaultAllCategory(type ?? undefined),
  ]);
}
